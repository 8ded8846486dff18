import Foundation
import TestSupport
import Testing

@testable import XMLMapKit

/// XMLCoder's `AdvancedFeatures/` decoding tests: attributes and text together, where values
/// are (``DynamicNodeDecoding``, property wrappers, strategies), choice elements.
@Suite("XMLCoder compatibility: AdvancedFeatures")
struct XMLCoderAdvancedTests {
    // MARK: Attributed intrinsic (AttributedIntrinsicTest, AttributedIntrinsicLegacyTest)

    static let fooXML = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<foo id=\"123\">456</foo>"
    static let fooArrayXML = "<container>\n<foo id=\"123\">456</foo>\n<foo id=\"789\">123</foo>\n</container>"
    static let fooMixedXML = "<container>\n<foo id=\"123\">456</foo>\n<foo id=\"789\">123</foo>\n<foo>789</foo>\n</container>"
    static let fooValueXML = "<container>\n<foo>456</foo>\n<foo>123</foo>\n<foo>789</foo>\n</container>"

    struct Foo: Decodable, Equatable {
        @Attribute var id: String
        let value: String
        enum CodingKeys: String, CodingKey { case id, value = "" }
    }

    struct FooEmptyKeyed: Decodable, Equatable {
        @Attribute var id: String
        let unkeyedValue: Int
        enum CodingKeys: String, CodingKey { case id, unkeyedValue = "" }
    }

    /// The legacy form: ``DynamicNodeDecoding`` instead of the wrapper.
    struct LegacyFoo: Decodable, Equatable, DynamicNodeDecoding {
        let id: String
        let value: String
        enum CodingKeys: String, CodingKey { case id, value = "" }
        static func nodeDecoding(for key: any CodingKey) -> XMLDecoder.NodeDecoding {
            key.stringValue == CodingKeys.id.stringValue ? .attribute : .element
        }
    }

    struct FooValue: Decodable, Equatable {
        let value: Int
        enum CodingKeys: String, CodingKey { case value = "" }
    }

    struct FooOptional: Decodable, Equatable {
        @Attribute var id: String?
        let value: Int
        enum CodingKeys: String, CodingKey { case id, value = "" }
    }

    struct Container<T: Decodable & Equatable>: Decodable, Equatable { let foo: [T] }

    @Test func attributeAndText() throws {
        let foo = try XMLCoderCases.decode(Foo.self, Self.fooXML)
        #expect(foo.id == "123" && foo.value == "456")
        let keyed = try XMLCoderCases.decode(FooEmptyKeyed.self, Self.fooXML)
        #expect(keyed.id == "123" && keyed.unkeyedValue == 456)
        let legacy = try XMLCoderCases.decode(LegacyFoo.self, Self.fooXML)
        #expect(legacy == LegacyFoo(id: "123", value: "456"))
    }

