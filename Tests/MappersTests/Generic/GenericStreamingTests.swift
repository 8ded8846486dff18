import Foundation
import Synchronization
import Testing
import XMLMapKit
import XMLMapOutput

@testable import Mappers

/// Collects the items a streaming mapper hands out.
final class GenericItemCollector: Sendable {
    private let storage = Mutex<[JSONValue]>([])

    /// The items so far.
    var items: [JSONValue] { storage.withLock { $0 } }

    /// A mapper that streams the items at `depth` into this collector.
    func mapper(depth: Int, options: GenericOptions = GenericOptions()) -> GenericMapper {
        GenericMapper(options: options, itemDepth: depth) { item in self.storage.withLock { $0.append(item) } }
    }
}

@Suite("Generic mapper, streaming items")
struct GenericStreamingTests {
    /// The values of the elements at `depth` in a whole-document value, grouped by name as
    /// the tree groups them.
    private func values(at depth: Int, in value: JSONValue) -> [JSONValue] {
        func children(_ value: JSONValue) -> [JSONValue] {
            guard case .object(let object) = value else { return [] }
            return zip(object.keys, object.values).filter { !$0.0.hasPrefix("@") && $0.0 != "#text" }.flatMap { _, value in
                if case .array(let values) = value { return values }
                return [value]
            }
        }
        var level = [value]
        for _ in 0..<depth { level = level.flatMap(children) }
        return level
    }

    static let feed = """
        <feed version="2">
          <title>Items</title>
          <entry id="1"><name>one</name><tag>a</tag><tag>b</tag></entry>
          <entry id="2">two<sub/></entry>
          <entry/>
          <entry><name>four</name></entry>
        </feed>
        """

    @Test("the items at depth 2 are the values the whole tree has there; the document keeps the rest")
    func depthTwo() throws {
        let whole = try GenericMapper().map(Array(Self.feed.utf8)).model.value
        let collector = GenericItemCollector()
        let document = try collector.mapper(depth: 2).map(Array(Self.feed.utf8)).model
        #expect(collector.items.count == 5)
        #expect(Set(collector.items) == Set(values(at: 2, in: whole)))
        #expect(
            collector.items.map(\.description) == [
                ##""Items""##, ##"{"@id":"1","name":"one","tag":["a","b"]}"##, ##"{"@id":"2","sub":null,"#text":"two"}"##, "null", ##"{"name":"four"}"##,
            ])
        #expect(document.value == ["feed": ["@version": "2"]])
        #expect(document.itemCount == 5 && document.elementCount == 11)
        #expect(collector.mapper(depth: 2).summarize(document) == ["root: feed", "elements: 11", "items: 5"])
    }

    @Test("deeper items, options applied to items as to the tree, and the root as the only item")
    func otherDepths() throws {
        var options = GenericOptions()
        options.forceList = ["tag"]
        let whole = try GenericMapper(options: options).map(Array(Self.feed.utf8)).model.value
        let deep = GenericItemCollector()
        let document = try deep.mapper(depth: 3, options: options).map(Array(Self.feed.utf8)).model
        #expect(deep.items == values(at: 3, in: whole))
        #expect(document.value == ["feed": ["@version": "2", "title": "Items", "entry": [["@id": "1"], ["@id": "2", "#text": "two"], nil, nil]]])
        let root = GenericItemCollector()
        let rootDocument = try root.mapper(depth: 1).map(Array(Self.feed.utf8)).model
        guard case .object(let object) = whole else { return }
        #expect(root.items == [object["feed"]])
        #expect(rootDocument.value == nil)
        let none = GenericItemCollector()
        #expect(try none.mapper(depth: 0).map(Array(Self.feed.utf8)).model.value == whole)
        #expect(none.items.isEmpty)
    }

    @Test("through a registry: the depth from the mapping options, items to the registry's callback")
    func registry() throws {
        let registry = XMLMapperRegistry([CatalogMapper(), GenericMapper()], fallbackName: "generic")
        var options = XMLMappingOptions()
        options.itemDepth = 2
        let items = Mutex<[JSONValue]>([])
        let document = try registry.map(Array(Self.feed.utf8), options: options) { item in
            if let value = item as? JSONValue { items.withLock { $0.append(value) } }
        }
        #expect(document.mapperName == "generic")
        #expect(items.withLock { $0.count } == 5)
        #expect((document.result.model as? GenericDocument)?.value == ["feed": ["@version": "2"]])
        #expect(GenericMapper().makeStreamingHandler(options: XMLMappingOptions()) { _ in } == nil)
    }

    @Test("an item cut short is not handed out")
    func truncated() throws {
        let collector = GenericItemCollector()
        let result = try collector.mapper(depth: 2).map(Array("<r a='1'><i>1</i><i>2</i><i><x>3".utf8))
        #expect(result.error?.code == .unexpectedEndOfInput)
        #expect(collector.items == ["1", "2"])
        #expect(result.model.value == ["r": ["@a": "1"]])
    }

    @Test("many items stream while the document stays small: one JSON line per item")
    func manyItems() throws {
        let count = 20_000
        var xml = Array("<log>\n".utf8)
        for index in 0..<count { xml += Array("  <event n=\"\(index)\"><msg>m\(index)</msg></event>\n".utf8) }
        xml += Array("</log>".utf8)
        let lines = Mutex<[UInt8]>([])
        let mapper = GenericMapper(itemDepth: 2) { item in lines.withLock { $0 += item.jsonBytes + [0x0A] } }
        let document = try mapper.map(xml).model
        #expect(document.value == ["log": nil])
        #expect(document.itemCount == count)
        let text = lines.withLock { String(decoding: $0, as: UTF8.self) }
        let jsonl = text.split(separator: "\n")
        #expect(jsonl.count == count)
        #expect(jsonl.last == ##"{"@n":"19999","msg":"m19999"}"##)
    }
}
