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
    /// third item), `/silent.xml` (no answer for 10 s), anything else 404.
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
            return .init(status: 404, body: Array("not here".utf8))
        }
    }
}

extension LoopbackHTTPServer {
    /// The URL of `path`, as a `URL`.
    public func location(_ path: String) -> URL { URL(string: url(path))! }
}