    @Test func attributesOfAChildWithText() throws {
        struct AppPreview: Decodable, Equatable {
            var displayTarget: String, position: Int, previewImageTime: PreviewImageTime
            enum CodingKeys: String, CodingKey {
                case displayTarget = "display_target", position, previewImageTime = "preview_image_time"
            }
        }
        struct PreviewImageTime: Decodable, Equatable {
            var format: String, value: String
            enum CodingKeys: String, CodingKey { case format, value = "" }
        }
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <app_preview display_target="iOS-6.5-in" position="1">
            <preview_image_time format="24/999 1000/nonDrop">00:00:17:01</preview_image_time>
            </app_preview>
            """
        let preview = try XMLCoderCases.decode(AppPreview.self, xml)
        #expect(
            preview
                == AppPreview(displayTarget: "iOS-6.5-in", position: 1, previewImageTime: PreviewImageTime(format: "24/999 1000/nonDrop", value: "00:00:17:01"))
        )
    }

    @Test func arraysOfAttributedText() throws {
        #expect(try XMLCoderCases.decode(Container<Foo>.self, Self.fooArrayXML).foo == [Foo(id: "123", value: "456"), Foo(id: "789", value: "123")])
        #expect(
            try XMLCoderCases.decode(Container<FooEmptyKeyed>.self, Self.fooArrayXML).foo
                == [FooEmptyKeyed(id: "123", unkeyedValue: 456), FooEmptyKeyed(id: "789", unkeyedValue: 123)])
        #expect(
            try XMLCoderCases.decode(Container<LegacyFoo>.self, Self.fooArrayXML).foo
                == [LegacyFoo(id: "123", value: "456"), LegacyFoo(id: "789", value: "123")])
    }

    @Test func elementsWithAttributesDecodeAsTheirText() throws {
        #expect(try XMLCoderCases.decode(Container<Int>.self, Self.fooArrayXML).foo == [456, 123])
        #expect(try XMLCoderCases.decode(Container<Int>.self, Self.fooMixedXML).foo == [456, 123, 789])
    }

    @Test func textOnlyItems() throws {
        #expect(try XMLCoderCases.decode(Container<FooValue>.self, Self.fooValueXML).foo == [FooValue(value: 456), FooValue(value: 123), FooValue(value: 789)])
        #expect(
            try XMLCoderCases.decode(Container<FooOptional>.self, Self.fooValueXML).foo
                == [FooOptional(id: nil, value: 456), FooOptional(id: nil, value: 123), FooOptional(id: nil, value: 789)])
    }

    @Test func attributeNamedValueBesideText() throws {
        struct FooValueAttribute: Decodable {
            @Attribute var valueAttribute: String
            let value: Int
            enum CodingKeys: String, CodingKey { case valueAttribute = "value", value = "" }
        }
        let foo = try XMLCoderCases.decode(FooValueAttribute.self, "<foo value=\"blah\">456</foo>")
        #expect(foo.valueAttribute == "blah" && foo.value == 456)
    }

    @Test func elementNamedValueAndNoText() throws {
        struct FooValueElement: Decodable {
            let valueElement: String
            let value: Int?
            enum CodingKeys: String, CodingKey { case valueElement = "value", value = "" }
        }
        let foo = try XMLCoderCases.decode(FooValueElement.self, "<foo><value>blah</value></foo>")
        #expect(foo.valueElement == "blah" && foo.value == nil)
    }

    // MARK: Dynamic node decoding (DynamicNodeDecodingTest, its Legacy twin, DynamicNodeEncodingTest)

    static let libraryXMLYN = """
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

    static let libraryXMLYNStrategy = """
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

    struct Library: Decodable, Equatable {
        @Attribute var count: Int
        let books: [Book]
        enum CodingKeys: String, CodingKey { case count, books = "book" }
    }

    struct Book: Decodable, Equatable {
        @ElementAndAttribute var id: UInt
        @ElementAndAttribute var author: String
        @ElementAndAttribute var gender: String
        let title: String
        let categories: [Category]
        enum CodingKeys: String, CodingKey { case id, author, gender, title, categories = "category" }
    }

    struct Category: Decodable, Equatable {
        @Attribute var main: Bool
        let value: String
    }

    struct LegacyLibrary: Decodable, Equatable, DynamicNodeDecoding {
        let count: Int
        let books: [LegacyBook]
        enum CodingKeys: String, CodingKey { case count, books = "book" }
        static func nodeDecoding(for key: any CodingKey) -> XMLDecoder.NodeDecoding {
            key.stringValue == CodingKeys.count.stringValue ? .attribute : .element
        }
    }

    struct LegacyBook: Decodable, Equatable {
        let id: UInt, author: String, gender: String, title: String
        let categories: [LegacyCategory]
        enum CodingKeys: String, CodingKey { case id, author, gender, title, categories = "category" }
    }

    struct LegacyCategory: Decodable, Equatable {
        let main: Bool
        let value: String
    }

    @Test func wrappersSayWhereValuesAre() throws {
        let library = try XMLCoderCases.decode(Library.self, Self.libraryXMLYN)
        #expect(library.count == 2)
        #expect(library.books.map(\.id) == [123, 456])
        #expect(library.books.map(\.title) == ["Cat in the Hat", "1984"])
        #expect(library.books.map { $0.categories.map(\.value) } == [["Kids", "Wildlife"], ["Classics", "News"]])
        #expect(library.books.map { $0.categories.map(\.main) } == [[true, false], [true, false]])
    }

    @Test func typesSayWhereValuesAre() throws {
        let library = try XMLCoderCases.decode(LegacyLibrary.self, Self.libraryXMLYN)
        #expect(library.count == 2)
        #expect(library.books.map(\.id) == [123, 456])
        #expect(library.books.map { $0.categories.map(\.main) } == [[true, false], [true, false]])
    }

    @Test func plainTypesFindAttributesAndElements() throws {
        // DynamicNodeEncodingTest.testDecode and testEncodeDecode (the decoding half).
        struct PlainLibrary: Decodable {
            let count: Int
            let books: [LegacyBook]
            enum CodingKeys: String, CodingKey { case count, books = "book" }
        }
        let library = try XMLCoderCases.decode(PlainLibrary.self, Self.libraryXMLYN)
        #expect(library.count == 2)
        #expect(library.books.map { $0.categories.map(\.main) } == [[true, false], [true, false]])
        #expect(library.books.map(\.title) == ["Cat in the Hat", "1984"])
    }

    @Test func strategyComesFirst() throws {
        let decoder = XMLDecoder()
        decoder.nodeDecodingStrategy = .custom { type, _ in
            { key in type == Book.self && key.stringValue == Book.CodingKeys.title.stringValue ? .attribute : .element }
        }
        #expect(try XMLCoderCases.decode(Library.self, Self.libraryXMLYNStrategy, with: decoder).count == 2)
        let legacy = XMLDecoder()
        legacy.nodeDecodingStrategy = .custom { type, _ in
            { key in type == LegacyBook.self && key.stringValue == LegacyBook.CodingKeys.title.stringValue ? .attribute : .element }
        }
        let library = try XMLCoderCases.decode(LegacyLibrary.self, Self.libraryXMLYNStrategy, with: legacy)
        #expect(library.count == 2 && library.books.map(\.title) == ["Cat in the Hat", "1984"])
    }

    @Test func overlappingAttributeAndElement() throws {
        struct TestStruct: Decodable, Equatable {
            @Attribute var attribute: Int
            let element: String
            enum CodingKeys: CodingKey {
                case attribute, element
                var stringValue: String { "key" }
            }
        }
        struct LegacyTestStruct: Decodable, Equatable, DynamicNodeDecoding {
            let attribute: Int
            let element: String
            enum CodingKeys: CodingKey {
                case attribute, element
                var stringValue: String { "key" }
            }
            static func nodeDecoding(for key: any CodingKey) -> XMLDecoder.NodeDecoding {
                (key as? CodingKeys) == .attribute ? .attribute : .element
            }
        }
        let xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<test key=\"123\">\n    <key>\n        StringValue\n    </key>\n</test>"
        #expect(try XMLCoderCases.decode(TestStruct.self, xml) == TestStruct(attribute: 123, element: "StringValue"))
        #expect(try XMLCoderCases.decode(LegacyTestStruct.self, xml) == LegacyTestStruct(attribute: 123, element: "StringValue"))
    }

    struct Nested<T: Decodable>: Decodable { var nested: T }
    struct NestedList<T: Decodable>: Decodable { var nested: [T] }
    struct NestedElement: Decodable, DynamicNodeDecoding {
        var field1: String, field2: String
        static func nodeDecoding(for key: any CodingKey) -> XMLDecoder.NodeDecoding { .element }
    }
    struct NestedAttribute: Decodable, DynamicNodeDecoding {
        var field1: String, field2: String
        static func nodeDecoding(for key: any CodingKey) -> XMLDecoder.NodeDecoding { .attribute }
    }
    struct NestedElementOrAttribute: Decodable, DynamicNodeDecoding {
        var field1: String, field2: String
        static func nodeDecoding(for key: any CodingKey) -> XMLDecoder.NodeDecoding { .elementOrAttribute }
    }

    private func expectKeyNotFound<T: Decodable>(_ type: T.Type, _ xml: String) {
        #expect {
            try XMLCoderCases.decode(type, xml)
        } throws: { error in
            guard case DecodingError.keyNotFound = error else { return false }
            return true
        }
    }

    @Test func missingValuesOfGenericKeyedAndUnkeyed() {
        let element = "<Root>\n   <nested><field1>value_1</field1></nested>\n</Root>"
        let attribute = "<Root>\n   <nested field1=\"value_1\" />\n</Root>"
        for xml in [element, attribute] {
            expectKeyNotFound(Nested<NestedElement>.self, xml)
            expectKeyNotFound(Nested<NestedAttribute>.self, xml)
            expectKeyNotFound(Nested<NestedElementOrAttribute>.self, xml)
        }
        let elements = "<Root>" + String(repeating: "<nested><field1>value_1</field1></nested>", count: 3) + "</Root>"
        let attributes = "<Root>" + String(repeating: "<nested field1=\"value_1\" />", count: 3) + "</Root>"
        for xml in [elements, attributes] {
            expectKeyNotFound(NestedList<NestedElement>.self, xml)
            expectKeyNotFound(NestedList<NestedAttribute>.self, xml)
            expectKeyNotFound(NestedList<NestedElementOrAttribute>.self, xml)
        }
    }

    @Test func presentValuesOfGenericKeyedAndUnkeyed() throws {
        let element = "<Root>\n   <nested><field1>value_1</field1><field2>value_2</field2></nested>\n</Root>"
        let attribute = "<Root>\n   <nested field1=\"value_1\" field2=\"value_2\" />\n</Root>"
        _ = try XMLCoderCases.decode(Nested<NestedElement>.self, element)
        expectKeyNotFound(Nested<NestedAttribute>.self, element)
        _ = try XMLCoderCases.decode(Nested<NestedElementOrAttribute>.self, element)
        expectKeyNotFound(Nested<NestedElement>.self, attribute)
        _ = try XMLCoderCases.decode(Nested<NestedAttribute>.self, attribute)
        _ = try XMLCoderCases.decode(Nested<NestedElementOrAttribute>.self, attribute)

        let elements = "<Root>" + String(repeating: "<nested><field1>value_1</field1><field2>value_2</field2></nested>", count: 2) + "</Root>"
        let attributes = "<Root>" + String(repeating: "<nested field1=\"value_1\" field2=\"value_2\" />", count: 2) + "</Root>"
        #expect(try XMLCoderCases.decode(NestedList<NestedElement>.self, elements).nested.count == 2)
        expectKeyNotFound(NestedList<NestedAttribute>.self, elements)
        #expect(try XMLCoderCases.decode(NestedList<NestedElementOrAttribute>.self, elements).nested.count == 2)
        expectKeyNotFound(NestedList<NestedElement>.self, attributes)
        #expect(try XMLCoderCases.decode(NestedList<NestedAttribute>.self, attributes).nested.count == 2)
        #expect(try XMLCoderCases.decode(NestedList<NestedElementOrAttribute>.self, attributes).nested.count == 2)
    }

    // MARK: Property wrappers (PropertyWrappersTest)

    @Test func propertyWrappers() throws {
        struct WrappedBook: Decodable, Equatable {
            @Attribute var id: Int
            @Element var name: String
            @ElementAndAttribute var authorID: Int
        }
        let expected = WrappedBook(id: 42, name: "The Book", authorID: 24)
        let both = "<Book id=\"42\" authorID=\"24\">\n    <name>The Book</name>\n    <authorID>24</authorID>\n</Book>"
        let attribute = "<Book id=\"42\" authorID=\"24\">\n    <name>The Book</name>\n</Book>"
        let element = "<Book id=\"42\">\n    <authorID>24</authorID>\n    <name>The Book</name>\n</Book>"
        for xml in [both, attribute, element] { #expect(try XMLCoderCases.decode(WrappedBook.self, xml) == expected) }
    }

    // MARK: Errors (ErrorContextTest)

    struct Keyed: Decodable { let value: [String: Int] }

    @Test(arguments: ["<blah //>", "container>\n    test1\n</blah>\n<container>\n    test2\n</container>"])
    func brokenXMLIsTheXMLError(_ xml: String) {
        // XMLCoder wraps XMLParser's error in DecodingError.dataCorrupted with a quote of the
        // XML; this decoder throws the XMLError itself, which says where (line:column, path).
        withKnownIssue("broken XML throws XMLError, not DecodingError.dataCorrupted") {
            #expect(throws: DecodingError.self) { try XMLCoderCases.decode(Keyed.self, xml) }
        }
        #expect(throws: XMLError.self) { try XMLCoderCases.decode(Keyed.self, xml) }
    }
}
