/// The RSS and Atom workloads (filled in when the feed mappers land).
enum FeedWorkloads {
    static func generated() -> [Workload] { [] }
    static func corpora() -> [Workload] { [] }
}
