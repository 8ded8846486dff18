// Adapted from XMLCoder's tests NestingTests, SingleChildTests, ClassTests,
// DecodingContainerTests, Minimal/KeyedIntTests, Minimal/DataTests, Minimal/MixedContentTests
// and Auxiliary/XMLElementTests (https://github.com/CoreOffice/XMLCoder).
// Copyright (c) 2018-2020 Shawn Moore and XMLCoder contributors. MIT License.

import Foundation
import Testing
import XMLMapKit
import XMLMapOutput

/// XMLCoder's assertions on containers: lists and dictionaries within each other, super
/// encoders, nested containers, every integer type, mixed content, namespaced attributes.
@Suite("XMLCoder encoding: containers")
struct XMLCoderContainerEncodingTests {
    // MARK: NestingTests

    @Test func unkeyedWithinUnkeyed() throws {
        let expected = """
            <element>
                <element>
                    <element>1</element>
                    <element>2</element>
                    <element>3</element>
                </element>
                <element>
                    <element>1</element>
                    <element>2</element>
                    <element>3</element>
                </element>
            </element>
            """
        #expect(try XMLCoderEncoding.string([[1, 2, 3], [1, 2, 3]], rootKey: "element", with: XMLCoderEncoding.prettyEncoder) == expected)
    }

    @Test func unkeyedWithinKeyed() throws {
        let value = ["first": [1, 2, 3], "second": [1, 2, 3]]
        let encoded = try XMLCoderEncoding.prettyEncoder.encode(value, withRootKey: "element")
        #expect(try XMLDecoder().decode([String: [Int]].self, from: encoded) == value)
    }

    @Test func keyedWithinUnkeyed() throws {
        let expected = """
            <element>
                <element>
                    <first>1</first>
                </element>
                <element>
                    <second>2</second>
                </element>
            </element>
            """
        #expect(try XMLCoderEncoding.string([["first": 1], ["second": 2]], rootKey: "element", with: XMLCoderEncoding.prettyEncoder) == expected)
    }

    @Test func keyedWithinKeyed() throws {
        let value = ["first": ["a": 1, "b": 2], "second": ["c": 3, "d": 4]]
        let encoded = try XMLCoderEncoding.prettyEncoder.encode(value, withRootKey: "element")
        #expect(try XMLDecoder().decode([String: [String: Int]].self, from: encoded) == value)
    }

    // MARK: SingleChildTests

    struct ProudParent: Codable, Equatable { var myChildAge: [Int] }

    @Test func singleChild() throws {
        #expect(try XMLCoderEncoding.string(ProudParent(myChildAge: [2]), rootKey: "ProudParent") == "<ProudParent><myChildAge>2</myChildAge></ProudParent>")
    }

    // MARK: ClassTests

    class A: Codable {
        let x: String
        init(x: String) { self.x = x }
    }

