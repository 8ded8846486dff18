/// Link relations as feeds write them: case does not matter (RFC 8288), and a registered
/// relation may be written as its IANA URI (RFC 4287).
enum FeedLinkRelation {
    /// The prefix of the IANA URI of a registered relation.
    private static let ianaPrefix = "http://www.iana.org/assignments/relation/"

    /// The relation `rel` by its registered name, lower-cased.
    static func name(_ rel: String) -> String {
        let name = rel.lowercased()
        return name.hasPrefix(ianaPrefix) ? String(name.dropFirst(ianaPrefix.count)) : name
    }

    /// Whether `rel` is `payment`: where to pay for or support what the feed offers.
    static func isPayment(_ rel: String) -> Bool { name(rel) == "payment" }
}
