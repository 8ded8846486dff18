import Foundation
import Testing
import XMLMapKit
import XMLMapOutput

/// What a mapping cannot write is an error that names the rule, not a model written without it:
/// rules with no way back stop the writing before anything is written, and a value a converter
/// has no text for stops it where it is.
@Suite("Declarative mappings: what cannot be written back")
struct MappingWritingErrorTests {
    struct Item: Equatable, Decodable {
        var name = ""
        var isbn: String?
        var rating: Double?
        var seconds: Double?
        var names: [String] = []
        var notes: [Note] = []
        var items: [Item] = []
    }

    struct Note: Equatable, Decodable {
        var text = ""
        enum CodingKeys: String, CodingKey { case text = "" }
    }

    /// Collects the digits of an element's text.
    struct DigitsHandler: XMLElementHandler {
        var digits = ""
        mutating func text(_ text: XMLText, context: XMLHandlerContext) { digits += text.bytes.string.filter(\.isNumber) }
        func finish(context: XMLHandlerContext) -> String { digits }
    }

    /// The error writing `Item()` with `mapping` throws; nothing must have been written.
    static func error(writing mapping: XMLMapping<Item>, _ item: Item = Item()) -> XMLWriterError? {
        var writer = XMLWriter(OutputBuffer(), style: .compact)
        do {
            try mapping.write(item, as: "item", to: &writer)
            Issue.record("written: \(String(decoding: writer.output.bytes, as: UTF8.self))")
            return nil
        } catch let error as XMLWriterError {
            return error
        } catch {
            Issue.record("unexpected \(error)")
            return nil
        }
    }

    static let readOnlyISBN = XMLValueConverter<String>("ISBN") { $0.trimmed }

    static let unwritable: [(field: String, mapping: XMLMapping<Item>)] = [
        ("isbn", XMLMapping(Item()) { map in map.delegate("isbn", to: { DigitsHandler() }, then: { item, digits in item.isbn = digits }) }),
        ("isbn", XMLMapping(Item()) { map in map.onElement("isbn") { item, _, _ in item.isbn = "" } }),
        ("note", XMLMapping(Item()) { map in map.appendDecoded("note", to: \.notes, using: XMLDecoder()) }),
        ("*/name", XMLMapping(Item()) { map in map.text("*/name", to: \.name) }),
        ("names/*", XMLMapping(Item()) { map in map.appendText("names/*", to: \.names) }),
        ("*/@id", XMLMapping(Item()) { map in map.attribute("id", of: "*", to: \.isbn) }),
        ("isbn", XMLMapping(Item()) { map in map.text("isbn", to: \.isbn, as: readOnlyISBN) }),
        (".", XMLMapping(Item()) { map in map.appendText(".", to: \.names) }),
        ("@name", XMLMapping(Item()) { map in map.appendAttribute("name", of: ".", to: \.names) }),
    ]

    @Test("a text rule on an element other rules write inside cannot write: reading, its text would take theirs")
    func textAroundOtherRules() {
        let mapping = XMLMapping(Item()) { map in
            map.text("name", to: \.name)
            map.text("name/isbn", to: \.isbn)
        }
        let error = Self.error(writing: mapping)
        #expect(error?.code == .unwritableRule)
        #expect(error?.message.contains("the text rule of 'name'") == true)
    }

    @Test(
        "a rule with no way back (a handler, onElement, XMLDecoder, a '*' path, a converter without a format, a list on the own element) is an error naming it, before anything is written",
        arguments: 0..<unwritable.count)
    func unwritableRules(_ index: Int) throws {
        let (field, mapping) = Self.unwritable[index]
        let error = try #require(Self.error(writing: mapping))
        #expect(error.code == .unwritableRule)
        #expect(error.message.hasPrefix("the rule for '\(field)' cannot write the model back: "), "\(error)")
    }

    @Test("a nested mapping's rule with no way back stops the outer mapping, named; the rules that write do not matter")
    func nestedUnwritableRule() throws {
        let inner = XMLMapping(Item()) { map in
            map.text("name", to: \.name)
            map.onElement("isbn") { _, _, _ in }
        }
        let outer = XMLMapping(Item()) { map in
            map.text("name", to: \.name)
            map.append("item", to: \.items, using: inner)
        }
        let error = try #require(Self.error(writing: outer, Item(name: "written only if all can be")))
        #expect(error.description == "the rule for 'isbn' cannot write the model back: onElement(_:_:) runs code, which has no way back")
    }

    @Test(
        "a value the converter has no text for is an error naming the rule, at the element path written",
        arguments: [
            (Item(rating: .nan), "rating: the number nan cannot be written: no text reads back as it (at /item/rating)"),
            (Item(rating: -.infinity), "rating: the number -inf cannot be written: no text reads back as it (at /item/rating)"),
            (Item(items: [Item(seconds: -5)]), "length/@seconds: the duration -5.0 cannot be written: no text reads back as it (at /item/item/length)"),
        ])
    func unwritableValues(item: Item, message: String) throws {
        let inner = XMLMapping(Item()) { map in
            map.attribute("seconds", of: "length", to: \.seconds, as: .duration)
        }
        let mapping = XMLMapping(Item()) { map in
            map.text("rating", to: \.rating, as: .double)
            map.append("item", to: \.items, using: inner)
        }
        let error = try #require(Self.error(writing: mapping, item))
        #expect(error.code == .invalidValue)
        #expect(error.description == message)
    }

    @Test("a character XML 1.0 does not allow is the writer's error in strict mode, and left out with an issue in lenient mode")
    func disallowedCharacters() throws {
        let mapping = XMLMapping(Item()) { map in map.text("name", to: \.name) }
        let strict = try #require(Self.error(writing: mapping, Item(name: "bell\u{7}")))
        #expect(strict.code == .invalidCharacter)
        var lenient = XMLWriter(OutputBuffer(), style: .compact, strictness: .lenient)
        try mapping.write(Item(name: "bell\u{7}"), as: "item", to: &lenient)
        #expect(String(decoding: lenient.output.bytes, as: UTF8.self) == "<item><name>bell</name></item>")
        #expect(lenient.issues.count == 1)
    }
}
