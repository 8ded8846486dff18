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
