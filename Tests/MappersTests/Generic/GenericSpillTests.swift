import Foundation
import TestSupport
import Testing
import XMLMapKit
import XMLMapOutput

@testable import Mappers

/// The generic mapper's `json` written in bounded memory (``GenericSpill``) is byte for byte
/// the JSON of the document mapped in memory, whatever spills and when.
@Suite("Generic mapper, json in bounded memory")
struct GenericSpillTests {
    /// Thresholds from "every child spills" to the default.
    static let thresholds = [0, 1, 40, 300, 1 << 18]

    /// The JSON of `bytes` mapped in memory, and mapped with a spill of `threshold`.
    static func outputs(_ bytes: [UInt8], options: GenericOptions = GenericOptions(), threshold: Int) throws -> (inMemory: String, spilled: String) {
        let mapper = GenericMapper(options: options)
        let inMemory = OutputBuffer()
        _ = try mapper.write(try mapper.map(bytes).model, as: "json", to: inMemory)
        let spill = GenericSpill(threshold: threshold)
        let document = try GenericHandler(options: options, itemDepth: nil, onItem: nil, spill: spill).map(bytes).model
        let spilled = OutputBuffer()
        spill.write(document, to: spilled)
        return (String(decoding: inMemory.bytes, as: UTF8.self), String(decoding: spilled.bytes, as: UTF8.self))
    }

    static let tricky = """
        <root a="1" b="2"><b>attribute and element of one name</b>
          <item id="1"><x>1</x><y/><x>2</x></item><item id="2">text<z/>more</item>
          <other>between</other>
          <item><deep><deeper><deepest>d</deepest><deepest>e</deepest></deeper></deep></item>
          <single><only>one</only></single>
          <list/><other>late repeat</other>
          <mixed>a<i>b</i>c<i>d</i>e</mixed>
          <nested><nested><nested>n</nested></nested><nested/></nested>
        </root>
        """

    @Test("late repeats, mixed content, attributes, nesting: spilled at every threshold is in-memory", arguments: thresholds)
    func tricky(threshold: Int) throws {
        for options in [GenericOptions(), Self.forcing] {
            let (inMemory, spilled) = try Self.outputs(Array(Self.tricky.utf8), options: options, threshold: threshold)
            #expect(spilled == inMemory)
        }
    }

    /// Forced lists and text, a separator, no stripping.
    static var forcing: GenericOptions {
        var options = GenericOptions()
        options.forceList = ["item", "root", "only", "#text"]
        options.forceCData = ["x"]
        options.cdataSeparator = "|"
        options.stripWhitespace = false
        return options
    }

    @Test("xmltodict's cases, with their options", .enabled(if: XmltodictPairs.isAvailable || XmltodictPairs.isCI))
    func xmltodict() throws {
        let pairs = XmltodictPairs.load()
        try #require(pairs.count == 31)
        for pair in pairs {
            let options = XmltodictPairs.options(for: pair.kwargs).options
            for threshold in Self.thresholds {
                guard let (inMemory, spilled) = try? Self.outputs(Array(pair.xml.utf8), options: options, threshold: threshold) else { continue }
                #expect(spilled == inMemory, "\(pair.name) at \(threshold)")
            }
        }
    }

    @Test("samples and corpus feeds, GPX files and attack files", Corpus.required("feedparser"))
    func corpus() throws {
        let documents =
            try MappingCorpus.samples() + MappingCorpus.corpus("feedparser", every: 7) + MappingCorpus.corpus("gpx")
            + MappingCorpus.corpus("attacks")
        var compared = 0
        for (name, bytes) in documents {
            for threshold in [0, 300] {
                guard let (inMemory, spilled) = try? Self.outputs(bytes, threshold: threshold) else { continue }
                compared += 1
                #expect(spilled == inMemory, "\(name) at \(threshold)")
            }
        }
        #expect(compared > 300)
    }

    @Test("xmlmap's generic json is written while mapping, as in memory")
    func registry() throws {
        let registry = XMLMapperRegistry([GenericMapper()])
        let bytes = Array(Self.tricky.utf8)
        let buffer = OutputBuffer()
        let streamed = try registry.map(bytes, mapperName: "generic", output: XMLMappingOutput(format: "json", buffer: buffer))
        #expect(streamed.isWritten)
        let (inMemory, _) = try Self.outputs(bytes, threshold: 0)
        #expect(String(decoding: buffer.bytes, as: UTF8.self) == inMemory)
    }

    @Test("a document cut short keeps what was read, as in memory", arguments: [0, 300])
    func cut(threshold: Int) throws {
        let bytes = Array(Self.tricky.utf8)
        for length in stride(from: 10, to: bytes.count, by: 37) {
            guard let (inMemory, spilled) = try? Self.outputs(Array(bytes[..<length]), threshold: threshold) else { continue }
            #expect(spilled == inMemory, "cut at \(length)")
        }
    }
}
