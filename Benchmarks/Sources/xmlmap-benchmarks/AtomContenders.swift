import Foundation
import Mappers
import SWXMLHash
import XMLCoder
import XMLMapKit

#if canImport(FoundationXML)
    import FoundationXML
#endif

// Atom 1.0: the feed's title and id, and each entry's id, title, summary and content (with
// their types), links, published and updated dates, authors and categories.

/// The atom mapper's model, as plain structs.
struct PlainAtom {
    struct Text {
        var type: String
        var value: String
    }
    struct Link {
        var href: String
        var rel: String
        var type: String?
        var length: Int?
    }
    struct Person {
        var name: String?
        var email: String?
    }
    struct Category {
        var term: String
        var label: String?
    }
    struct Entry {
        var id: String?
        var title: Text?
        var summary: Text?
        var content: Text?
        var links: [Link] = []
        var published: Date?
        var updated: Date?
        var authors: [Person] = []
        var categories: [Category] = []
    }
    var id: String?
    var title: Text?
    var updated: Date?
    var entries: [Entry] = []

    var digest: Digest {
        var values = [entries.count, 0, 0, 0, 0, 0, 0, 0]
        for entry in entries {
            values[1] += [entry.id, entry.title?.value, entry.summary?.value, entry.content?.value].reduce(0) { $0 + ($1?.utf8.count ?? 0) }
            values[2] += (entry.published?.digestSeconds ?? 0) + (entry.updated?.digestSeconds ?? 0)
            values[3] += entry.links.count
            values[4] += entry.links.reduce(0) { $0 + $1.href.utf8.count + $1.rel.utf8.count }
            values[5] += entry.links.reduce(0) { $0 + ($1.length ?? 0) }
            values[6] += entry.categories.count
            values[7] += entry.authors.count
        }
        return Digest(values)
    }
}

extension AtomFeed {
    var digest: Digest {
        var values = [entries.count, 0, 0, 0, 0, 0, 0, 0]
        for entry in entries {
            values[1] += [entry.id, entry.title?.value, entry.summary?.value, entry.content?.value].reduce(0) { $0 + ($1?.utf8.count ?? 0) }
            values[2] += (entry.published?.digestSeconds ?? 0) + (entry.updated?.digestSeconds ?? 0)
            values[3] += entry.links.count
            values[4] += entry.links.reduce(0) { $0 + $1.href.utf8.count + $1.rel.utf8.count }
            values[5] += entry.links.reduce(0) { $0 + ($1.length ?? 0) }
            values[6] += entry.categories.count
            values[7] += entry.authors.count
        }
        return Digest(values)
    }
}

/// Foundation's `XMLParser` with a classic delegate.
final class AtomParserDelegate: NSObject, XMLParserDelegate {
    private let values = ClassicValues()
    var feed = PlainAtom()
    private var entry: PlainAtom.Entry?
    private var person: PlainAtom.Person?
    private var textType = "text"
    private var text = ""

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName qName: String?, attributes: [String: String] = [:]) {
        text = ""
        switch name {
        case "entry": entry = PlainAtom.Entry()
        case "author": person = PlainAtom.Person()
        case "title", "summary", "content", "subtitle": textType = attributes["type"] ?? "text"
        case "link":
            let link = PlainAtom.Link(href: attributes["href"] ?? "", rel: attributes["rel"] ?? "alternate", type: attributes["type"], length: values.int(attributes["length"]))
            entry?.links.append(link)
        case "category":
            if let term = attributes["term"] { entry?.categories.append(PlainAtom.Category(term: term, label: attributes["label"])) }
        default: break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        text += string
    }

    func parser(_ parser: XMLParser, foundCDATA block: Data) {
        text += String(decoding: block, as: UTF8.self)
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName qName: String?) {
        let value = values.trimmed(text)
        text = ""
        if person != nil {
            switch name {
            case "name": person!.name = value
            case "email": person!.email = value
            case "author":
                entry?.authors.append(person!)
                person = nil
            default: break
            }
        } else if entry != nil {
            switch name {
            case "entry":
                feed.entries.append(entry!)
                entry = nil
            case "id": entry!.id = value
            case "title": entry!.title = PlainAtom.Text(type: textType, value: value)
            case "summary": entry!.summary = PlainAtom.Text(type: textType, value: value)
            case "content": entry!.content = PlainAtom.Text(type: textType, value: value)
            case "published": entry!.published = values.isoDate(value)
            case "updated": entry!.updated = values.isoDate(value)
            default: break
            }
        } else {
            switch name {
            case "id": feed.id = value
            case "title": feed.title = PlainAtom.Text(type: textType, value: value)
            case "updated": feed.updated = values.isoDate(value)
            default: break
            }
        }
    }
}

