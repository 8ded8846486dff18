import Foundation
import Testing
import TestSupport

/// `xmlmap URL` against a loopback server the test starts: the body is parsed as it arrives;
/// every failure to fetch exits 69 with `URL: error: …`.
@Suite("xmlmap URLs")
struct CommandLineURLTests {
    let server: LoopbackHTTPServer

    init() throws { server = try LoopbackFeeds.server() }

    @Test("a URL is fetched and its ETag reported and saved")
    func fetch() throws {
        defer { server.stop() }
        let etagFile = FileManager.default.temporaryDirectory.appendingPathComponent("xmlmap-etag-\(server.port)")
        defer { try? FileManager.default.removeItem(at: etagFile) }
        let output = try Executables.run("xmlmap", ["--check", server.url("/feed.xml"), "--save-etag", etagFile.path])
        #expect(output.status == 0)
        #expect(output.standardOutput == "\(server.url("/feed.xml")): ok\n")
        #expect(output.standardError == "\(server.url("/feed.xml")): ETag: \"v1\"\n")
        #expect(try String(contentsOf: etagFile, encoding: .utf8) == "\"v1\"\n")
    }

    @Test("a 304 answer to --etag prints 'not modified' and nothing else, exit 0")
    func notModified() throws {
        defer { server.stop() }
        let output = try Executables.run("xmlmap", ["--etag", "\"v1\"", server.url("/feed.xml")])
        #expect(output.status == 0)
        #expect(output.standardOutput == "")
        #expect(output.standardError == "\(server.url("/feed.xml")): not modified\n\(server.url("/feed.xml")): ETag: \"v1\"\n")
    }

    @Test("gzip, a redirect and a slow body are mapped", arguments: ["/gzip.xml", "/moved.xml", "/slow.xml"])
    func mapped(path: String) throws {
        defer { server.stop() }
        let output = try Executables.run("xmlmap", ["--format", "summary", "--timeout", "2", server.url(path)])
        #expect(output.status == 0)
        #expect(output.standardOutput.contains("mapper: rss\ntitle: Loopback\n"))
        #expect(output.standardOutput.contains("items: 3\n"))
    }

    @Test(
        "each failure to fetch exits 69 with what went wrong",
        arguments: [
            ("/missing.xml", [], "HTTP 404 Not Found"),
            ("/unavailable.xml", [], "HTTP 503 Service Unavailable"),
            ("/loop-a.xml", [], "redirect loop: PORT/loop-a.xml was visited already"),
            ("/hop-11.xml", [], "more than 10 redirects"),
            ("/stalled.xml", ["--timeout", "0.5"], "no data for 0.5 s"),
            ("/silent.xml", ["--timeout", "0.5"], "no response within 0.5 s"),
            ("/endless.xml", ["--max-bytes", "1M"], "the body is over the limit of 1048576 bytes"),
            ("/huge.xml", ["--max-bytes", "64K"], "the body of 212000069 bytes is over the limit of 65536 bytes"),
        ])
    func failures(path: String, options: [String], message: String) throws {
        defer { server.stop() }
        let output = try Executables.run("xmlmap", ["--format", "summary"] + options + [server.url(path)])
        #expect(output.status == 69)
        #expect(output.standardOutput == "")
        let expected = message.replacingOccurrences(of: "PORT", with: server.url(""))
        #expect(output.standardError == "\(server.url(path)): error: \(expected)\n")
    }

    @Test("the response's charset decides the encoding; a media type that is not XML is a warning; Content-Location is the base")
    func responseLabels() throws {
        defer { server.stop() }
        let charset = try Executables.run("xmlmap", ["--format", "json", server.url("/charset.xml")])
        #expect(charset.status == 0)
        #expect(charset.standardOutput.contains("\"title\": \"Привет\""))
        let plain = try Executables.run("xmlmap", ["--format", "summary", server.url("/plain.xml")])
        #expect(plain.status == 0)
        #expect(plain.standardOutput.contains("items: 3\n"))
        #expect(
            plain.standardError.contains(
                "\(server.url("/plain.xml")):1:1: warning: contentType: served as 'text/plain', which is not an XML media type: the document was read as XML\n"
            ))
        let located = try Executables.run("xmlmap", ["--format", "json", server.url("/located.xml")])
        #expect(located.status == 0)
        #expect(located.standardOutput.contains("\"link\": \"\(server.url("/podcast/episodes/1"))\""))
    }

    @Test("--check reads the body in the response's charset, and fails on a charset it cannot read")
    func checkCharset() throws {
        defer { server.stop() }
        let checked = try Executables.run("xmlmap", ["--check", server.url("/charset.xml")])
        #expect(checked.status == 0)
        #expect(checked.standardOutput == "\(server.url("/charset.xml")): ok\n")
        let unknown = try Executables.run("xmlmap", ["--check", server.url("/unknown-charset.xml")])
        #expect(unknown.status == 65)
        #expect(unknown.standardOutput.contains("unsupported encoding 'x-unknown', the charset the transport (Content-Type) declares"))
    }

    @Test("no server listening exits 69: cannot fetch")
    func refused() throws {
        defer { server.stop() }
        let url = LoopbackHTTPServer.refusingURL
        let output = try Executables.run("xmlmap", ["--check", url])
        #expect(output.status == 69)
        #expect(output.standardOutput.hasPrefix("\(url): error: cannot fetch: "))
    }

    @Test("a body cut inside an item exits 65 with the items read, where the cut is, and that the connection closed")
    func cut() throws {
        defer { server.stop() }
        let output = try Executables.run("xmlmap", ["--format", "summary", server.url("/cut.xml")])
        #expect(output.status == 65)
        #expect(output.standardOutput.contains("items: 3\n"))
        let errors = output.standardError.split(separator: "\n")
        #expect(
            errors.first
                == "\(server.url("/cut.xml")): warning: the connection closed before the end of the body (transfer closed with 50 bytes remaining to read)")
        #expect(errors.last == "\(server.url("/cut.xml")):4:21: error: the input ended before the end tag of <title> (at /rss/channel/item[3]/title)")
    }

    @Test("--limit stops the parse and the transfer with it")
    func limitEndsTransfer() throws {
        defer { server.stop() }
        let output = try Executables.run("xmlmap", ["--format", "summary", "--limit", "1", server.url("/huge.xml")])
        #expect(output.status == 0)
        #expect(output.standardOutput.contains("items: 1\n"))
        let transfer = try #require(server.transfers(count: 1).first)
        #expect(transfer.closedByClient)
        #expect(transfer.bodyBytesSent < 16 << 20)
    }

    @Test(
        "--max-bytes and --timeout take positive values",
        arguments: [
            ["--max-bytes", "0"], ["--max-bytes", "12Q"], ["--timeout", "-1"], ["--timeout", "soon"],
        ])
    func invalidLimits(arguments: [String]) throws {
        defer { server.stop() }
        let output = try Executables.run("xmlmap", arguments + [server.url("/feed.xml")])
        #expect(output.status == 64)
        #expect(output.standardError.hasPrefix("error: invalid value '\(arguments[1])' for \(arguments[0])"))
    }
}
