import Foundation
import Testing
import XMLMapKit
import XMLMapOutput

@testable import Mappers

@Suite("Catalog mapper")
struct CatalogMapperTests {
    /// `Samples/catalog.xml` of the package.
    static let sample = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Samples/catalog.xml").path

    @Test("the bundled sample: sections in order, products with parsed prices")
    func sample() throws {
        let result = try CatalogMapper().map(contentsOfFile: Self.sample, options: .strict)
        let catalog = result.model
        #expect(result.issues.isEmpty && result.error == nil && result.outcome == .finished)
        #expect(catalog.sections.map(\.name) == ["Laptops", "Accessories", "Data centre"])
        #expect(catalog.sections.map(\.products.count) == [3, 4, 3])
        #expect(
            catalog.sections[0].products[0]
                == Product(name: "Aero 14 Ultrabook, 16 GB", code: "LT-1401", price: "1.299,00 €", amount: 1299, currency: "EUR"))
        #expect(catalog.sections[0].products[2].price == "2\u{202F}499,00 EUR")
        #expect(
            catalog.products.map(\.amount)
                == ["1299", "1849.99", "2499", "12.5", "12.5", "24.99", "1980", "300000", "10000", "1250"].map { Decimal(string: $0) })
        #expect(catalog.products.map(\.currency) == ["EUR", "USD", "EUR", "EUR", "USD", "GBP", "JPY", "EUR", "EUR", "CHF"])
    }

    @Test("summary: counts and per-currency totals")
    func summary() throws {
        let mapper = CatalogMapper()
        #expect(
            mapper.summarize(try mapper.map(contentsOfFile: Self.sample).model) == [
                "sections: 3", "products: 10", "total CHF: 1250 (1 product)", "total EUR: 313810.5 (5 products)",
                "total GBP: 24.99 (1 product)", "total JPY: 1980 (1 product)", "total USD: 1862.49 (2 products)",
            ])
        let odd = ProductCatalog(sections: [
            CatalogSection(name: "x", products: [Product(name: "a", code: "1", price: "12", amount: 12), Product(name: "b", code: "2", price: "?")])
        ])
        #expect(mapper.summarize(odd) == ["sections: 1", "products: 2", "total without currency: 12 (1 product)", "unreadable prices: 1 product"])
    }

    @Test("csv: one row per product, quoted where needed")
    func csv() throws {
        let mapper = CatalogMapper()
        #expect(mapper.formats == ["csv", "xml"])
        let bytes = try #require(try mapper.render(try mapper.map(contentsOfFile: Self.sample).model, as: "csv"))
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 12 && lines.last == "")
        #expect(lines[0] == "category,code,name,price,amount,currency")
        #expect(lines[1] == #"Laptops,LT-1401,"Aero 14 Ultrabook, 16 GB","1.299,00 €",1299,EUR"#)
        #expect(lines[3] == "Laptops,LT-1703,\"Forge 17 Studio \"\"Pro\"\"\",\"2\u{202F}499,00 EUR\",2499,EUR")
        #expect(lines[8] == #"Data centre,DC-4200,"Edge rack 42U, configured",30 0000€,300000,EUR"#)
        #expect(try mapper.render(ProductCatalog(), as: "geojson") == nil)
    }

    @Test("xml: the catalog back as a product list, in the grammar's order, that maps strictly to the same catalog")
    func xml() throws {
        let mapper = CatalogMapper()
        let catalog = try mapper.map(contentsOfFile: Self.sample).model
        let bytes = try #require(try mapper.render(catalog, as: "xml"))
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.hasPrefix(#"<?xml version="1.0" encoding="UTF-8"?>"# + "\n<list>\n  <category val=\"Laptops\">\n    <product>\n"))
        #expect(text.contains("      <price>1.299,00 €</price>\n      <code>LT-1401</code>\n      <name>Aero 14 Ultrabook, 16 GB</name>\n"))
        #expect(text.contains(#"<name>Forge 17 Studio "Pro"</name>"#))
        let again = try mapper.map(bytes, options: .strict)
        #expect(again.issues.isEmpty)
        #expect(again.model == catalog)
        // A product outside any category comes out in a category with an empty name.
        let loose = try mapper.map(Array("<list><product><price>1 €</price><code>c</code><name>n &amp; m</name></product></list>".utf8)).model
        let written = try #require(try mapper.render(loose, as: "xml"))
        #expect(String(decoding: written, as: UTF8.self).contains(#"<category val="">"#))
        #expect(try mapper.map(written).model == loose)
    }

    @Test("a registry picks the catalog mapper for <list> and the generic one for other roots")
    func registry() throws {
        let registry = XMLMapperRegistry([CatalogMapper(), GenericMapper()], fallbackName: "generic")
        let catalog = try registry.map(
            Array("<list><category val='A'><product><price>1 €</price><code>c</code><name>n</name></product></category></list>".utf8))
        #expect(catalog.mapperName == "catalog")
        #expect((catalog.result.model as? ProductCatalog)?.products.first?.amount == 1)
        let other = try registry.map(Array("<shop><item>1</item></shop>".utf8))
        #expect(other.mapperName == "generic")
        #expect((other.result.model as? GenericDocument)?.value == ["shop": ["item": "1"]])
    }

    @Test("the model encodes as JSON with exact amounts")
    func encoding() throws {
        let catalog = ProductCatalog(sections: [
            CatalogSection(name: "A", products: [Product(name: "n", code: "c", price: "$0.10", amount: Decimal(string: "0.1"), currency: "USD")])
        ])
        let json = String(decoding: try JSONEncoder().encode(catalog), as: UTF8.self)
        #expect(json.contains(#""amount":0.1"#))
        #expect(try JSONDecoder().decode(ProductCatalog.self, from: Data(json.utf8)) == catalog)
    }
}
