import Foundation
import Testing
import TestSupport

/// Feeds the `feed-loader` tests serve.
enum LoaderFeeds {
    static let podcast = """
        <?xml version="1.0" encoding="UTF-8"?>
        <rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd">
        <channel>
        <title>Loopback Radio</title>
        <description>&lt;p&gt;Shows &amp;amp; &lt;b&gt;tells&lt;/b&gt;&lt;/p&gt;</description>
        <itunes:author>Ada</itunes:author>
        <itunes:owner><itunes:name>Owner Name</itunes:name></itunes:owner>
        <itunes:image href="https://example.com/art.jpg"/>
        <category>Technology</category>
        <itunes:category text="Science"/>
        <item><title>Two</title><guid>ep2</guid><description><![CDATA[<p>Second <i>one</i></p>]]></description>
        <pubDate>Tue, 14 May 2024 08:30:00 GMT</pubDate><itunes:duration>1:02:03</itunes:duration>
        <enclosure url="https://example.com/2.mp3" type="audio/mpeg" length="1"/></item>
        <item><title>One</title><link>https://example.com/1</link></item>
        </channel></rss>
        """

    static let owner = """
        <rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"><channel><title>Owned</title>
        <itunes:owner><itunes:name>Owner Name</itunes:name></itunes:owner>
        <itunes:category text="Science"><itunes:category text="Physics"/></itunes:category>
        </channel></rss>
        """

    static let atom = """
        <feed xmlns="http://www.w3.org/2005/Atom"><title type="html">Atom &lt;i&gt;Cast&lt;/i&gt;</title>
        <subtitle>Notes</subtitle><author><name>Grace</name></author><icon>https://example.com/icon.png</icon>
        <entry><id>urn:e1</id><title>First</title><published>2024-05-14T06:00:00Z</published><updated>2024-05-15T06:00:00Z</updated>
        <summary type="html">&lt;p&gt;An &lt;b&gt;entry&lt;/b&gt;&lt;/p&gt;</summary>
        <link rel="enclosure" href="https://example.com/e1.mp3" type="audio/mpeg"/></entry>
        </feed>
        """

    /// An item dated `date` (RFC 822).
    static func item(_ number: Int, _ date: String) -> String {
        "<item><title>Episode \(number)</title><guid>e\(number)</guid><pubDate>\(date)</pubDate><description>\(String(repeating: "words ", count: 40))</description></item>\n"
    }

    /// 8 MB: three items of May 2024, then older ones.
    static let long: [UInt8] = {
        var text = "<rss version=\"2.0\"><channel><title>Long</title>\n"
        text += item(1, "Tue, 14 May 2024 08:30:00 GMT") + item(2, "Mon, 13 May 2024 08:30:00 GMT") + item(3, "Sun, 12 May 2024 08:30:00 GMT")
        var number = 4
        while text.utf8.count < 8 << 20 {
            text += item(number, "Mon, 01 Jan 2024 08:30:00 GMT")
            number += 1
        }
        return Array((text + "</channel></rss>\n").utf8)
    }()

    /// The most requests answered at once.
    final class Concurrency: @unchecked Sendable {
        private let lock = NSLock()
        private var now = 0
        private(set) var most = 0

        func enter() {
            lock.lock()
            now += 1
            most = max(most, now)
            lock.unlock()
        }

        func leave() {
            lock.lock()
            now -= 1
            lock.unlock()
        }
    }

