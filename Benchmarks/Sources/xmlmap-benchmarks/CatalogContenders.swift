import Foundation
import Mappers
import SWXMLHash
import XMLCoder
import XMLMapKit

#if canImport(FoundationXML)
    import FoundationXML
#endif

// The catalog: `<list>` of `<category val>` of `<product>` with price, code and name; prices
// read into an exact amount and a currency code.

/// The catalog mapper's model, as plain structs.
struct PlainCatalog {
    struct Section {
        var name: String
        var products: [Item] = []
    }
    struct Item {
        var name: String
        var code: String
        var price: String
        var amount: Decimal?
        var currency: String?
    }
    var sections: [Section] = []

    var digest: Digest {
        var values = [sections.count, 0, 0, 0, 0]
        for section in sections {
            values[1] += section.products.count
            values[4] += section.name.utf8.count
            for item in section.products {
                values[2] += item.amount?.hundredths ?? 0
                values[3] += item.name.utf8.count + item.code.utf8.count + item.price.utf8.count + (item.currency?.utf8.count ?? 0)
            }
        }
        return Digest(values)
    }

    static func item(name: String, code: String, price: String, values: ClassicValues) -> Item {
        let parsed = values.price(price)
        return Item(name: name, code: code, price: price, amount: parsed?.amount, currency: parsed?.currency)
    }
}

extension ProductCatalog {
    var digest: Digest {
        var values = [sections.count, 0, 0, 0, 0]
        for section in sections {
            values[1] += section.products.count
            values[4] += section.name.utf8.count
            for item in section.products {
                values[2] += item.amount?.hundredths ?? 0
                values[3] += item.name.utf8.count + item.code.utf8.count + item.price.utf8.count + (item.currency?.utf8.count ?? 0)
            }
        }
        return Digest(values)
    }
}

/// Foundation's `XMLParser` with a delegate in the classic style.
final class CatalogParserDelegate: NSObject, XMLParserDelegate {
    private let values = ClassicValues()
    var catalog = PlainCatalog()
    private var text = ""
    private var collecting = false
    private var name = "", code = "", price = ""

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?, attributes: [String: String] = [:]) {
        switch elementName {
        case "category": catalog.sections.append(PlainCatalog.Section(name: attributes["val"] ?? ""))
        case "product": (name, code, price) = ("", "", "")
        case "price", "code", "name":
            text = ""
            collecting = true
        default: break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if collecting { text += string }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        collecting = false
        switch elementName {
        case "price": price = values.trimmed(text)
        case "code": code = values.trimmed(text)
        case "name": name = values.trimmed(text)
        case "product":
            if catalog.sections.isEmpty { catalog.sections.append(PlainCatalog.Section(name: "")) }
            catalog.sections[catalog.sections.count - 1].products.append(PlainCatalog.item(name: name, code: code, price: price, values: values))
        default: break
        }
    }
}

/// XMLCoder's Codable structs for the catalog.
struct CodableCatalog: Decodable {
    struct Category: Decodable {
        var val: String
        var product: [Product]
    }
    struct Product: Decodable {
        var price: String
        var code: String
        var name: String
    }
    var category: [Category]
}

enum CatalogContenders {
    static func all() -> [Contender] {
        [
            Contender(key: "xmlmapkit", name: "XMLMapKit CatalogMapper") { document in
                try timed({ try CatalogMapper().map(document.bytes).model }, digest: \.digest)
            },
            Contender(key: "foundation", name: "Foundation XMLParser delegate") { document in
                try timed({
                    let parser = XMLParser(stream: InputStream(data: document.data))
                    let delegate = CatalogParserDelegate()
                    parser.delegate = delegate
                    guard parser.parse() else { throw BenchmarkError("XMLParser: \(String(describing: parser.parserError))") }
                    return delegate.catalog
                }, digest: \.digest)
            },
            Contender(key: "xmlcoder", name: "XMLCoder Codable", subsetOnly: true) { document in
                try timed({
                    let decoded = try XMLCoder.XMLDecoder().decode(CodableCatalog.self, from: document.data)
                    let values = ClassicValues()
                    var catalog = PlainCatalog()
                    catalog.sections = decoded.category.map { category in
                        PlainCatalog.Section(name: category.val, products: category.product.map {
                            PlainCatalog.item(name: $0.name, code: $0.code, price: $0.price, values: values)
                        })
                    }
                    return catalog
                }, digest: \.digest)
            },
            Contender(key: "swxmlhash", name: "SWXMLHash tree walk", subsetOnly: true) { document in
                try timed({
                    let xml = XMLHash.config { $0.detectParsingErrors = true }.parse(document.data)
                    if case .parsingError(let error) = xml { throw BenchmarkError("SWXMLHash: \(error)") }
                    let values = ClassicValues()
                    var catalog = PlainCatalog()
                    for category in xml["list"]["category"].all {
                        var section = PlainCatalog.Section(name: category.element?.attribute(by: "val")?.text ?? "")
                        for product in category["product"].all {
                            section.products.append(
                                PlainCatalog.item(
                                    name: values.trimmed(product["name"].element?.text ?? ""),
                                    code: values.trimmed(product["code"].element?.text ?? ""),
                                    price: values.trimmed(product["price"].element?.text ?? ""), values: values))
                        }
                        catalog.sections.append(section)
                    }
                    return catalog
                }, digest: \.digest)
            },
        ]
    }
}
