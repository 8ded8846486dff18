/// What loading one URL gave: a podcast, "not modified", or a failure of a kind the app
/// tells apart.
enum FeedLoadResult {
    case podcast(Podcast, etag: String?)
    case notModified
    case failure(FeedLoadFailure)

    /// The output line for `url`.
    func json(url: String) -> JSONLine {
        var json = JSONLine()
        json.add("url", url)
        switch self {
        case .podcast(let podcast, let etag):
            json.add("etag", etag)
            json.add("podcast", podcast.json)
        case .notModified:
            json.add("notModified", true)
        case .failure(let failure):
            json.add("error", failure.json)
        }
        return json
    }
}

/// Why a URL gave no podcast.
struct FeedLoadFailure {
    /// The kinds of failure.
    enum Kind: String {
        /// The transfer failed: no connection, a timeout, too many redirects, a cut body.
        case loadError
        /// The server answered 404.
        case notFound
        /// The server answered another status that is not a success.
        case requestFailed
        /// The body is not a feed: not well-formed, or not RSS or Atom.
        case feedParsingError
        /// The feed lacks something a podcast needs (``FeedLoadFailure/field`` says what).
        case feedMissingData

        /// Whether the URL failed to load (exit 69) rather than as data (exit 65).
        var isLoadFailure: Bool { self == .loadError || self == .notFound || self == .requestFailed }
    }

    var kind: Kind
    var message: String
    var status: Int?
    var field: String?
    var line: Int?
    var column: Int?

    var json: JSONLine {
        var json = JSONLine()
        json.add("kind", kind.rawValue)
        json.add("status", status)
        json.add("field", field)
        json.add("line", line)
        json.add("column", column)
        json.add("message", message)
        return json
    }
}
