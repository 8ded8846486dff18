import Foundation
import Testing

/// `xmlmap --files-from`: any number of inputs, listed in a file or on standard input, read as
/// they are needed, with output in list order whatever `--jobs` is.
@Suite("xmlmap --files-from")
struct CommandLineFilesFromTests {
    /// Writes `count` small feeds to a fresh folder; returns their paths in order.
    func writeFeeds(_ count: Int) throws -> (URL, [String]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xmlmap-files-from-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var paths: [String] = []
        for index in 0..<count {
            let path = folder.appendingPathComponent("feed\(index).xml").path
            let feed = "<rss version=\"2.0\"><channel><title>Feed \(index)</title><link>http://x/</link><description>d</description>"
                + (index % 7 == 3 ? "" : "<item><title>i</title></item>") + "</channel></rss>"
            try Data(feed.utf8).write(to: URL(fileURLWithPath: path))
            paths.append(path)
        }
        return (folder, paths)
    }

    @Test("a list on standard input or in a file maps every input in list order, with any --jobs")
    func listOrder() throws {
        let (folder, paths) = try writeFeeds(120)
        defer { try? FileManager.default.removeItem(at: folder) }
        let list = (paths + [""] + ["\(folder.path)/missing.xml"]).joined(separator: "\n") + "\r\n"
        let listFile = folder.appendingPathComponent("list.txt")
        try Data(list.utf8).write(to: listFile)
        for arguments in [["--files-from", "-", "--jobs", "1"], ["--files-from", "-", "--jobs", "2"], ["--files-from", listFile.path, "--jobs", "3"]] {
            let run = try Executables.run("xmlmap", ["--format", "summary"] + arguments, input: Data(list.utf8))
            let titles = run.standardOutput.split(separator: "\n").filter { $0.hasPrefix("title: ") }
            #expect(titles == (0..<120).map { "title: Feed \($0)"[...] }, "\(arguments)")
            #expect(run.standardError.contains("missing.xml: error: cannot open"), "\(arguments)")
            #expect(run.status == 66, "\(arguments)")
        }
    }

    @Test("arguments come before the list; a missing list or standard input used twice is an error")
    func argumentsAndErrors() throws {
        let (folder, paths) = try writeFeeds(2)
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try Executables.run("xmlmap", ["--format", "summary", "--files-from", "-", paths[1]], input: Data(paths[0].utf8))
        #expect(run.standardOutput.split(separator: "\n").filter { $0.hasPrefix("title: ") } == ["title: Feed 1", "title: Feed 0"])
        #expect(run.status == 0)
        let missing = try Executables.run("xmlmap", ["--files-from", "\(folder.path)/no-list.txt"])
        #expect(missing.status == 66)
        #expect(missing.standardError.hasPrefix("error: cannot open the list \(folder.path)/no-list.txt"))
        #expect(try Executables.run("xmlmap", ["--files-from", "-", "-"]).status == 64)
    }
}
