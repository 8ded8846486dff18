// Adapted from XMLCoder's tests AdvancedFeatures/CompositeChoiceTests, InlinePropertyTests,
// MixedChoiceAndNonChoiceTests and NestedAttributeChoiceTests (https://github.com/CoreOffice/XMLCoder).
// Copyright (c) 2018-2020 Shawn Moore and XMLCoder contributors. MIT License.

import Foundation
import Testing
import XMLMapKit
import XMLMapOutput

/// XMLCoder's choices composed with other values: choices holding keyed values, a case's
/// values inlined into its element, a choice encoded into the same encoder as other keys, and
/// lists of choices whose cases carry attributes.
@Suite("XMLCoder encoding: choices composed")
struct XMLCoderChoiceCompositionEncodingTests {
    // MARK: CompositeChoiceTests

    struct IntWrapper: Codable, Equatable { let wrapped: Int }
    struct StringWrapper: Codable, Equatable { let wrapped: String }

    enum IntOrStringWrapper: Codable, Equatable {
        case int(IntWrapper)
        case string(StringWrapper)
        enum CodingKeys: String, XMLChoiceCodingKey { case int, string }
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            do {
                self = .int(try container.decode(IntWrapper.self, forKey: .int))
            } catch {
                self = .string(try container.decode(StringWrapper.self, forKey: .string))
            }
        }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            switch self {
            case .int(let value): try container.encode(value, forKey: .int)
            case .string(let value): try container.encode(value, forKey: .string)
            }
        }
    }

    @Test func intOrStringWrapper() throws {
        let value = IntOrStringWrapper.string(StringWrapper(wrapped: "A Word About Woke Times"))
        let expected = """
            <container>
                <string>
                    <wrapped>A Word About Woke Times</wrapped>
                </string>
            </container>
            """
        #expect(try XMLCoderEncoding.string(value, rootKey: "container", with: XMLCoderEncoding.prettyEncoder) == expected)
    }

    @Test func arrayOfIntOrStringWrappers() throws {
        let values: [IntOrStringWrapper] = [
            .string(StringWrapper(wrapped: "A Word About Woke Times")), .int(IntWrapper(wrapped: 9000)),
            .string(StringWrapper(wrapped: "A Word About Woke Tomes")),
        ]
        let expected = """
            <container>
                <string>
                    <wrapped>A Word About Woke Times</wrapped>
                </string>
                <int>
                    <wrapped>9000</wrapped>
                </int>
                <string>
                    <wrapped>A Word About Woke Tomes</wrapped>
                </string>
            </container>
            """
        let encoded = try XMLCoderEncoding.prettyEncoder.encode(values, withRootKey: "container")
        #expect(String(decoding: encoded, as: UTF8.self) == expected)
        #expect(try XMLDecoder().decode([IntOrStringWrapper].self, from: encoded) == values)
    }

    // MARK: InlinePropertyTests

    enum InlineChoice: Equatable, Codable {
        case simple(Nested1)
        case nested(Nested1, labeled: Nested2)
        enum CodingKeys: String, CodingKey, XMLChoiceCodingKey { case simple, nested }
        enum SimpleCodingKeys: String, CodingKey { case _0 = "" }
        enum NestedCodingKeys: String, CodingKey {
            case _0 = ""
            case labeled
        }

        struct Nested1: Equatable, Codable, DynamicNodeEncoding {
            var attr = "n1_a1"
            var val = "n1_v1"
            static func nodeEncoding(for key: any CodingKey) -> XMLEncoder.NodeEncoding {
                key.stringValue == "attr" ? .attribute : .element
            }
        }

        struct Nested2: Equatable, Codable { var val = "n2_val" }
    }

    private var pretty: XMLEncoder {
        let encoder = XMLCoderEncoding.prettyEncoder
        encoder.prettyPrintIndentation = .spaces(4)
        return encoder
    }

    @Test func inlineChoiceOutput() throws {
        let original = InlineChoice.nested(.init(), labeled: .init())
        let encoded = try pretty.encode(original, withRootKey: "container")
        let expected = """
            <container>
                <nested attr="n1_a1">
                    <val>n1_v1</val>
                    <labeled>
                        <val>n2_val</val>
                    </labeled>
                </nested>
            </container>
            """
        #expect(String(decoding: encoded, as: UTF8.self) == expected)
        #expect(try XMLDecoder().decode(InlineChoice.self, from: encoded) == original)
    }

    @Test func arrayWithInlines() throws {
        let original: [InlineChoice] = [.nested(.init(), labeled: .init()), .simple(.init())]
        let encoded = try pretty.encode(original, withRootKey: "container")
        let expected = """
            <container>
                <nested attr="n1_a1">
                    <val>n1_v1</val>
                    <labeled>
                        <val>n2_val</val>
                    </labeled>
                </nested>
                <simple attr="n1_a1">
                    <val>n1_v1</val>
                </simple>
            </container>
            """
        #expect(String(decoding: encoded, as: UTF8.self) == expected)
        #expect(try XMLDecoder().decode([InlineChoice].self, from: encoded) == original)
    }

    // MARK: MixedChoiceAndNonChoiceTests

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
            if let value = try container.decodeIfPresent(Int.self, forKey: .int) {
                self = .int(value)
            } else {
                self = .string(try container.decode(String.self, forKey: .string))
            }
        }
    }

    enum AlternateIntOrString: Equatable, Encodable {
        case alternateInt(Int)
        case alternateString(String)
        enum CodingKeys: String, XMLChoiceCodingKey {
            case alternateInt = "alternate-int"
            case alternateString = "alternate-string"
        }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            switch self {
            case .alternateInt(let int): try container.encode(int, forKey: .alternateInt)
            case .alternateString(let string): try container.encode(string, forKey: .alternateString)
            }
        }
    }

    struct MixedIntOrStringFirst: Encodable {
        let intOrString: IntOrString
        let otherValue: String
        enum CodingKeys: String, CodingKey { case otherValue = "other-value" }
        func encode(to encoder: any Encoder) throws {
            try intOrString.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(otherValue, forKey: .otherValue)
        }
    }

    struct MixedOtherFirst: Encodable {
        let intOrString: IntOrString
        let otherValue: String
        enum CodingKeys: String, CodingKey { case otherValue = "other-value" }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(otherValue, forKey: .otherValue)
            try intOrString.encode(to: encoder)
        }
    }

    struct MixedEitherSide: Encodable {
        let leading: String
        let intOrString: IntOrString
        let trailing: String
        enum CodingKeys: String, CodingKey { case leading, trailing }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(leading, forKey: .leading)
            try intOrString.encode(to: encoder)
            try container.encode(trailing, forKey: .trailing)
        }
    }

    struct TwoChoiceElements: Encodable {
        let first: IntOrString
        let second: AlternateIntOrString
        func encode(to encoder: any Encoder) throws {
            try first.encode(to: encoder)
            try second.encode(to: encoder)
        }
    }

    @Test func mixedChoiceFirst() throws {
        let encoded = try XMLCoderEncoding.string(MixedIntOrStringFirst(intOrString: .int(4), otherValue: "other"), rootKey: "container")
        #expect(encoded == "<container><int>4</int><other-value>other</other-value></container>")
    }

    @Test func mixedChoiceSecond() throws {
        let encoded = try XMLCoderEncoding.string(MixedOtherFirst(intOrString: .int(4), otherValue: "other"), rootKey: "container")
        #expect(encoded == "<container><other-value>other</other-value><int>4</int></container>")
    }

    @Test func mixedChoiceFlanked() throws {
        let encoded = try XMLCoderEncoding.string(MixedEitherSide(leading: "first", intOrString: .string("then"), trailing: "second"), rootKey: "container")
        #expect(encoded == "<container><leading>first</leading><string>then</string><trailing>second</trailing></container>")
    }

    @Test func twoChoiceElements() throws {
        let encoded = try XMLCoderEncoding.string(TwoChoiceElements(first: .int(1), second: .alternateString("one")), rootKey: "container")
        #expect(encoded == "<container><int>1</int><alternate-string>one</alternate-string></container>")
    }

    // MARK: NestedAttributeChoiceTests

    struct Container: Codable, Equatable {
        let paragraphs: [Paragraph]
        enum CodingKeys: String, CodingKey { case paragraphs = "p" }
    }

    struct Paragraph: Codable, Equatable {
        let entries: [Entry]
        init(entries: [Entry]) { self.entries = entries }
        init(from decoder: any Decoder) throws { entries = try decoder.singleValueContainer().decode([Entry].self) }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(entries)
        }
    }

    enum Entry: Codable, Equatable {
        case run(Run)
        case properties(Properties)
        case br(Break)
        enum CodingKeys: String, XMLChoiceCodingKey { case run, properties, br }
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            if let run = try container.decodeIfPresent(Run.self, forKey: .run) {
                self = .run(run)
            } else if let properties = try container.decodeIfPresent(Properties.self, forKey: .properties) {
                self = .properties(properties)
            } else {
                self = .br(try container.decode(Break.self, forKey: .br))
            }
        }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            switch self {
            case .run(let value): try container.encode(value, forKey: .run)
            case .properties(let value): try container.encode(value, forKey: .properties)
            case .br(let value): try container.encode(value, forKey: .br)
            }
        }
    }

    struct Run: Codable, Equatable, DynamicNodeEncoding {
        let id: Int
        let text: String
        static func nodeEncoding(for key: any CodingKey) -> XMLEncoder.NodeEncoding { key.stringValue == "id" ? .attribute : .element }
    }

    struct Properties: Codable, Equatable, DynamicNodeEncoding {
        let id: Int
        let title: String
        static func nodeEncoding(for key: any CodingKey) -> XMLEncoder.NodeEncoding { .attribute }
    }

    struct Break: Codable, Equatable {}

    @Test func nestedEnumsWithAttributes() throws {
        let value = Container(paragraphs: [
            Paragraph(entries: [
                .br(Break()), .run(Run(id: 1518, text: "I am answering it again.")),
                .properties(Properties(id: 431, title: "A Word About Wake Times")),
            ]),
            Paragraph(entries: [.run(Run(id: 1519, text: "I am answering it again.")), .br(Break())]),
        ])
        let expected = """
            <container>
                <p>
                    <br />
                    <run id="1518">
                        <text>I am answering it again.</text>
                    </run>
                    <properties id="431" title="A Word About Wake Times" />
                </p>
                <p>
                    <run id="1519">
                        <text>I am answering it again.</text>
                    </run>
                    <br />
                </p>
            </container>
            """
        let encoded = try XMLCoderEncoding.prettyEncoder.encode(value, withRootKey: "container")
        #expect(String(decoding: encoded, as: UTF8.self) == expected)
        #expect(try XMLDecoder().decode(Container.self, from: encoded) == value)
    }
}
