import Foundation
import TestSupport
import Testing
import XMLMapKit
import XMLMapOutput

@testable import Mappers

/// Issue 27's "no element lost": on every RSS and Atom feed of the corpora and of `Samples/`,
/// each element the mappers do not read (found by walking the event stream apart from them,
/// ``UnreadElementWalk``) is in the model's `extensions` where it was, in document order, and
/// in the `json` that `xmlmap` writes (the command's output path: written while mapping).
@Suite("Feed extensions in the corpora")
struct FeedExtensionsCorpusTests {
    /// What one feed holds: its unread elements as walked, as in the model, as in the json.
    struct Check {
        var walked: [[UnreadElementWalk.Element]]
        var modelled: [[UnreadElementWalk.Element]]
        var written: [[UnreadElementWalk.Element]]?
    }

    /// The feed at `bytes` mapped as `xmlmap` maps it, walked, and its json written as
    /// `xmlmap --format json` writes it; `nil` when neither feed mapper maps it.
    static func check(_ bytes: [UInt8]) throws -> Check? {
        let registry = XMLMapperRegistry.builtIn
        let buffer = OutputBuffer()
        guard let mapped = try? registry.map(bytes, output: XMLMappingOutput(format: .json, buffer: buffer)),
            mapped.mapperName == "rss" || mapped.mapperName == "atom"
        else { return nil }
        if !mapped.isWritten {
            _ = try #require(registry.mapper(named: mapped.mapperName)).write(erased: mapped.result.model, as: .json, to: buffer)
        }
        let isAtom = mapped.mapperName == "atom"
        var parser = XMLPushParser(handler: UnreadElementWalk(isAtom: isAtom), options: XMLMappingOptions().parser)
        do {
            try parser.feed(bytes)
            _ = try parser.finish()
        } catch {
            // Lenient mapping keeps what came before the error: so does the walk.
        }
        let walk = parser.handler
        let model = try #require(registry.map(bytes).result.model)
        let modelled: [[XMLNode]]
        if let feed = model as? RSSFeed {
            modelled = [feed.extensions] + feed.items.map(\.extensions)
        } else {
            let feed = try #require(model as? AtomFeed)
            modelled = [feed.extensions] + feed.entries.map(\.extensions)
        }
        let json = try JSONSerialization.jsonObject(with: Data(buffer.bytes)) as? [String: Any]
        let items = json?[isAtom ? "entries" : "items"] as? [[String: Any]] ?? []
        let written = ([json ?? [:]] + items).map { object in
            (object["extensions"] as? [Any] ?? []).map { UnreadElementWalk.Element(json: $0) }
        }
        return Check(
            walked: [walk.feedElements] + walk.itemElements,
            modelled: modelled.map { $0.map(UnreadElementWalk.Element.init) },
            written: written.allSatisfy { !$0.contains(nil) } ? written.map { $0.compactMap { $0 } } : nil)
    }

    @Test(
        "every element the mappers do not read, in every feed of the corpora and Samples/, is in the model and in the json, where it was and in order",
        Corpus.required("feedparser"))
    func corpus() throws {
        guard Corpus.check("feedparser"), Corpus.check("podcast-namespace") else { return }
        let samples = try FileManager.default.contentsOfDirectory(atPath: Corpus.packageRoot.appendingPathComponent("Samples").path)
            .filter { $0.hasSuffix(".xml") }.sorted().map { Corpus.packageRoot.appendingPathComponent("Samples/" + $0) }
        let files = Corpus.files(in: "feedparser", extensions: ["xml"]) + Corpus.files(in: "podcast-namespace", extensions: ["xml"]) + samples
        var documents = try files.map { (name: $0.path.replacingOccurrences(of: Corpus.root.path + "/", with: ""), bytes: [UInt8](try Data(contentsOf: $0))) }
        // XMLCoder's end-to-end RSS sample (RJI's feed), held in a Swift string literal.
        if Corpus.isAvailable("xmlcoder") {
            documents.append(("xmlcoder RJISample.swift", Array(try XMLCoderSources.literal("rjiSampleXML", in: "EndToEnd/RJISample.swift").utf8)))
        }
        var feeds = 0
        var elements = 0
        var feedsWithElements = 0
        var byNamespace: [String: Int] = [:]
        for (name, bytes) in documents {
            guard let check = try Self.check(bytes) else { continue }
            feeds += 1
            let count = check.walked.reduce(0) { $0 + $1.count }
            elements += count
            if count > 0 { feedsWithElements += 1 }
            for element in check.walked.joined() { byNamespace[element.namespaceURI, default: 0] += 1 }
            #expect(check.modelled == check.walked, "\(name): the model keeps \(check.modelled), the document has \(check.walked)")
            #expect(check.written == check.walked, "\(name): the json has \(check.written.map(String.init(describing:)) ?? "unreadable extensions")")
        }
        print(
            "no element lost: \(elements) elements the mappers do not read, in \(feedsWithElements) of \(feeds) feeds, each in the model and in the json, in order"
        )
        let namespaces = byNamespace.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { "\($0.value) \($0.key.isEmpty ? "(none)" : $0.key)" }
        print("no element lost, by namespace: \(namespaces.joined(separator: ", "))")
        // Fewer as the field tables read more: 239 before the typed namespaces of issue 27.
        #expect(feeds > 2_000 && elements > 20)
    }
}
