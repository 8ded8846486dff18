// Adapted from XMLCoder's tests AdvancedFeatures/SimpleChoiceTests, NestedChoiceTests and
// IntOrString (https://github.com/CoreOffice/XMLCoder).
// Copyright (c) 2018-2020 Shawn Moore and XMLCoder contributors. MIT License.

import Foundation
import Testing
import XMLMapKit
import XMLMapOutput

/// XMLCoder's choice round trips: enums whose keys are `XMLChoiceCodingKey`, alone, in lists
/// and nested; and plain enums with associated values, byte for byte.
@Suite("XMLCoder encoding: choices")
struct XMLCoderChoiceEncodingTests {
    enum IntOrString: Equatable, Codable {
        case int(Int)
        case string(String)
        enum CodingKeys: String, XMLChoiceCodingKey { case int, string }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            switch self {
            case .int(let value): try container.encode(value, forKey: .int)
            case .string(let value): try container.encode(value, forKey: .string)
            }
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            do {
                self = .int(try container.decode(Int.self, forKey: .int))
            } catch {
                self = .string(try container.decode(String.self, forKey: .string))
            }
        }
    }

    private let list: [IntOrString] = [.int(1), .string("two"), .string("three"), .int(4), .int(5)]

    @Test func intOrStringRoundTrip() throws {
        let encoded = try XMLEncoder().encode(IntOrString.int(5), withRootKey: "container")
        #expect(try XMLDecoder().decode(IntOrString.self, from: encoded) == .int(5))
    }

    @Test func intOrStringArrayRoundTrip() throws {
        let encoded = try XMLEncoder().encode(list, withRootKey: "container")
        #expect(
            String(decoding: encoded, as: UTF8.self) == "<container><int>1</int><string>two</string><string>three</string><int>4</int><int>5</int></container>")
        #expect(try XMLDecoder().decode([IntOrString].self, from: encoded) == list)
    }

    @Test func intOrStringDoubleArrayRoundTrip() throws {
        let encoded = try XMLEncoder().encode([list], withRootKey: "container")
        #expect(try XMLDecoder().decode([[IntOrString]].self, from: encoded) == [list])
    }

    enum Choice: Equatable, Codable {
        case one
        case two(value: Int)
        case three(key: String, value: Int)
        case four(Int)
    }

    struct Foo: Equatable, Codable {
        var field1 = Choice.one
        var field2 = Choice.two(value: 10)
        var field3 = Choice.three(key: "qq", value: 20)
        var field4 = Choice.four(30)
    }

    @Test func mixedChoice() throws {
        let encoder = XMLCoderEncoding.prettyEncoder
        encoder.prettyPrintIndentation = .spaces(4)
        let encoded = try encoder.encode(Foo(), withRootKey: "container")
        let expected = """
            <container>
                <field1>
                    <one />
                </field1>
                <field2>
                    <two>
                        <value>10</value>
                    </two>
                </field2>
                <field3>
                    <three>
                        <key>qq</key>
                        <value>20</value>
                    </three>
                </field3>
                <field4>
                    <four>
                        <_0>30</_0>
                    </four>
                </field4>
            </container>
            """
        #expect(String(decoding: encoded, as: UTF8.self) == expected)
        #expect(try XMLDecoder().decode(Foo.self, from: encoded) == Foo())
    }

    struct Document: Equatable, Codable {
        let paragraphs: [Paragraph]
        enum CodingKeys: String, CodingKey { case paragraphs = "p" }
    }

    struct Paragraph: Equatable, Codable {
        let entries: [Entry]
        init(entries: [Entry]) { self.entries = entries }
        init(from decoder: any Decoder) throws { entries = try decoder.singleValueContainer().decode([Entry].self) }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(entries)
        }
    }

    enum Entry: Equatable, Codable {
        case run(Run)
        case properties(Properties)
        case br(Break)
        enum CodingKeys: String, XMLChoiceCodingKey { case run, properties, br }
        enum RunCodingKeys: String, CodingKey { case _0 = "" }
        enum PropertiesCodingKeys: String, CodingKey { case _0 = "" }
        enum BrCodingKeys: String, CodingKey { case _0 = "" }
    }

    struct Run: Codable, Equatable {
        let id: Int
        let text: String
    }

    struct Properties: Codable, Equatable {
        let id: Int
        let title: String
    }

    struct Break: Codable, Equatable {}

    @Test func nestedEnumsRoundTrip() throws {
        let original = Document(paragraphs: [
            Paragraph(entries: [.run(Run(id: 1518, text: "I am answering it again.")), .properties(Properties(id: 431, title: "A Word About Wake Times"))]),
            Paragraph(entries: [.run(Run(id: 1519, text: "I am answering it again.")), .br(Break())]),
        ])
        let encoded = try XMLEncoder().encode(original, withRootKey: "container")
        #expect(
            String(decoding: encoded, as: UTF8.self)
                == "<container><p><run><id>1518</id><text>I am answering it again.</text></run><properties><id>431</id><title>A Word About Wake Times</title></properties></p><p><run><id>1519</id><text>I am answering it again.</text></run><br /></p></container>"
        )
        #expect(try XMLDecoder().decode(Document.self, from: encoded) == original)
    }
}