    /// A server for the feeds above by name; `/podcast.xml` has the ETag `"p1"` (304 when
    /// it matches); `/delayed-N.xml` answers the owned feed after 0.25 s (N = 0: 0.6 s);
    /// `/long.xml` sends the 8 MB feed's first 64 KiB, then 64 KiB a second; the rest as
    /// ``LoopbackFeeds/respond(_:_:)``.
    static func server(concurrency: Concurrency = Concurrency()) throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer { path, headers in
            switch path {
            case "/podcast.xml":
                if headers["if-none-match"] == "\"p1\"" { return .init(status: 304, headers: ["ETag": "\"p1\""]) }
                return .init(status: 200, headers: ["ETag": "\"p1\""], body: Array(podcast.utf8))
            case "/owner.xml": return .init(status: 200, body: Array(owner.utf8))
            case "/atom.xml": return .init(status: 200, body: Array(atom.utf8))
            case "/untitled.xml": return .init(status: 200, body: Array("<rss><channel><item><title>x</title></item></channel></rss>".utf8))
            case "/unfinished.xml": return .init(status: 200, body: Array("<rss><channel><title>x</title>\n<item><title>y".utf8))
            case "/catalog.xml": return .init(status: 200, body: Array("<list/>".utf8))
            case "/long.xml": return .init(status: 200, body: long, delivery: .slowly(chunkSize: 64 << 10, interval: 1))
            case let path where path.hasPrefix("/delayed-"):
                concurrency.enter()
                defer { concurrency.leave() }
                Thread.sleep(forTimeInterval: path == "/delayed-0.xml" ? 0.6 : 0.25)
                return .init(status: 200, body: Array(owner.utf8))
            default:
                return LoopbackFeeds.respond(path, headers)
            }
        }
    }
}

extension XMLLoadingSuites {
    /// `feed-loader`, run as users run it, against the loopback server.
    @Suite("feed-loader")
    struct FeedLoaderTests {
        let server: LoopbackHTTPServer
        let concurrency = LoaderFeeds.Concurrency()

        init() throws { server = try LoaderFeeds.server(concurrency: concurrency) }

        func run(_ arguments: [String]) throws -> ExecutableRun { try ExecutableRun("feed-loader", arguments) }

        @Test("an RSS podcast: plain-text descriptions, RFC 3339 dates, durations in seconds, absent values left out, the ETag")
        func rss() throws {
            defer { server.stop() }
            let result = try run([server.url("/podcast.xml")])
            #expect(result.status == 0)
            #expect(
                result.lines == [
                    #"{"url":"\#(server.url("/podcast.xml"))","etag":"\"p1\"","podcast":{"title":"Loopback Radio","author":"Ada","#
                        + #""artworkURL":"https://example.com/art.jpg","description":"Shows & tells","primaryGenre":"Technology","episodes":["#
                        + #"{"identifier":"ep2","title":"Two","description":"Second one","publicationDate":"2024-05-14T08:30:00Z","duration":3723,"#
                        + #""enclosureURL":"https://example.com/2.mp3"},{"identifier":"https://example.com/1","title":"One"}]}}"#
                ])
        }

        @Test("the owner's name when there is no itunes:author; the first itunes:category when there is no category")
        func fallbacks() throws {
            defer { server.stop() }
            let podcast = try #require(try run([server.url("/owner.xml")]).objects.first?["podcast"] as? [String: Any])
            #expect(podcast["author"] as? String == "Owner Name")
            #expect(podcast["primaryGenre"] as? String == "Science")
            #expect(podcast["artworkURL"] == nil)
            #expect((podcast["episodes"] as? [Any])?.isEmpty == true)
        }