/// XMLCoder's Codable structs for Atom.
struct CodableAtom: Decodable {
    struct Text: Decodable {
        var type: String?
        var value: String
        enum CodingKeys: String, CodingKey {
            case type
            case value = ""
        }
    }
    struct Link: Decodable {
        var href: String?
        var rel: String?
        var type: String?
        var length: String?
    }
    struct Person: Decodable {
        var name: String?
        var email: String?
    }
    struct Category: Decodable {
        var term: String?
        var label: String?
    }
    struct Entry: Decodable {
        var id: String?
        var title: Text?
        var summary: Text?
        var content: Text?
        var link: [Link]?
        var published: String?
        var updated: String?
        var author: [Person]?
        var category: [Category]?
    }
    var id: String?
    var title: Text?
    var updated: String?
    var entry: [Entry]?

    func plain(_ values: ClassicValues) -> PlainAtom {
        func text(_ text: Text?) -> PlainAtom.Text? { text.map { PlainAtom.Text(type: $0.type ?? "text", value: values.trimmed($0.value)) } }
        var feed = PlainAtom(id: id, title: text(title), updated: values.isoDate(updated))
        feed.entries = (entry ?? []).map { entry in
            PlainAtom.Entry(
                id: entry.id.map(values.trimmed), title: text(entry.title), summary: text(entry.summary), content: text(entry.content),
                links: (entry.link ?? []).map { PlainAtom.Link(href: $0.href ?? "", rel: $0.rel ?? "alternate", type: $0.type, length: values.int($0.length)) },
                published: values.isoDate(entry.published), updated: values.isoDate(entry.updated),
                authors: (entry.author ?? []).map { PlainAtom.Person(name: $0.name, email: $0.email) },
                categories: (entry.category ?? []).compactMap { category in category.term.map { PlainAtom.Category(term: $0, label: category.label) } })
        }
        return feed
    }
}

/// SWXMLHash: the whole tree, then a walk over each entry's children.
func plainAtom(from xml: XMLIndexer, values: ClassicValues) -> PlainAtom {
    func text(_ element: SWXMLHash.XMLElement) -> PlainAtom.Text {
        PlainAtom.Text(type: element.attribute(by: "type")?.text ?? "text", value: values.trimmed(element.text))
    }
    var feed = PlainAtom()
    for case let child as SWXMLHash.XMLElement in xml["feed"].element?.children ?? [] {
        switch child.name {
        case "id": feed.id = values.trimmed(child.text)
        case "title": feed.title = text(child)
        case "updated": feed.updated = values.isoDate(child.text)
        case "entry":
            var entry = PlainAtom.Entry()
            for case let field as SWXMLHash.XMLElement in child.children {
                switch field.name {
                case "id": entry.id = values.trimmed(field.text)
                case "title": entry.title = text(field)
                case "summary": entry.summary = text(field)
                case "content": entry.content = text(field)
                case "published": entry.published = values.isoDate(field.text)
                case "updated": entry.updated = values.isoDate(field.text)
                case "link":
                    entry.links.append(
                        PlainAtom.Link(
                            href: field.attribute(by: "href")?.text ?? "", rel: field.attribute(by: "rel")?.text ?? "alternate",
                            type: field.attribute(by: "type")?.text, length: values.int(field.attribute(by: "length")?.text)))
                case "author":
                    entry.authors.append(PlainAtom.Person(name: field["name"].element.map { values.trimmed($0.text) }, email: field["email"].element.map { values.trimmed($0.text) }))
                case "category":
                    if let term = field.attribute(by: "term")?.text { entry.categories.append(PlainAtom.Category(term: term, label: field.attribute(by: "label")?.text)) }
                default: break
                }
            }
            feed.entries.append(entry)
        default: break
        }
    }
    return feed
}

extension SWXMLHash.XMLElement {
    /// SWXMLHash's indexer subscript, on an element.
    subscript(name: String) -> XMLIndexer { XMLIndexer(self)[name] }
}

enum AtomContenders {
    static func all() -> [Contender] {
        [
            Contender(key: "xmlmapkit", name: "XMLMapKit AtomMapper") { document in
                try timed({ try AtomMapper().map(document.bytes).model }, digest: \.digest)
            },
            Contender(key: "foundation", name: "Foundation XMLParser delegate") { document in
                try timed({
                    let parser = XMLParser(stream: InputStream(data: document.data))
                    parser.shouldProcessNamespaces = true
                    let delegate = AtomParserDelegate()
                    parser.delegate = delegate
                    guard parser.parse() else { throw BenchmarkError("XMLParser: \(String(describing: parser.parserError))") }
                    return delegate.feed
                }, digest: \.digest)
            },
            Contender(key: "xmlcoder", name: "XMLCoder Codable", subsetOnly: true) { document in
                try timed({ try XMLCoder.XMLDecoder().decode(CodableAtom.self, from: document.data).plain(ClassicValues()) }, digest: \.digest)
            },
            Contender(key: "swxmlhash", name: "SWXMLHash tree walk", subsetOnly: true) { document in
                try timed({
                    let xml = XMLHash.config { $0.detectParsingErrors = true }.parse(document.data)
                    if case .parsingError(let error) = xml { throw BenchmarkError("SWXMLHash: \(error)") }
                    return plainAtom(from: xml, values: ClassicValues())
                }, digest: \.digest)
            },
        ]
    }
}
