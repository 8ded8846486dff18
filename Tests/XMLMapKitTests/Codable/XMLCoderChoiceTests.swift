import Foundation
import Testing

@testable import XMLMapKit

/// XMLCoder's choice-element decoding tests (`AdvancedFeatures/*Choice*`, `InlinePropertyTests`,
/// `Minimal/MixedContentTests`): enums keyed by ``XMLChoiceCodingKey``s.
@Suite("XMLCoder compatibility: choice elements")
struct XMLCoderChoiceTests {
    enum IntOrString: Decodable, Equatable {
        case int(Int), string(String)
        enum CodingKeys: String, XMLChoiceCodingKey { case int, string }
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            do {
                self = .int(try container.decode(Int.self, forKey: .int))
            } catch {
                self = .string(try container.decode(String.self, forKey: .string))
            }
        }
    }

    // MARK: SimpleChoiceTests

    @Test func singleChoice() throws {
        #expect(try XMLCoderCases.decode(IntOrString.self, "<container>\n    <int>42</int>\n</container>") == .int(42))
        #expect(try XMLCoderCases.decode(IntOrString.self, "<container>\n    <string>forty-two</string>\"\n</container>") == .string("forty-two"))
    }

    @Test func listOfChoices() throws {
        let xml = "<container>\n<int>1</int>\n<string>two</string>\n<string>three</string>\n<int>4</int>\n<int>5</int>\n</container>"
        #expect(try XMLCoderCases.decode([IntOrString].self, xml) == [.int(1), .string("two"), .string("three"), .int(4), .int(5)])
    }

    @Test func listOfListsOfChoices() throws {
        // The XML XMLCoder's encoder writes for `[[IntOrString]]` (testIntOrStringDoubleArrayRoundTrip).
        let xml = "<container><container><int>1</int><string>two</string><string>three</string><int>4</int><int>5</int></container></container>"
        #expect(try XMLCoderCases.decode([[IntOrString]].self, xml) == [[.int(1), .string("two"), .string("three"), .int(4), .int(5)]])
    }

    @Test func synthesizedEnumsWithAssociatedValues() throws {
        enum Choice: Equatable, Decodable {
            case one
            case two(value: Int)
            case three(key: String, value: Int)
            case four(Int)
        }
        struct Foo: Equatable, Decodable {
            var field1 = Choice.one
            var field2 = Choice.two(value: 10)
            var field3 = Choice.three(key: "qq", value: 20)
            var field4 = Choice.four(30)
        }
        let xml = """
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
        #expect(try XMLCoderCases.decode(Foo.self, xml) == Foo())
    }

    // MARK: CompositeChoiceTests

    enum IntOrStringWrapper: Decodable, Equatable {
        struct IntWrapper: Decodable, Equatable { let wrapped: Int }
        struct StringWrapper: Decodable, Equatable { let wrapped: String }
        case int(IntWrapper), string(StringWrapper)
        enum CodingKeys: String, XMLChoiceCodingKey { case int, string }
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            do {
                self = .int(try container.decode(IntWrapper.self, forKey: .int))
            } catch {
                self = .string(try container.decode(StringWrapper.self, forKey: .string))
            }
        }
    }

    @Test func compositeChoice() throws {
        let single = "<container>\n    <string>\n        <wrapped>A Word About Woke Times</wrapped>\n    </string>\n</container>"
        #expect(try XMLCoderCases.decode(IntOrStringWrapper.self, single) == .string(.init(wrapped: "A Word About Woke Times")))
        let list = """
            <container>
                <string><wrapped>A Word About Woke Times</wrapped></string>
                <int><wrapped>9000</wrapped></int>
                <string><wrapped>A Word About Woke Tomes</wrapped></string>
            </container>
            """
        #expect(
            try XMLCoderCases.decode([IntOrStringWrapper].self, list)
                == [.string(.init(wrapped: "A Word About Woke Times")), .int(.init(wrapped: 9000)), .string(.init(wrapped: "A Word About Woke Tomes"))])
    }

    // MARK: MixedChoiceAndNonChoiceTests

    enum AlternateIntOrString: Decodable, Equatable {
        case alternateInt(Int), alternateString(String)
        enum CodingKeys: String, XMLChoiceCodingKey {
            case alternateInt = "alternate-int", alternateString = "alternate-string"
        }
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            if container.contains(.alternateInt) {
                self = .alternateInt(try container.decode(Int.self, forKey: .alternateInt))
            } else {
                self = .alternateString(try container.decode(String.self, forKey: .alternateString))
            }
        }
    }

    struct Mixed: Decodable, Equatable {
        let intOrString: IntOrString
        let otherValue: String
        enum CodingKeys: String, CodingKey { case otherValue = "other-value" }
        init(intOrString: IntOrString, otherValue: String) {
            self.intOrString = intOrString
            self.otherValue = otherValue
        }
        init(from decoder: any Decoder) throws {
            intOrString = try IntOrString(from: decoder)
            otherValue = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .otherValue)
        }
    }

    @Test(arguments: [
        "<container><int>4</int><other-value>other</other-value></container>",
        "<container><other-value>other</other-value><int>4</int></container>",
    ])
    func choiceBesideOtherValues(_ xml: String) throws {
        #expect(try XMLCoderCases.decode(Mixed.self, xml) == Mixed(intOrString: .int(4), otherValue: "other"))
    }

    @Test func choiceFlankedByOtherValues() throws {
        struct MixedEitherSide: Decodable, Equatable {
            let leading: String, intOrString: IntOrString, trailing: String
            enum CodingKeys: String, CodingKey { case leading, trailing }
            init(leading: String, intOrString: IntOrString, trailing: String) {
                (self.leading, self.intOrString, self.trailing) = (leading, intOrString, trailing)
            }
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                leading = try container.decode(String.self, forKey: .leading)
                intOrString = try IntOrString(from: decoder)
                trailing = try container.decode(String.self, forKey: .trailing)
            }
        }
        let xml = "<container><leading>first</leading><string>then</string><trailing>second</trailing></container>"
        #expect(try XMLCoderCases.decode(MixedEitherSide.self, xml) == MixedEitherSide(leading: "first", intOrString: .string("then"), trailing: "second"))
    }

    @Test func twoChoicesInOneElement() throws {
        struct TwoChoiceElements: Decodable, Equatable {
            let first: IntOrString, second: AlternateIntOrString
            init(first: IntOrString, second: AlternateIntOrString) { (self.first, self.second) = (first, second) }
            init(from decoder: any Decoder) throws {
                first = try IntOrString(from: decoder)
                second = try AlternateIntOrString(from: decoder)
            }
        }
        let xml = "<container><int>1</int><alternate-string>one</alternate-string></container>"
        #expect(try XMLCoderCases.decode(TwoChoiceElements.self, xml) == TwoChoiceElements(first: .int(1), second: .alternateString("one")))
    }

    // MARK: NestedChoiceArrayTest

    @Test func listOfChoicesThroughASingleValueContainer() throws {
        struct Book: Decodable, Equatable { let title: String; let chapters: Chapters }
        struct Chapters: Decodable, Equatable {
            let items: [Chapter]
            init(items: [Chapter]) { self.items = items }
            init(from decoder: any Decoder) throws { items = try decoder.singleValueContainer().decode([Chapter].self) }
        }
        enum Chapter: Decodable, Equatable {
            struct Content: Decodable, Equatable {
                let title: String, content: String
                enum CodingKeys: String, CodingKey { case title, content = "" }
            }
            case intro(Content), body(Content), outro(Content)
            enum CodingKeys: String, XMLChoiceCodingKey { case intro, body = "chapter", outro }
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                do {
                    self = .body(try container.decode(Content.self, forKey: .body))
                } catch {
                    do {
                        self = .intro(try container.decode(Content.self, forKey: .intro))
                    } catch {
                        self = .outro(try container.decode(Content.self, forKey: .outro))
                    }
                }
            }
        }
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <book title="Example">
                <chapters>
                    <intro title="Intro">Content of first chapter</intro>
                    <chapter title="Chapter 1">Content of chapter 1</chapter>
                    <chapter title="Chapter 2">Content of chapter 2</chapter>
                    <outro title="Epilogue">Content of last chapter</outro>
                </chapters>
            </book>
            """
        let expected = Book(
            title: "Example",
            chapters: Chapters(items: [
                .intro(.init(title: "Intro", content: "Content of first chapter")),
                .body(.init(title: "Chapter 1", content: "Content of chapter 1")),
                .body(.init(title: "Chapter 2", content: "Content of chapter 2")),
                .outro(.init(title: "Epilogue", content: "Content of last chapter")),
            ]))
        #expect(try XMLCoderCases.decode(Book.self, xml) == expected)
    }

    // MARK: NestedChoiceTests (synthesized enum conformances, payload under the key "")

    struct Run: Decodable, Equatable { let id: Int; let text: String }
    struct Properties: Decodable, Equatable { let id: Int; let title: String }
    struct Break: Decodable, Equatable {}
    enum Entry: Decodable, Equatable {
        case run(Run), properties(Properties), br(Break)
        private enum CodingKeys: String, XMLChoiceCodingKey { case run, properties, br }
        private enum RunCodingKeys: String, CodingKey { case _0 = "" }
        private enum PropertiesCodingKeys: String, CodingKey { case _0 = "" }
        private enum BrCodingKeys: String, CodingKey { case _0 = "" }
    }
    struct Paragraph: Decodable, Equatable {
        let entries: [Entry]
        init(entries: [Entry]) { self.entries = entries }
        init(from decoder: any Decoder) throws { entries = try decoder.singleValueContainer().decode([Entry].self) }
    }
    struct Document: Decodable, Equatable {
        let paragraphs: [Paragraph]
        enum CodingKeys: String, CodingKey { case paragraphs = "p" }
    }

    static let run = "<run>\n    <id>1518</id>\n    <text>I am answering it again.</text>\n</run>"
    static let properties = "<properties>\n    <id>431</id>\n    <title>A Word About Wake Times</title>\n</properties>"

    @Test func payloadsAlone() throws {
        #expect(try XMLCoderCases.decode(Break.self, "<br></br>") == Break())
        #expect(try XMLCoderCases.decode(Properties.self, Self.properties) == Properties(id: 431, title: "A Word About Wake Times"))
        #expect(try XMLCoderCases.decode(Run.self, Self.run) == Run(id: 1518, text: "I am answering it again."))
    }

    @Test func entryInAWrapper() throws {
        #expect(try XMLCoderCases.decode(Entry.self, "<entry>\(Self.properties)</entry>") == .properties(Properties(id: 431, title: "A Word About Wake Times")))
        #expect(try XMLCoderCases.decode(Entry.self, "<entry>\(Self.run)</entry>") == .run(Run(id: 1518, text: "I am answering it again.")))
    }

    @Test func entriesAndParagraphs() throws {
        let entries: [Entry] = [.run(Run(id: 1518, text: "I am answering it again.")), .properties(Properties(id: 431, title: "A Word About Wake Times"))]
        #expect(try XMLCoderCases.decode([Entry].self, "<entries>\(Self.run)\(Self.properties)</entries>") == entries)
        #expect(try XMLCoderCases.decode(Paragraph.self, "<p>\(Self.run)\(Self.properties)</p>") == Paragraph(entries: entries))
    }

    @Test func nestedEnums() throws {
        let run1519 = Self.run.replacingOccurrences(of: "1518", with: "1519")
        let entries: [Entry] = [.run(Run(id: 1518, text: "I am answering it again.")), .properties(Properties(id: 431, title: "A Word About Wake Times"))]
        let document = try XMLCoderCases.decode(Document.self, "<container><p>\(Self.run)\(Self.properties)</p><p>\(run1519)</p></container>")
        #expect(document == Document(paragraphs: [Paragraph(entries: entries), Paragraph(entries: [.run(Run(id: 1519, text: "I am answering it again."))])]))
        let withBreaks = try XMLCoderCases.decode(Document.self, "<container><p><br></br>\(Self.run)\(Self.properties)</p><p>\(run1519)<br /></p></container>")
        #expect(
            withBreaks
                == Document(paragraphs: [
                    Paragraph(entries: [.br(Break())] + entries), Paragraph(entries: [.run(Run(id: 1519, text: "I am answering it again.")), .br(Break())]),
                ]))
    }

    // MARK: NestedAttributeChoiceTests (the XML its encoder writes), InlinePropertyTests

    @Test func attributedPayloadsOfChoices() throws {
        struct AttributedRun: Decodable, Equatable { @Attribute var id: Int; let text: String }
        struct AttributedProperties: Decodable, Equatable { @Attribute var id: Int; @Attribute var title: String }
        enum AttributedEntry: Decodable, Equatable {
            case run(AttributedRun), properties(AttributedProperties), br(Break)
            enum CodingKeys: String, XMLChoiceCodingKey { case run, properties, br }
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                do {
                    self = .run(try container.decode(AttributedRun.self, forKey: .run))
                } catch {
                    do {
                        self = .properties(try container.decode(AttributedProperties.self, forKey: .properties))
                    } catch {
                        self = .br(try container.decode(Break.self, forKey: .br))
                    }
                }
            }
        }
        let xml =
            "<entries><run id=\"1518\"><text>I am answering it again.</text></run><properties id=\"431\" title=\"A Word About Wake Times\" /><br /></entries>"
        #expect(
            try XMLCoderCases.decode([AttributedEntry].self, xml)
                == [
                    .run(AttributedRun(id: 1518, text: "I am answering it again.")),
                    .properties(AttributedProperties(id: 431, title: "A Word About Wake Times")), .br(Break()),
                ])
    }

    enum InlineChoice: Equatable, Decodable {
        case simple(Nested1)
        case nested(Nested1, labeled: Nested2)
        enum CodingKeys: String, CodingKey, XMLChoiceCodingKey { case simple, nested }
        enum SimpleCodingKeys: String, CodingKey { case _0 = "" }
        enum NestedCodingKeys: String, CodingKey {
            case _0 = ""
            case labeled
        }
        struct Nested1: Equatable, Decodable { var attr = "n1_a1", val = "n1_v1" }
        struct Nested2: Equatable, Decodable { var val = "n2_val" }
    }

    static let nestedInline = "<nested attr=\"n1_a1\">\n    <val>n1_v1</val>\n    <labeled>\n        <val>n2_val</val>\n    </labeled>\n</nested>"

    @Test func inlinePayloads() throws {
        #expect(try XMLCoderCases.decode(InlineChoice.self, "<container>\(Self.nestedInline)</container>") == .nested(.init(), labeled: .init()))
        let list = "<container>\(Self.nestedInline)<simple attr=\"n1_a1\"><val>n1_v1</val></simple></container>"
        #expect(try XMLCoderCases.decode([InlineChoice].self, list) == [.nested(.init(), labeled: .init()), .simple(.init())])
    }
}