    class B: A {
        let y: Double
        private enum CodingKeys: CodingKey { case y }
        init(x: String, y: Double) {
            self.y = y
            super.init(x: x)
        }
        required init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            y = try container.decode(Double.self, forKey: .y)
            try super.init(from: try container.superDecoder())
        }
        override func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(y, forKey: .y)
            try super.encode(to: container.superEncoder())
        }
    }

    class C: B {
        let z: Int
        private enum CodingKeys: CodingKey { case z }
        init(x: String, y: Double, z: Int) {
            self.z = z
            super.init(x: x, y: y)
        }
        required init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            z = try container.decode(Int.self, forKey: .z)
            try super.init(from: try container.superDecoder())
        }
        override func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(z, forKey: .z)
            try super.encode(to: container.superEncoder())
        }
    }

    struct S: Codable {
        let a: A
        let b: B
        let c: C
    }

    @Test func classesThroughSuperEncoders() throws {
        let xml = """
            <s>
                <a>
                    <x>test_string</x>
                </a>
                <b>
                    <y>4.2</y>
                    <super>
                        <x>test_string</x>
                    </super>
                </b>
                <c>
                    <z>42</z>
                    <super>
                        <y>4.2</y>
                        <super>
                            <x>test_string</x>
                        </super>
                    </super>
                </c>
            </s>
            """
        let decoded = try XMLDecoder().decode(S.self, from: Data(xml.utf8))
        #expect([decoded.a.x, decoded.b.x, decoded.c.x] == ["test_string", "test_string", "test_string"])
        #expect([decoded.b.y, decoded.c.y] == [4.2, 4.2])
        #expect(decoded.c.z == 42)
        #expect(try XMLCoderEncoding.string(decoded, rootKey: "s", with: XMLCoderEncoding.prettyEncoder) == xml)
    }

    // MARK: DecodingContainerTests

    struct Foo: Codable, Equatable {
        var keyedFooBar: String
        var keyedFooBaz: String
        var unkeyedBar: [String]
        var singleBlee: String
        enum FooCodingKeys: String, CodingKey { case bar, baz }
        enum CodingKeys: String, CodingKey { case foo, bar, blee }
        init(bar: String, baz: String, items: [String], blee: String) {
            keyedFooBar = bar
            keyedFooBaz = baz
            unkeyedBar = items
            singleBlee = blee
        }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            var fooContainer = container.nestedContainer(keyedBy: FooCodingKeys.self, forKey: .foo)
            try fooContainer.encode(keyedFooBar, forKey: .bar)
            try fooContainer.encode(keyedFooBaz, forKey: .baz)
            var barContainer = container.nestedUnkeyedContainer(forKey: .bar)
            for item in unkeyedBar { try barContainer.encode(item) }
            try container.encode(singleBlee, forKey: .blee)
        }
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let fooContainer = try container.nestedContainer(keyedBy: FooCodingKeys.self, forKey: .foo)
            keyedFooBar = try fooContainer.decode(String.self, forKey: .bar)
            keyedFooBaz = try fooContainer.decode(String.self, forKey: .baz)
            var barContainer = try container.nestedUnkeyedContainer(forKey: .bar)
            unkeyedBar = []
            while !barContainer.isAtEnd { unkeyedBar.append(try barContainer.decode(String.self)) }
            singleBlee = try container.decode(String.self, forKey: .blee)
        }
    }

    @Test func nestedContainers() throws {
        let foo = Foo(bar: "BAR", baz: "BAZ", items: ["BAR0", "BAR1", "BAR2", "BAR3"], blee: "BLEE")
        let encoded = try XMLCoderEncoding.prettyEncoder.encode(foo, withRootKey: "foo")
        #expect(try XMLDecoder().decode(Foo.self, from: encoded) == foo)
    }

    // MARK: KeyedIntTests

    struct IntegerContainer<Integer: Codable & FixedWidthInteger>: Codable { let value: Integer }

    /// `value` in a container of each integer type, as an attribute or an element.
    private func integerForms<Integer: Codable & FixedWidthInteger>(_ type: Integer.Type) throws -> (attribute: String, element: String) {
        let container = IntegerContainer(value: Integer(42))
        return (
            try XMLCoderEncoding.string(container, rootKey: "container", with: XMLCoderEncoding.attributeEncoder),
            try XMLCoderEncoding.string(container, rootKey: "container", with: XMLCoderEncoding.prettyEncoder)
        )
    }

    private func allIntegerForms() throws -> [(attribute: String, element: String)] {
        [
            try integerForms(Int.self), try integerForms(Int8.self), try integerForms(Int16.self), try integerForms(Int32.self),
            try integerForms(Int64.self), try integerForms(UInt.self), try integerForms(UInt8.self), try integerForms(UInt16.self),
            try integerForms(UInt32.self), try integerForms(UInt64.self),
        ]
    }

    @Test func integerTypesAsAttributes() throws {
        #expect(try allIntegerForms().map(\.attribute) == Array(repeating: "<container value=\"42\" />", count: 10))
    }

    @Test func integerTypesAsElements() throws {
        #expect(try allIntegerForms().map(\.element) == Array(repeating: "<container>\n    <value>42</value>\n</container>", count: 10))
    }

    // MARK: DataTests

    struct DataContainer: Codable, Equatable { let value: Data }

    @Test func dataStrategy() throws {
        let xml = "<container>\n    <value>bG9yZW0gaXBzdW0=</value>\n</container>"
        let decoded = try XMLDecoder().decode(DataContainer.self, from: Data(xml.utf8))
        #expect(decoded.value == Data("lorem ipsum".utf8))
        #expect(try XMLCoderEncoding.string(decoded, rootKey: "container", with: XMLCoderEncoding.prettyEncoder) == xml)
    }

    // MARK: MixedContentTests

    enum TextItem: Codable, Equatable {
        case bold(String)
        case text(String)
        enum CodingKeys: String, XMLChoiceCodingKey {
            case bold = "b"
            case text = ""
        }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            switch self {
            case .text(let text): try container.encode(text, forKey: .text)
            case .bold(let text): try container.encode(text, forKey: .bold)
            }
        }
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            if let bold = try container.decodeIfPresent(String.self, forKey: .bold) {
                self = .bold(bold)
            } else {
                self = .text(try container.decode(String.self, forKey: .text))
            }
        }
    }

    @Test func mixedContent() throws {
        let xml = "<container>first<b>bold text</b>second</container>"
        let items: [TextItem] = [.text("first"), .bold("bold text"), .text("second")]
        #expect(try XMLCoderEncoding.string(items, rootKey: "container") == xml)
    }

    // MARK: XMLElementTests (XMLCoder's element tree, here through its encoder)

    /// `<Input xmlns="…">` holding a `Nested` that declares `xsi` and whose own content (the
    /// `""` key) carries an `xsi:` attribute and, with `field`, an element.
    struct Input: Encodable {
        struct Content: Encodable {
            @Attribute var someName: String
            let nonAttrField: String?
            enum CodingKeys: String, CodingKey {
                case someName = "xsi:someName"
                case nonAttrField
            }
        }
        struct Nested: Encodable {
            @Attribute var xsi: String
            let content: Content
            enum CodingKeys: String, CodingKey {
                case xsi = "xmlns:xsi"
                case content = ""
            }
        }
        @Attribute var xmlns: String
        let nested: Nested
        enum CodingKeys: String, CodingKey {
            case xmlns
            case nested = "Nested"
        }
        init(field: String?) {
            _xmlns = Attribute("https://example.com")
            nested = Nested(xsi: "https://example.com", content: Content(someName: "nestedAttrValue", nonAttrField: field))
        }
    }

    @Test func namespacedAttributeOfNestedContent() throws {
        let encoded = try XMLCoderEncoding.string(Input(field: nil), rootKey: "Input")
        withKnownIssue("an element with nothing in it is written <Nested … /> (XMLCoder's element tree writes <Nested …></Nested>)") {
            #expect(
                encoded == "<Input xmlns=\"https://example.com\"><Nested xmlns:xsi=\"https://example.com\" xsi:someName=\"nestedAttrValue\"></Nested></Input>")
        }
        #expect(encoded == "<Input xmlns=\"https://example.com\"><Nested xmlns:xsi=\"https://example.com\" xsi:someName=\"nestedAttrValue\" /></Input>")
    }

    @Test func namespacedAttributeAndElementOfNestedContent() throws {
        #expect(
            try XMLCoderEncoding.string(Input(field: "hello"), rootKey: "Input")
                == "<Input xmlns=\"https://example.com\"><Nested xmlns:xsi=\"https://example.com\" xsi:someName=\"nestedAttrValue\"><nonAttrField>hello</nonAttrField></Nested></Input>"
        )
    }
}
