import Foundation

/// What the URL tests (library and command) serve: an RSS feed, and a server that answers
/// with it in every way they check, by path.
public enum LoopbackFeeds {
    /// One RSS item.
    public static func item(_ number: Int) -> String {
        "<item><title>Episode \(number)</title><guid>e\(number)</guid></item>\n"
    }

    /// An RSS feed of `items` items.
    public static func feed(items: Int) -> [UInt8] {
        Array((feedHead + (1...max(items, 1)).prefix(items).map(item).joined() + feedTail).utf8)
    }

    /// The feed up to its first item.
    public static let feedHead = "<rss version=\"2.0\"><channel><title>Loopback</title>\n"
    /// The feed after its last item.
    public static let feedTail = "</channel></rss>\n"

    /// A server answering: `/feed.xml` (3 items, ETag `"v1"` and Last-Modified, 304 when
    /// either matches), `/track.gpx`, `/gzip.xml`, `/unavailable.xml` (503), `/moved.xml`
    /// (301 to the feed), `/loop-a.xml` ⇄ `/loop-b.xml`, `/hop-N.xml` (N redirects to the
    /// feed), `/stalled.xml` (100 bytes, then 10 s of nothing), `/slow.xml` (six pieces 0.4 s
    /// apart), `/endless.xml`, `/huge.xml` (4 million items), `/cut.xml` (closed inside the
    /// third item), `/silent.xml` (no answer for 10 s), what a response's headers say about the
    /// feed (``labelledResponse(_:)``), anything else 404.
    public static func server() throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer(respond: respond)
    }

    /// The answer of ``server()`` to a request for `path` with `headers`.
    @Sendable public static func respond(_ path: String, _ headers: [String: String]) -> LoopbackHTTPServer.Response {
        let feed = feed(items: 3)
        switch path {
        case "/feed.xml":
            let validators = ["ETag": "\"v1\"", "Last-Modified": "Tue, 14 May 2024 08:30:00 GMT"]
            if headers["if-none-match"] == "\"v1\"" || headers["if-modified-since"] == validators["Last-Modified"] {
                return .init(status: 304, headers: ["ETag": "\"v1\""])
            }
            return .init(status: 200, headers: validators, body: feed)
        case "/track.gpx":
            return .init(status: 200, body: Array("<gpx version=\"1.1\"><trk><trkseg><trkpt lat=\"1\" lon=\"2\"/></trkseg></trk></gpx>".utf8))
        case "/gzip.xml":
            return .init(status: 200, headers: ["Content-Encoding": "gzip"], body: Gzip.stored(feed))
        case "/podcast/relative.xml":
            let relative =
                "<rss version=\"2.0\"><channel><title>Relative</title><link>./</link><item><title>One</title>"
                + "<link>episodes/1</link><enclosure url=\"media/1.mp3\" type=\"audio/mpeg\"/></item></channel></rss>"
            return .init(status: 200, body: Array(relative.utf8))
        case "/old/relative.xml":
            return .init(status: 301, headers: ["Location": "/podcast/relative.xml"])
        case "/unavailable.xml":
            return .init(status: 503, body: Array("try later".utf8))
        case "/moved.xml":
            return .init(status: 301, headers: ["Location": "/feed.xml"])
        case "/loop-a.xml":
            return .init(status: 302, headers: ["Location": "/loop-b.xml"])
        case "/loop-b.xml":
            return .init(status: 302, headers: ["Location": "/loop-a.xml"])
        case let path where path.hasPrefix("/hop-"):
            let hop = Int(path.dropFirst(5).prefix { $0.isNumber }) ?? 0
            return .init(status: 302, headers: ["Location": hop == 0 ? "/feed.xml" : "/hop-\(hop - 1).xml"])
        case "/stalled.xml":
            return .init(status: 200, body: Array(feed.prefix(100)), delivery: .thenStall(declaredLength: feed.count, seconds: 10))
        case "/slow.xml":
            return .init(status: 200, body: feed, delivery: .slowly(chunkSize: feed.count / 6 + 1, interval: 0.4))
        case "/endless.xml":
            return .init(status: 200, body: Array(feedHead.utf8), delivery: .thenRepeat(Array(item(1).utf8), count: nil, suffix: []))
        case "/huge.xml":
            return .init(status: 200, body: Array(feedHead.utf8), delivery: .thenRepeat(Array(item(1).utf8), count: 4_000_000, suffix: Array(feedTail.utf8)))
        case "/cut.xml":
            let cut = feedHead.utf8.count + item(1).utf8.count * 2 + 20
            return .init(status: 200, body: Array(feed.prefix(cut)), delivery: .thenCut(declaredLength: feed.count))
        case "/silent.xml":
            return .init(status: 200, delivery: .silence(seconds: 10))
        default:
            return labelledResponse(path) ?? .init(status: 404, body: Array("not here".utf8))
        }
    }

    /// The title of ``labelledResponse(_:)``'s feeds, `Привет` (hello), in windows-1251.
    public static let windows1251Title: [UInt8] = [0xCF, 0xF0, 0xE8, 0xE2, 0xE5, 0xF2]

    /// Feeds whose response headers say how to read them: `/charset.xml` (declared ISO-8859-1,
    /// served as `text/xml; charset=windows-1251`, titled ``windows1251Title``),
    /// `/declared.xml` (the same feed as `text/xml`, no charset), `/unknown-charset.xml` (the
    /// same with `charset=x-unknown`), `/plain.xml` (3 items as `text/plain`), `/located.xml`
    /// (`/podcast/relative.xml`'s feed with `Content-Location: /podcast/feed.xml`),
    /// `/unsafe-location.xml` (the same with a `javascript:` location), `/english.xml` (an Atom
    /// feed with `Content-Language: en-GB, fr` and one entry in `xml:lang="de"`), `/blank.xml`
    /// (3 items with an empty `Last-Modified` and an `X-Feed: 1` header); `nil` for any other
    /// path.
    public static func labelledResponse(_ path: String) -> LoopbackHTTPServer.Response? {
        let declared =
            Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<rss version=\"2.0\"><channel><title>".utf8) + windows1251Title
            + Array("</title></channel></rss>\n".utf8)
        let relative = respond("/podcast/relative.xml", [:]).body
        switch path {
        case "/charset.xml":
            return .init(status: 200, headers: ["Content-Type": "text/xml; charset=windows-1251"], body: declared)
        case "/declared.xml":
            return .init(status: 200, headers: ["Content-Type": "text/xml"], body: declared)
        case "/unknown-charset.xml":
            return .init(status: 200, headers: ["Content-Type": "application/rss+xml; charset=x-unknown"], body: declared)
        case "/plain.xml":
            return .init(status: 200, headers: ["Content-Type": "text/plain"], body: feed(items: 3))
        case "/located.xml":
            return .init(status: 200, headers: ["Content-Location": "/podcast/feed.xml"], body: relative)
        case "/unsafe-location.xml":
            return .init(status: 200, headers: ["Content-Location": "javascript:alert(1)"], body: relative)
        case "/english.xml":
            let atom =
                "<feed xmlns=\"http://www.w3.org/2005/Atom\"><title>Languages</title><entry><title>Default</title></entry>"
                + "<entry xml:lang=\"de\"><title>Deutsch</title></entry></feed>"
            return .init(status: 200, headers: ["Content-Language": "en-GB, fr"], body: Array(atom.utf8))
        case "/blank.xml":
            return .init(status: 200, headers: ["Last-Modified": "", "X-Feed": "1"], body: feed(items: 3))
        default:
            return nil
        }
    }
}

extension LoopbackHTTPServer {
    /// The URL of `path`, as a `URL`.
    public func location(_ path: String) -> URL { URL(string: url(path))! }
}
