// Adapted from XMLCoder's tests PrettyPrintTest, Auxiliary/XMLHeaderTests, DocTypeTests,
// RootLevelAttributeTest and RootLevetExtraAttributesTests (https://github.com/CoreOffice/XMLCoder).
// Copyright (c) 2018-2020 Shawn Moore and XMLCoder contributors. MIT License.

import Foundation
import Testing
import XMLMapKit
import XMLMapOutput

/// XMLCoder's layout assertions: indentation, the header, the document type, root attributes.
@Suite("XMLCoder encoding: layout, header, root")
struct XMLCoderFormattingEncodingTests {
    struct TopContainer: Encodable { let nested: NestedContainer }
    struct NestedContainer: Encodable { let values: [String] }
    private let top = TopContainer(nested: NestedContainer(values: ["foor", "bar"]))

    /// An element with an attribute and its value as text (the `""` key).
    struct Measurement: Codable, Equatable {
        @Attribute var ref: String?
        var value: Double
        enum CodingKeys: String, CodingKey {
            case ref
            case value = ""
        }
        init(value: Double, ref: String? = nil) {
            _ref = Attribute(ref)
            self.value = value
        }
    }

    /// Measurements written one by one through `superEncoder(forKey:)`.
    struct Sample: Codable, Equatable {
        var depth: Double
        var readings: [Measurement]
        enum CodingKeys: String, CodingKey {
            case depth
            case readings = "measurement"
        }
        init(depth: Double, readings: [Measurement]) {
            self.depth = depth
            self.readings = readings
        }
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            depth = try container.decode(Double.self, forKey: .depth)
            readings = try container.decodeIfPresent([Measurement].self, forKey: .readings) ?? []
        }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(depth, forKey: .depth)
            for reading in readings { try reading.encode(to: container.superEncoder(forKey: .readings)) }
        }
    }

    private func pretty(_ indentation: XMLEncoder.PrettyPrintIndentation? = nil) -> XMLEncoder {
        let encoder = XMLCoderEncoding.prettyEncoder
        if let indentation { encoder.prettyPrintIndentation = indentation }
        return encoder
    }

    @Test func defaultIndentation() throws {
        let expected = "<TopContainer>\n    <nested>\n        <values>foor</values>\n        <values>bar</values>\n    </nested>\n</TopContainer>"
        #expect(try XMLCoderEncoding.string(top, with: pretty()) == expected)
    }

    @Test func spaces() throws {
        let expected = "<TopContainer>\n   <nested>\n      <values>foor</values>\n      <values>bar</values>\n   </nested>\n</TopContainer>"
        #expect(try XMLCoderEncoding.string(top, with: pretty(.spaces(3))) == expected)
    }

    @Test func tabs() throws {
        let expected = "<TopContainer>\n\t\t<nested>\n\t\t\t\t<values>foor</values>\n\t\t\t\t<values>bar</values>\n\t\t</nested>\n</TopContainer>"
        #expect(try XMLCoderEncoding.string(top, with: pretty(.tabs(2))) == expected)
    }

    @Test func intrinsicValueWithoutAttribute() throws {
        let sample = Sample(depth: 6.0, readings: [Measurement(value: 118000.0)])
        let encoded = try pretty(.spaces(4)).encode(sample, withRootKey: "sample")
        #expect(String(decoding: encoded, as: UTF8.self) == "<sample>\n    <depth>6.0</depth>\n    <measurement>118000.0</measurement>\n</sample>")
        #expect(try XMLDecoder().decode(Sample.self, from: encoded) == sample)
    }

    @Test func intrinsicValueWithAttribute() throws {
        let sample = Sample(depth: 30.0, readings: [Measurement(value: 120000.0, ref: "sensor-1"), Measurement(value: 122000.0, ref: "sensor-2")])
        let encoded = try pretty(.spaces(4)).encode(sample, withRootKey: "sample")
        let expected = """
            <sample>
                <depth>30.0</depth>
                <measurement ref="sensor-1">120000.0</measurement>
                <measurement ref="sensor-2">122000.0</measurement>
            </sample>
            """
        #expect(String(decoding: encoded, as: UTF8.self) == expected)
        #expect(try XMLDecoder().decode(Sample.self, from: encoded) == sample)
    }

    @Test func headerToXML() {
        #expect(XMLHeader().toXML() == nil)
        #expect(XMLHeader(version: 1.0).toXML() == "<?xml version=\"1.0\"?>\n")
        #expect(XMLHeader(version: 1.0, encoding: "UTF-8").toXML() == "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        #expect(XMLHeader(version: 1.0, encoding: "UTF-8", standalone: "yes").toXML() == "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n")
    }

    struct CapitalizedItem: Codable, Equatable {
        let text: String
        enum CodingKeys: String, CodingKey { case text = "t" }
    }

    @Test func publicDocType() throws {
        let expected = "<!DOCTYPE si PUBLIC \"-//Domain//DTD MyService v1//EN\" \"http://example.com/myService_v1.dtd\">\n<si><t>blah</t></si>"
        let doctype = XMLEncoder.DocumentType.public(
            rootElement: "si", dtdName: "-//Domain//DTD MyService v1//EN", dtdLocation: "http://example.com/myService_v1.dtd")
        let encoded = try XMLEncoder().encode(CapitalizedItem(text: "blah"), withRootKey: "si", doctype: doctype)
        #expect(String(decoding: encoded, as: UTF8.self) == expected)
        #expect(try XMLDecoder().decode(CapitalizedItem.self, from: encoded) == CapitalizedItem(text: "blah"))
    }

    @Test func systemDocType() throws {
        let expected = "<!DOCTYPE si SYSTEM \"http://example.com/myService_v1.dtd\">\n<si><t>blah</t></si>"
        let encoded = try XMLEncoder().encode(
            CapitalizedItem(text: "blah"), withRootKey: "si", doctype: .system(rootElement: "si", dtdLocation: "http://example.com/myService_v1.dtd"))
        #expect(String(decoding: encoded, as: UTF8.self) == expected)
    }

    struct Policy: Encodable, DynamicNodeEncoding {
        var name: String
        var initial: String
        enum CodingKeys: String, CodingKey { case name, initial }
        static func nodeEncoding(for key: any CodingKey) -> XMLEncoder.NodeEncoding {
            key.stringValue == CodingKeys.name.stringValue ? .attribute : .element
        }
    }

    @Test func policyEncodingAtRoot() throws {
        let expected = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<policy name=\"generic\">\n    <initial>more xml here</initial>\n</policy>"
        let encoded = try XMLCoderEncoding.string(
            Policy(name: "generic", initial: "more xml here"), rootKey: "policy", header: XMLHeader(version: 1.0, encoding: "UTF-8"), with: pretty())
        #expect(encoded == expected)
    }

    @Test func extraRootAttributes() throws {
        let encoder = pretty()
        encoder.keyEncodingStrategy = .lowercased
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let attributes = [
            "xmlns": "http://www.nrf-arts.org/IXRetail/namespace",
            "xmlns:xsd": "http://www.w3.org/2001/XMLSchema",
            "xmlns:xsi": "http://www.w3.org/2001/XMLSchema-instance",
        ]
        let encoded = String(decoding: try encoder.encode(Policy(name: "test", initial: "extra root attributes"), rootAttributes: attributes), as: UTF8.self)
        let expected = """
            <policy name="test" \
            xmlns="http://www.nrf-arts.org/IXRetail/namespace" \
            xmlns:xsd="http://www.w3.org/2001/XMLSchema" \
            xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
                <initial>extra root attributes</initial>
            </policy>
            """
        #expect(encoded == expected)
    }
}