        @Test("an Atom feed: the feed's author, the icon without a logo, enclosure links")
        func atom() throws {
            defer { server.stop() }
            let result = try run([server.url("/atom.xml")])
            #expect(
                result.lines == [
                    #"{"url":"\#(server.url("/atom.xml"))","podcast":{"title":"Atom Cast","author":"Grace","artworkURL":"https://example.com/icon.png","#
                        + #""description":"Notes","episodes":[{"identifier":"urn:e1","title":"First","description":"An entry","#
                        + #""publicationDate":"2024-05-14T06:00:00Z","enclosureURL":"https://example.com/e1.mp3"}]}}"#
                ])
        }

        @Test("a matching ETag is not modified")
        func notModified() throws {
            defer { server.stop() }
            let result = try run(["--etag", "\"p1\"", server.url("/podcast.xml")])
            #expect(result.status == 0)
            #expect(result.lines == [#"{"url":"\#(server.url("/podcast.xml"))","notModified":true}"#])
        }

        @Test("feeds that fail as data: no title, not well-formed, not a feed; exit 65")
        func dataFailures() throws {
            defer { server.stop() }
            let result = try run([server.url("/untitled.xml"), server.url("/unfinished.xml"), server.url("/catalog.xml"), server.url("/owner.xml")])
            #expect(result.status == 65)
            let errors = result.objects.map { $0["error"] as? [String: Any] }
            #expect(errors[0]?["kind"] as? String == "feedMissingData")
            #expect(errors[0]?["field"] as? String == "title")
            #expect(errors[1]?["kind"] as? String == "feedParsingError")
            #expect(errors[1]?["line"] as? Int == 2)
            #expect(errors[1]?["column"] as? Int == 15)
            #expect(errors[2]?["kind"] as? String == "feedParsingError")
            #expect(errors[2]?["message"] as? String == "not an RSS or Atom feed")
            #expect(errors[3] == nil)
        }

        @Test("URLs that fail to load: 404, 503, a redirect loop, no server, a stalled body, a silent server; exit 69")
        func loadFailures() throws {
            defer { server.stop() }
            let paths = ["/missing.xml", "/unavailable.xml", "/loop-a.xml", "/stalled.xml", "/silent.xml"]
            let result = try run(["--timeout", "0.5", "--jobs", "6", server.url("/untitled.xml")] + paths.map(server.url) + [LoopbackHTTPServer.refusingURL])
            #expect(result.status == 69)
            let errors = result.objects.map { $0["error"] as? [String: Any] ?? [:] }
            #expect(
                errors.map { $0["kind"] as? String } == [
                    "feedMissingData", "notFound", "requestFailed", "loadError", "loadError", "loadError", "loadError",
                ])
            #expect(errors[1]["status"] as? Int == 404)
            #expect(errors[2]["status"] as? Int == 503)
            #expect(errors[2]["message"] as? String == "HTTP 503 Service Unavailable")
            #expect(errors[4]["message"] as? String == "no data for 0.5 s")
            #expect(errors[5]["message"] as? String == "no response within 0.5 s")
            #expect(result.seconds < 5)
        }

        @Test("--since keeps the newer episodes and closes the connection long before the body's end")
        func since() throws {
            defer { server.stop() }
            let result = try run(["--since", "2024-05-01T00:00:00Z", server.url("/long.xml")])
            #expect(result.status == 0)
            let podcast = try #require(result.objects.first?["podcast"] as? [String: Any])
            #expect((podcast["episodes"] as? [[String: Any]])?.map { $0["title"] as? String } == ["Episode 1", "Episode 2", "Episode 3"])
            // The body comes at 64 KiB a second after its first 64 KiB: 127 s for all of it.
            #expect(result.seconds < 2, "\(result.seconds) s")
            let transfer = try #require(server.transfers(count: 1, timeout: 10).first)
            #expect(transfer.closedByClient)
            #expect(transfer.bodyBytesSent < 512 << 10, "\(transfer.bodyBytesSent) of \(LoaderFeeds.long.count) bytes sent")
        }

        @Test("--jobs: at most N loads at a time, lines in the order given")
        func jobs() throws {
            defer { server.stop() }
            let urls = (0..<64).map { server.url("/delayed-\($0).xml") }
            let result = try run(["--jobs", "8"] + urls)
            #expect(result.status == 0)
            #expect(result.lines.count == 64)
            #expect(result.objects.map { $0["url"] as? String } == urls)
            #expect((5...8).contains(concurrency.most), "\(concurrency.most) at once")
            // One at a time: 16 s.
            #expect(result.seconds < 4, "\(result.seconds) s")
        }

        @Test("usage errors exit 64")
        func usage() throws {
            defer { server.stop() }
            for arguments in [[], ["--jobs", "0", "u"], ["--since", "yesterday", "u"], ["--timeout", "-1", "u"], ["--frobnicate", "1", "u"]] {
                let result = try run(arguments)
                #expect(result.status == 64, "\(arguments)")
                #expect(result.standardError.hasSuffix("usage: feed-loader [--etag ETAG] [--since DATE] [--jobs N] [--timeout SECONDS] URL...\n"))
            }
        }
    }
}
