import Foundation
import Testing

/// `xmlmap` as users run it: exact output and exit statuses.
@Suite("xmlmap command line")
struct CommandLineTests {
    @Test("--check prints one line per file and exits with the worst status")
    func check() throws {
        let bad = FileManager.default.temporaryDirectory.appendingPathComponent("xmlmap-check-bad.xml")
        try Data("<a>\n  <b></a>\n".utf8).write(to: bad)
        let output = try Executables.run("xmlmap", ["--check", "Samples/podcast.xml", bad.path, "missing.xml"])
        #expect(output.standardOutput == """
            Samples/podcast.xml: ok
            \(bad.path):2:6: error: end tag </a> does not match start tag <b> (at /a/b)
            missing.xml: error: cannot open missing.xml: No such file or directory

            """)
        #expect(output.status == 66)
        #expect(try Executables.run("xmlmap", ["--check", bad.path]).status == 65)
        #expect(try Executables.run("xmlmap", ["--check", "Samples/podcast.xml"]).status == 0)
    }

    @Test("--canonical prints James Clark's canonical form; standard input works as -")
    func canonical() throws {
        let output = try Executables.run("xmlmap", ["--canonical", "-"], input: Data("<?xml version='1.0'?><!--c--><a z='1' b=\"2\">x&amp;\ty<e/></a>\n".utf8))
        #expect(output.status == 0)
        #expect(output.standardOutput == "<a b=\"2\" z=\"1\">x&amp;&#9;y<e></e></a>")
    }

    @Test("usage errors exit 64 and say what was wrong")
    func usage() throws {
        let output = try Executables.run("xmlmap", ["--frobnicate"])
        #expect(output.status == 64)
        #expect(output.standardError.hasPrefix("error: unknown option '--frobnicate'"))
        #expect(try Executables.run("xmlmap", ["--help"]).standardOutput.contains("USAGE:"))
    }
}

/// URL inputs against a loopback server the test starts.
@Suite("xmlmap URLs")
struct CommandLineURLTests {
    static let feed = Array("<rss version=\"2.0\"><channel><title>T</title></channel></rss>".utf8)

    func withServer(_ body: (LoopbackHTTPServer) throws -> Void) throws {
        let server = try LoopbackHTTPServer { path, headers in
            switch path {
            case "/feed.xml":
                if headers["if-none-match"] == "\"v1\"" { return .init(status: 304, headers: ["ETag": "\"v1\""]) }
                return .init(status: 200, headers: ["ETag": "\"v1\"", "Content-Type": "application/rss+xml"], body: CommandLineURLTests.feed)
            default:
                return .init(status: 404, body: Array("not here".utf8))
            }
        }
        defer { server.stop() }
        try body(server)
    }

    @Test("a URL is fetched and its ETag reported and saved")
    func fetch() throws {
        try withServer { server in
            let etagFile = FileManager.default.temporaryDirectory.appendingPathComponent("xmlmap-etag-\(server.port)")
            let output = try Executables.run("xmlmap", ["--check", server.url("/feed.xml"), "--save-etag", etagFile.path])
            #expect(output.status == 0)
            #expect(output.standardOutput == "\(server.url("/feed.xml")): ok\n")
            #expect(output.standardError == "\(server.url("/feed.xml")): ETag: \"v1\"\n")
            #expect(try String(contentsOf: etagFile, encoding: .utf8) == "\"v1\"\n")
        }
    }

    @Test("a 304 answer to --etag prints 'not modified' and nothing else, exit 0")
    func notModified() throws {
        try withServer { server in
            let output = try Executables.run("xmlmap", ["--check", "--etag", "\"v1\"", server.url("/feed.xml")])
            #expect(output.status == 0)
            #expect(output.standardOutput == "")
            #expect(output.standardError.hasPrefix("\(server.url("/feed.xml")): not modified\n"))
        }
    }

    @Test("a 404 is a clear error with exit status 69")
    func notFound() throws {
        try withServer { server in
            let output = try Executables.run("xmlmap", ["--check", server.url("/missing.xml")])
            #expect(output.status == 69)
            #expect(output.standardOutput == "\(server.url("/missing.xml")): error: HTTP 404 Not Found\n")
        }
    }
}
