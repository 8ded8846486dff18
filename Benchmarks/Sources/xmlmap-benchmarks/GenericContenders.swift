import Foundation
import Mappers
import SWXMLHash
import XMLCoder
import XMLMapKit

#if canImport(FoundationXML)
    import FoundationXML
#endif

// The generic mapper: any XML to xmltodict's JSON (attributes `@name`, text `#text`, repeated
// elements as arrays, empty elements as null, white space stripped).

/// xmltodict's value, as a plain enum (the contenders' equivalent of Mappers' `JSONValue`).
indirect enum PlainJSON {
    case null
    case string(String)
    case array([PlainJSON])
    case object(PlainObject)

    /// Counts of nulls, strings, arrays, objects, keys, and the UTF-8 bytes of keys and strings.
    var digest: Digest {
        var values = [0, 0, 0, 0, 0, 0]
        func walk(_ value: PlainJSON) {
            switch value {
            case .null: values[0] += 1
            case .string(let text):
                values[1] += 1
                values[5] += text.utf8.count
            case .array(let items):
                values[2] += 1
                items.forEach(walk)
            case .object(let object):
                values[3] += 1
                values[4] += object.keys.count
                for (key, value) in zip(object.keys, object.values) {
                    values[5] += key.utf8.count
                    walk(value)
                }
            }
        }
        walk(self)
        return Digest(values)
    }
}

/// An object with keys in insertion order.
struct PlainObject {
    var keys: [String] = []
    var values: [PlainJSON] = []

    /// xmltodict's `push_data`: a repeated key turns into an array.
    mutating func push(_ value: PlainJSON, forKey key: String) {
        guard let index = keys.firstIndex(of: key) else {
            keys.append(key)
            values.append(value)
            return
        }
        var existing = PlainJSON.null
        swap(&existing, &values[index])
        if case .array(var list) = existing {
            existing = .null
            list.append(value)
            values[index] = .array(list)
        } else {
            values[index] = .array([existing, value])
        }
    }
}

extension JSONValue {
    var digest: Digest {
        var values = [0, 0, 0, 0, 0, 0]
        func walk(_ value: JSONValue) {
            switch value {
            case .null: values[0] += 1
            case .string(let text):
                values[1] += 1
                values[5] += text.utf8.count
            case .array(let items):
                values[2] += 1
                items.forEach(walk)
            case .object(let object):
                values[3] += 1
                values[4] += object.keys.count
                for (key, value) in zip(object.keys, object.values) {
                    values[5] += key.utf8.count
                    walk(value)
                }
            }
        }
        walk(self)
        return Digest(values)
    }
}

/// Foundation's `XMLParser` building xmltodict's value in the classic delegate style.
final class GenericParserDelegate: NSObject, XMLParserDelegate {
    private struct Frame {
        var name: String
        var object: PlainObject?
        var text = ""
    }
    private var stack: [Frame] = [Frame(name: "", object: nil)]

    var result: PlainJSON {
        guard let root = stack.first?.object else { return .null }
        return .object(root)
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?, attributes: [String: String] = [:]) {
        var object: PlainObject?
        if !attributes.isEmpty {
            var attributeObject = PlainObject()
            // Foundation hands attributes over in a dictionary: their order is lost.
            for (name, value) in attributes.sorted(by: { $0.key < $1.key }) { attributeObject.push(.string(value), forKey: "@" + name) }
            object = attributeObject
        }
        stack.append(Frame(name: elementName, object: object))
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        stack[stack.count - 1].text += string
    }

    func parser(_ parser: XMLParser, foundCDATA block: Data) {
        stack[stack.count - 1].text += String(decoding: block, as: UTF8.self)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        let frame = stack.removeLast()
        let text = frame.text.trimmingCharacters(in: .whitespacesAndNewlines)
        let value: PlainJSON
        if var object = frame.object {
            if !text.isEmpty { object.push(.string(text), forKey: "#text") }
            value = .object(object)
        } else {
            value = text.isEmpty ? .null : .string(text)
        }
        if stack[stack.count - 1].object == nil { stack[stack.count - 1].object = PlainObject() }
        stack[stack.count - 1].object!.push(value, forKey: elementName)
    }
}

