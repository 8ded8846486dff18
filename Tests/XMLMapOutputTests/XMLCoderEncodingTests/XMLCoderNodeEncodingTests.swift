// Adapted from XMLCoder's tests NodeEncodingStrategyTests, AdvancedFeatures/DynamicNodeEncodingTest,
// AttributedIntrinsicTest, AttributedIntrinsicLegacyTest and AttributedEnumIntrinsicTest
// (https://github.com/CoreOffice/XMLCoder).
// Copyright (c) 2018-2020 Shawn Moore and XMLCoder contributors. MIT License.

import Foundation
import Testing
import XMLMapKit
import XMLMapOutput

/// XMLCoder's node encoding assertions: the node encoding strategy (asked, as in XMLCoder,
/// with the type encoded under a key, whose list items follow it), `DynamicNodeEncoding`, and a
/// value beside attributes (the `""` key).
@Suite("XMLCoder encoding: node encodings")
struct XMLCoderNodeEncodingTests {
    struct Leaf: Encodable {
        var key = "value"
        var intKey = 42
        var int8Key: Int8 = 42
        var doubleKey = 42.42
        enum CodingKeys: CodingKey { case key, intKey, int8Key, doubleKey }
        static func nodeEncoding(forKey _: any CodingKey) -> XMLEncoder.NodeEncoding { .attribute }
    }

    struct SingleContainer: Encodable { let element: Leaf }

    struct KeyedContainer: Encodable {
        let elements: [String: Leaf]
        enum CodingKeys: String, CodingKey { case elements = "element" }
    }

    struct UnkeyedContainer: Encodable {
        let elements: [Leaf]
        enum CodingKeys: String, CodingKey { case elements = "element" }
    }

    struct ComplexElement: Encodable {
        struct Key: Encodable {
            var a = "C"
            var b = "B"
            var c = "A"
        }
        var key = Key()
    }

    struct ComplexUnkeyedContainer: Encodable {
        let elements: [ComplexElement]
        enum CodingKeys: String, CodingKey { case elements = "element" }
    }

    private var sortedPretty: XMLEncoder {
        let encoder = XMLEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return encoder
    }

    /// A `Leaf`'s children, sorted, indented by `depth` levels.
    private func leafChildren(depth: Int) -> String {
        let indent = String(repeating: "    ", count: depth)
        return ["<doubleKey>42.42</doubleKey>", "<int8Key>42</int8Key>", "<intKey>42</intKey>", "<key>value</key>"].map { indent + $0 }
            .joined(separator: "\n")
    }

    private let leafAttributes = "doubleKey=\"42.42\" int8Key=\"42\" intKey=\"42\" key=\"value\""

