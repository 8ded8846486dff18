import Foundation
import TestSupport
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
            let feed =
                "<rss version=\"2.0\"><channel><title>Feed \(index)</title><link>http://x/</link><description>d</description>"
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

    @Test("JSON Lines records name their input and kind: items, then the document, and an error record for a failed input; each matches its schema")
    func records() throws {
        let (folder, paths) = try writeFeeds(3)
        defer { try? FileManager.default.removeItem(at: folder) }
        let cut = folder.appendingPathComponent("cut.xml").path
        try Data("<rss version=\"2.0\"><channel><title>Cut</title><item><title>kept</title></item><item><title>cu".utf8).write(to: URL(fileURLWithPath: cut))
        let inputs = [paths[0], paths[1], cut, "\(folder.path)/missing.xml", "Samples/track.gpx"]
        let run = try Executables.run("xmlmap", ["--format", "jsonl", "--quiet", "--files-from", "-"], input: Data(inputs.joined(separator: "\n").utf8))
        #expect(run.status == 66)
        let records = try run.standardOutput.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
        }
        let kinds = records.map { "\(($0["input"] as? String).map { URL(fileURLWithPath: $0).lastPathComponent } ?? "?") \($0["record"] ?? "?")" }
        #expect(
            Array(kinds.prefix(8)) == [
                "feed0.xml item", "feed0.xml document", "feed1.xml item", "feed1.xml document",
                "cut.xml item", "cut.xml item", "cut.xml document", "cut.xml error",
            ])
        #expect(kinds[8] == "missing.xml error")
        #expect(kinds.dropFirst(9).dropLast().allSatisfy { $0 == "track.gpx item" } && kinds.last == "track.gpx document")
        #expect(records[1]["title"] as? String == "Feed 0" && records[1]["mapper"] as? String == "rss")
        let cutError = try #require(records[7]["error"] as? [String: Any])
        #expect(cutError["code"] as? String == "syntax.unexpectedEndOfInput" && cutError["line"] as? Int == 1)
        #expect((records[8]["error"] as? [String: Any])?["code"] as? String == "input.unreadable" && records[8]["status"] as? Int == 66)
        for record in records {
            let kind = try #require(record["record"] as? String)
            let schema = try #require(
                try JSONSerialization.jsonObject(
                    with: Data(contentsOf: Corpus.packageRoot.appendingPathComponent("Schemas/jsonl-\(kind).schema.json"))) as? [String: Any])
            #expect(Self.violations(of: schema, by: record).isEmpty, "\(record): \(Self.violations(of: schema, by: record))")
        }
    }

    /// What `value` breaks of `schema`'s `type`, `const`, `enum`, `required`, `properties`,
    /// `minimum` and `additionalProperties: false`: the keywords the record schemas use.
    static func violations(of schema: [String: Any], by value: Any, at path: String = "$") -> [String] {
        var found: [String] = []
        if let type = schema["type"] as? String {
            let matches =
                switch type {
                case "object": value is [String: Any]
                case "string": value is String
                case "integer": (value as? NSNumber).map { Double(exactly: $0.doubleValue).map { $0 == $0.rounded() } ?? false } ?? false
                default: true
                }
            if !matches { found.append("\(path) is not \(type)") }
        }
        if let constant = schema["const"] as? String, value as? String != constant { found.append("\(path) is not \(constant)") }
        if let allowed = schema["enum"] as? [Int], let number = value as? Int, !allowed.contains(number) { found.append("\(path) not in \(allowed)") }
        if let minimum = schema["minimum"] as? Int, let number = value as? Int, number < minimum { found.append("\(path) < \(minimum)") }
        guard let object = value as? [String: Any] else { return found }
        for key in schema["required"] as? [String] ?? [] where object[key] == nil { found.append("\(path).\(key) missing") }
        let properties = schema["properties"] as? [String: [String: Any]] ?? [:]
        for (key, member) in object {
            if let memberSchema = properties[key] {
                found += violations(of: memberSchema, by: member, at: "\(path).\(key)")
            } else if schema["additionalProperties"] as? Bool == false {
                found.append("\(path).\(key) is not allowed")
            }
        }
        return found
    }
}