/// XMLCoder's Codable structs for the generated nested document (XMLCoder decodes into types
/// of known shape; the result is then turned into xmltodict's value).
struct CodableArchive: Decodable {
    struct Section: Decodable {
        var id: String
        var level: Level?
    }
    final class Level: Decodable {
        var depth: String
        var kind: String
        var label: String
        var note: Note
        var tag: [String]
        var level: Level?
    }
    struct Note: Decodable {
        var lang: String
        var value: String
        enum CodingKeys: String, CodingKey {
            case lang
            case value = ""
        }
    }
    var version: String
    var section: [Section]

    var json: PlainJSON {
        func object(_ pairs: [(String, PlainJSON)]) -> PlainJSON {
            var object = PlainObject()
            for (key, value) in pairs { object.push(value, forKey: key) }
            return .object(object)
        }
        func levelJSON(_ level: Level) -> PlainJSON {
            var pairs: [(String, PlainJSON)] = [
                ("@depth", .string(level.depth)), ("@kind", .string(level.kind)), ("label", .string(level.label)),
                ("note", object([("@lang", .string(level.note.lang)), ("#text", .string(level.note.value))])),
            ]
            pairs += level.tag.map { ("tag", .string($0)) }
            if let child = level.level { pairs.append(("level", levelJSON(child))) }
            return object(pairs)
        }
        let sections = section.map { section -> (String, PlainJSON) in
            var pairs: [(String, PlainJSON)] = [("@id", .string(section.id))]
            if let child = section.level { pairs.append(("level", levelJSON(child))) }
            return ("section", object(pairs))
        }
        return object([("archive", object([("@version", .string(version))] + sections))])
    }
}

/// SWXMLHash: the whole tree, then a walk that builds xmltodict's value.
func plainJSON(from element: SWXMLHash.XMLElement) -> PlainJSON {
    var object: PlainObject?
    var text = ""
    if !element.allAttributes.isEmpty {
        var attributes = PlainObject()
        for (name, attribute) in element.allAttributes.sorted(by: { $0.key < $1.key }) { attributes.push(.string(attribute.text), forKey: "@" + name) }
        object = attributes
    }
    for child in element.children {
        if let child = child as? SWXMLHash.XMLElement {
            if object == nil { object = PlainObject() }
            object!.push(plainJSON(from: child), forKey: child.name)
        } else if let child = child as? TextElement {
            text += child.text
        }
    }
    text = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard var object else { return text.isEmpty ? .null : .string(text) }
    if !text.isEmpty { object.push(.string(text), forKey: "#text") }
    return .object(object)
}

enum GenericContenders {
    static func all() -> [Contender] {
        [
            Contender(key: "xmlmapkit", name: "XMLMapKit GenericMapper") { document in
                try timed({ try GenericMapper().map(document.bytes).model }, digest: \.value.digest)
            },
            Contender(key: "foundation", name: "Foundation XMLParser delegate") { document in
                try timed({
                    let parser = XMLParser(stream: InputStream(data: document.data))
                    let delegate = GenericParserDelegate()
                    parser.delegate = delegate
                    guard parser.parse() else { throw BenchmarkError("XMLParser: \(String(describing: parser.parserError))") }
                    return delegate.result
                }, digest: \.digest)
            },
            Contender(key: "xmlcoder", name: "XMLCoder Codable", subsetOnly: true) { document in
                try timed({ try XMLCoder.XMLDecoder().decode(CodableArchive.self, from: document.data).json }, digest: \.digest)
            },
            Contender(key: "swxmlhash", name: "SWXMLHash tree walk", subsetOnly: true) { document in
                try timed({
                    let xml = XMLHash.config { $0.detectParsingErrors = true }.parse(document.data)
                    if case .parsingError(let error) = xml { throw BenchmarkError("SWXMLHash: \(error)") }
                    var root = PlainObject()
                    for case let element as SWXMLHash.XMLElement in xml.element?.children ?? [] { root.push(plainJSON(from: element), forKey: element.name) }
                    return PlainJSON.object(root)
                }, digest: \.digest)
            },
        ]
    }
}