    @Test func singleContainer() throws {
        let encoder = sortedPretty
        let value = SingleContainer(element: Leaf())
        #expect(
            try XMLCoderEncoding.string(value, rootKey: "container", with: encoder)
                == "<container>\n    <element>\n\(leafChildren(depth: 2))\n    </element>\n</container>")
        encoder.nodeEncodingStrategy = .custom { type, _ in
            guard let leaf = type as? Leaf.Type else { return { _ in .default } }
            return leaf.nodeEncoding(forKey:)
        }
        #expect(try XMLCoderEncoding.string(value, rootKey: "container", with: encoder) == "<container>\n    <element \(leafAttributes) />\n</container>")
    }

    @Test func keyedContainer() throws {
        let encoder = sortedPretty
        let value = KeyedContainer(elements: ["first": Leaf()])
        #expect(
            try XMLCoderEncoding.string(value, rootKey: "container", with: encoder)
                == "<container>\n    <element>\n        <first>\n\(leafChildren(depth: 3))\n        </first>\n    </element>\n</container>")
        encoder.nodeEncodingStrategy = .custom { type, _ in
            guard let leaf = type as? Leaf.Type else { return { _ in .default } }
            return leaf.nodeEncoding(forKey:)
        }
        #expect(
            try XMLCoderEncoding.string(value, rootKey: "container", with: encoder)
                == "<container>\n    <element>\n        <first \(leafAttributes) />\n    </element>\n</container>")
    }

    @Test func unkeyedContainer() throws {
        let encoder = sortedPretty
        let value = UnkeyedContainer(elements: [Leaf(), Leaf()])
        let element = "    <element>\n\(leafChildren(depth: 2))\n    </element>"
        #expect(try XMLCoderEncoding.string(value, rootKey: "container", with: encoder) == "<container>\n\(element)\n\(element)\n</container>")
        // The items of a list are asked about with the list's type, as XMLCoder does.
        encoder.nodeEncodingStrategy = .custom { type, _ in
            guard type is [Leaf].Type else { return { _ in .default } }
            return Leaf.nodeEncoding(forKey:)
        }
        let attributed = "    <element \(leafAttributes) />"
        #expect(try XMLCoderEncoding.string(value, rootKey: "container", with: encoder) == "<container>\n\(attributed)\n\(attributed)\n</container>")
    }

    @Test func sortsKeysWhenEncodingAsElements() throws {
        let expected = """
            <container>
                <element>
                    <key>
                        <a>C</a>
                        <b>B</b>
                        <c>A</c>
                    </key>
                </element>
            </container>
            """
        #expect(try XMLCoderEncoding.string(ComplexUnkeyedContainer(elements: [ComplexElement()]), rootKey: "container", with: sortedPretty) == expected)
    }

    @Test func sortsKeysWhenEncodingAsAttributes() throws {
        let encoder = sortedPretty
        encoder.nodeEncodingStrategy = .custom { type, _ in
            type == ComplexElement.Key.self ? { _ in .attribute } : { _ in .element }
        }
        let expected = """
            <container>
                <element>
                    <key a="C" b="B" c="A" />
                </element>
            </container>
            """
        #expect(try XMLCoderEncoding.string(ComplexUnkeyedContainer(elements: [ComplexElement()]), rootKey: "container", with: encoder) == expected)
    }

    @Test func noEmptyElements() throws {
        let encoder = XMLEncoder()
        encoder.outputFormatting = [.noEmptyElements]
        #expect(try XMLCoderEncoding.string(UnkeyedContainer(elements: []), rootKey: "container", with: encoder) == "<container></container>")
    }

    // MARK: DynamicNodeEncodingTest

    struct Library: Codable, Equatable {
        let count: Int
        let books: [Book]
        enum CodingKeys: String, CodingKey {
            case count
            case books = "book"
        }
    }

    struct Book: Codable, Equatable, DynamicNodeEncoding {
        let id: UInt
        let author: String
        let gender: String
        let title: String
        let categories: [Category]
        enum CodingKeys: String, CodingKey {
            case id, author, gender, title
            case categories = "category"
        }
        static func nodeEncoding(for key: any CodingKey) -> XMLEncoder.NodeEncoding {
            switch key {
            case Book.CodingKeys.id, Book.CodingKeys.author, Book.CodingKeys.gender: return .both
            default: return .element
            }
        }
    }

    struct Category: Codable, Equatable, DynamicNodeEncoding {
        let main: Bool
        let value: String
        static func nodeEncoding(for key: any CodingKey) -> XMLEncoder.NodeEncoding {
            key.stringValue == "main" ? .attribute : .element
        }
    }

    private let library = Library(
        count: 2,
        books: [
            Book(
                id: 123, author: "Jack", gender: "novel", title: "Cat in the Hat",
                categories: [Category(main: true, value: "Kids"), Category(main: false, value: "Wildlife")]),
            Book(
                id: 456, author: "Susan", gender: "fantastic", title: "1984",
                categories: [Category(main: true, value: "Classics"), Category(main: false, value: "News")]),
        ])

    /// XMLCoder's `libraryXMLYN`: `main` as `Y` and `N`, values in attributes and elements.
    private let libraryXMLYN = """
        <?xml version="1.0" encoding="UTF-8"?>
        <library count="2">
            <book id="123" author="Jack" gender="novel">
                <id>123</id>
                <author>Jack</author>
                <gender>novel</gender>
                <title>Cat in the Hat</title>
                <category main="Y"><value>Kids</value></category>
                <category main="N"><value>Wildlife</value></category>
            </book>
            <book id="456" author="Susan" gender="fantastic">
                <id>456</id>
                <author>Susan</author>
                <gender>fantastic</gender>
                <title>1984</title>
                <category main="Y"><value>Classics</value></category>
                <category main="N"><value>News</value></category>
            </book>
        </library>
        """

    @Test func encodeDynamicNodes() throws {
        let expected = """
            <?xml version="1.0" encoding="UTF-8"?>
            <library>
                <count>2</count>
                <book id="123" author="Jack" gender="novel">
                    <id>123</id>
                    <author>Jack</author>
                    <gender>novel</gender>
                    <title>Cat in the Hat</title>
                    <category main="true">
                        <value>Kids</value>
                    </category>
                    <category main="false">
                        <value>Wildlife</value>
                    </category>
                </book>
                <book id="456" author="Susan" gender="fantastic">
                    <id>456</id>
                    <author>Susan</author>
                    <gender>fantastic</gender>
                    <title>1984</title>
                    <category main="true">
                        <value>Classics</value>
                    </category>
                    <category main="false">
                        <value>News</value>
                    </category>
                </book>
            </library>
            """
        let encoded = try XMLCoderEncoding.string(
            library, rootKey: "library", header: XMLHeader(version: 1.0, encoding: "UTF-8"), with: XMLCoderEncoding.prettyEncoder)
        #expect(encoded == expected)
    }

    @Test func encodeDecodeDynamicNodes() throws {
        let decoded = try XMLDecoder().decode(Library.self, from: Data(libraryXMLYN.utf8))
        #expect(decoded == library)
        let encoded = try XMLCoderEncoding.prettyEncoder.encode(decoded, withRootKey: "library", header: XMLHeader(version: 1.0, encoding: "UTF-8"))
        #expect(try XMLDecoder().decode(Library.self, from: encoded) == library)
    }

    @Test func strategyPriority() throws {
        let encoder = XMLCoderEncoding.prettyEncoder
        encoder.nodeEncodingStrategy = .custom { type, _ in
            { key in type == [Book].self && key.stringValue == Book.CodingKeys.title.stringValue ? .attribute : .element }
        }
        let expected = """
            <?xml version="1.0" encoding="UTF-8"?>
            <library>
                <count>2</count>
                <book title="Cat in the Hat">
                    <id>123</id>
                    <author>Jack</author>
                    <gender>novel</gender>
                    <category>
                        <main>true</main>
                        <value>Kids</value>
                    </category>
                    <category>
                        <main>false</main>
                        <value>Wildlife</value>
                    </category>
                </book>
                <book title="1984">
                    <id>456</id>
                    <author>Susan</author>
                    <gender>fantastic</gender>
                    <category>
                        <main>true</main>
                        <value>Classics</value>
                    </category>
                    <category>
                        <main>false</main>
                        <value>News</value>
                    </category>
                </book>
            </library>
            """
        #expect(try XMLCoderEncoding.string(library, rootKey: "library", header: XMLHeader(version: 1.0, encoding: "UTF-8"), with: encoder) == expected)
    }

    struct SplitsData: Codable, DynamicNodeEncoding {
        let version: String
        static func nodeEncoding(for key: any CodingKey) -> XMLEncoder.NodeEncoding {
            key.stringValue == "version" ? .attribute : .both
        }
    }

    @Test func rootEncoding() throws {
        let encoded = try XMLCoderEncoding.string(SplitsData(version: "1.8.0"), rootKey: "Run", header: XMLHeader(version: 1.0, encoding: "UTF-8"))
        #expect(encoded == "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Run version=\"1.8.0\" />")
    }

    // MARK: AttributedIntrinsicTest, AttributedIntrinsicLegacyTest, AttributedEnumIntrinsicTest

    struct FooEmptyKeyed: Codable, Equatable {
        @Attribute var id: String
        let unkeyedValue: Int
        enum CodingKeys: String, CodingKey {
            case id
            case unkeyedValue = ""
        }
    }

    struct LegacyFooEmptyKeyed: Codable, Equatable, DynamicNodeEncoding {
        let id: String
        let unkeyedValue: Int
        enum CodingKeys: String, CodingKey {
            case id
            case unkeyedValue = ""
        }
        static func nodeEncoding(for key: any CodingKey) -> XMLEncoder.NodeEncoding {
            key.stringValue == "id" ? .attribute : .element
        }
    }

    private let fooXML = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<foo id=\"123\">456</foo>"

    @Test func attributedIntrinsic() throws {
        let encoded = try XMLCoderEncoding.string(
            FooEmptyKeyed(id: "123", unkeyedValue: 456), rootKey: "foo", header: XMLHeader(version: 1.0, encoding: "UTF-8"))
        #expect(encoded == fooXML)
    }

    @Test func attributedIntrinsicLegacy() throws {
        let encoded = try XMLCoderEncoding.string(
            LegacyFooEmptyKeyed(id: "123", unkeyedValue: 456), rootKey: "foo", header: XMLHeader(version: 1.0, encoding: "UTF-8"))
        #expect(encoded == fooXML)
    }

    enum FooEnum: Equatable, Encodable {
        case string(String)
        case int(Int)
    }

    struct FooNumber: Encodable, DynamicNodeEncoding {
        let type: FooEnum
        enum CodingKeys: String, CodingKey {
            case type
            case typeValue = ""
        }
        static func nodeEncoding(for key: any CodingKey) -> XMLEncoder.NodeEncoding {
            key.stringValue == CodingKeys.type.stringValue ? .attribute : .element
        }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            switch type {
            case .string(let value):
                try container.encode("string", forKey: .type)
                try container.encode(value, forKey: .typeValue)
            case .int(let value):
                try container.encode("int", forKey: .type)
                try container.encode(value, forKey: .typeValue)
            }
        }
    }

    struct Foo2: Encodable { let number: [FooNumber] }

    @Test func attributedEnumIntrinsic() throws {
        let encoded = try XMLCoderEncoding.string(
            Foo2(number: [FooNumber(type: .string("ABC")), FooNumber(type: .int(123))]), rootKey: "foo", header: XMLHeader(version: 1.0, encoding: "UTF-8"))
        #expect(encoded == "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<foo><number type=\"string\">ABC</number><number type=\"int\">123</number></foo>")
    }
}
