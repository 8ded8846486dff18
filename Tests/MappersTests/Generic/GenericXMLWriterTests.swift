import Foundation
import TestSupport
import Testing
import XMLMapKit
import XMLMapOutput

@testable import Mappers

/// The generic mapper's `xml`: its JSON written back as xmltodict's `unparse` writes it, which
/// maps back to the same JSON.
@Suite("Generic mapper, JSON written back as XML")
struct GenericXMLWriterTests {
    /// `value` unparsed with `options`.
    static func xml(_ value: JSONValue, _ options: GenericOptions = GenericOptions()) throws -> String {
        let output = OutputBuffer()
        try GenericMapper(options: options).unparse(value, to: output)
        return String(decoding: output.bytes, as: UTF8.self)
    }

    /// The JSON of `bytes`, of its `xml`, and the JSON of that XML mapped again strictly.
    static func roundTrip(_ bytes: [UInt8], _ options: GenericOptions = GenericOptions()) throws -> (json: JSONValue, xml: [UInt8], again: JSONValue) {
        let mapper = GenericMapper(options: options)
        let json = try mapper.map(bytes).model.value
        let xml = try #require(try mapper.render(GenericDocument(value: json), as: .xml))
        var strict = XMLMappingOptions()
        strict.isStrict = true
        return (json, xml, try mapper.map(xml, options: strict).model.value)
    }

    @Test("xmltodict's unparse: attributes, children in key order, text after them, repeats, null as an empty element")
    func shapes() throws {
        let value: JSONValue = ["r": ["@z": "1", "a": ["x", nil, ["@k": "v", "#text": "y"]], "b": ["c": "deep"]]]
        #expect(
            try Self.xml(value) == """
                <?xml version="1.0" encoding="UTF-8"?>
                <r z="1">
                  <a>x</a>
                  <a/>
                  <a k="v">y</a>
                  <b>
                    <c>deep</c>
                  </b>
                </r>

                """)
        #expect(try Self.xml(["p": ["i": "b", "#text": "a & c"]]).hasSuffix("<p><i>b</i>a &amp; c</p>\n"))
    }

    @Test("names as written: declarations in place and in scope for the element's own name, known undeclared prefixes declared")
    func namespacesAsWritten() throws {
        let trip = try Self.roundTrip(Array(#"<rss version="2.0" xmlns:itunes="urn:i"><itunes:a itunes:b="1" xmlns="urn:d">t</itunes:a></rss>"#.utf8))
        #expect(String(decoding: trip.xml, as: UTF8.self).contains(#"<rss version="2.0" xmlns:itunes="urn:i">"#))
        #expect(trip.again == trip.json)
        let undeclared: JSONValue = ["rss": ["channel": ["itunes:author": "Ada"]]]
        #expect(try Self.xml(undeclared).contains(#"<itunes:author xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd">Ada</itunes:author>"#))
        #expect(throws: XMLWriterError.self) { try Self.xml(["madeup:x": "1"]) }
    }

    @Test("processed namespaces: URIs and mapped prefixes back to names in their namespaces, with the declarations read")
    func processedNamespaces() throws {
        var options = GenericOptions()
        options.processNamespaces = true
        let document =
            #"<root xmlns="http://defaultns.com/" xmlns:a="http://a.com/" xmlns:b="http://b.com/"><x a:attr="val">1</x><a:y>2</a:y><b:z>3</b:z></root>"#
        let trip = try Self.roundTrip(Array(document.utf8), options)
        #expect(trip.again == trip.json)
        options.namespaces = ["http://a.com/": "ns_a", "http://defaultns.com/": ""]
        let mapped = try Self.roundTrip(Array(document.utf8), options)
        #expect(mapped.again == mapped.json)
    }

    @Test("what XML cannot hold is an XMLWriterError naming it")
    func refusals() throws {
        #expect(throws: XMLWriterError.self) { try Self.xml(["a": "1", "b": "2"]) }
        #expect(throws: XMLWriterError.self) { try Self.xml(["a": ["1", "2"]]) }
        #expect(throws: XMLWriterError.self) { try Self.xml(["a": ["@x": ["y": "1"]]]) }
        #expect(throws: XMLWriterError.self) { try Self.xml(["a b": "1"]) }
        let error = try #require(throws: XMLWriterError.self) { try Self.xml(["r": ["c": ["@x": ["y": "1"]]]]) }
        #expect(error.elementPath == "/r")
    }

    @Test("xmltodict's cases, with their options: the XML maps back to the same JSON", .enabled(if: XmltodictPairs.isAvailable || XmltodictPairs.isCI))
    func xmltodict() throws {
        let pairs = XmltodictPairs.load()
        try #require(pairs.count == 31)
        var same = 0
        for pair in pairs {
            let options = XmltodictPairs.options(for: pair.kwargs).options
            let trip = try Self.roundTrip(Array(pair.xml.utf8), options)
            #expect(trip.again == trip.json, "\(pair.name)")
            if trip.again == trip.json { same += 1 }
        }
        print("generic xml: \(same)/\(pairs.count) of xmltodict's cases map back to the same JSON")
    }

    @Test("samples and corpus files: the XML is well-formed and maps back to the same JSON", Corpus.required("feedparser"))
    func corpus() throws {
        let documents = try MappingCorpus.samples() + MappingCorpus.corpus("feedparser") + MappingCorpus.corpus("gpx")
        var same = 0
        var compared = 0
        for (name, bytes) in documents {
            guard case .object = try? GenericMapper().map(bytes).model.value else { continue }
            compared += 1
            // A prefix used undeclared, read leniently in its usual namespace, is declared.
            let repaired = name.hasSuffix("undeclared_namespace.xml")
            let trip = try Self.roundTrip(bytes)
            if repaired {
                #expect(String(decoding: trip.xml, as: UTF8.self).contains("xmlns:"), "\(name)")
            } else {
                #expect(trip.again == trip.json, "\(name)")
                if trip.again == trip.json { same += 1 }
            }
        }
        print("generic xml: \(same)/\(compared) sample and corpus documents map back to the same JSON")
        #expect(compared > 2000)
    }
}
