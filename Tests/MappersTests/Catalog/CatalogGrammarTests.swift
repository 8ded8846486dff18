import Foundation
import Testing
import XMLMapKit

@testable import Mappers

/// The grammar `List ::= <list>Category+</list>`, `Category ::= <category val="String">Product+</category>`,
/// `Product ::= <product>Price Code Name</product>`: every violation is an error with its line
/// and column in strict mode, and an issue in lenient mode.
@Suite("Catalog grammar")
struct CatalogGrammarTests {
    /// The issues of a lenient mapping, as `LINE:COLUMN: warning: FIELD: MESSAGE`.
    /// The issues of a lenient mapping, as `LINE:COLUMN: warning: FIELD: MESSAGE`, without the
    /// path (the tests that show the path use `description`).
    private func issues(_ xml: String) throws -> [String] {
        try CatalogMapper().map(Array(xml.utf8)).issues.map { "\($0.location.line):\($0.location.column): warning: \($0.field): \($0.message)" }
    }

    /// The error of a strict mapping, as `LINE:COLUMN: error: MESSAGE`, without the path.
    private func strictError(_ xml: String) -> String? {
        do {
            _ = try CatalogMapper().map(Array(xml.utf8), options: .strict)
            return nil
        } catch {
            #expect(error.code == .invalidValue)
            return "\(error.location): error: \(error.message)"
        }
    }

    @Test("a product outside a category: an issue, and kept in an unnamed section")
    func productOutsideCategory() throws {
        let xml = """
            <list>
              <product><price>5 €</price><code>X-1</code><name>Loose</name></product>
              <category val="A">
                <product><price>1 €</price><code>A-1</code><name>One</name></product>
              </category>
              <product><price>6 €</price><code>X-2</code><name>Loose 2</name></product>
              <product><price>7 €</price><code>X-3</code><name>Loose 3</name></product>
            </list>
            """
        let result = try CatalogMapper().map(Array(xml.utf8))
        #expect(
            result.issues.map(\.description) == [
                "2:3: warning: product: outside a category (at /list/product)",
                "6:3: warning: product: outside a category (at /list/product[2])",
                "7:3: warning: product: outside a category (at /list/product[3])",
            ])
        #expect(result.issues.first?.elementPath == "/list/product")
        #expect(result.model.sections.map(\.name) == ["", "A", ""])
        #expect(result.model.sections.map { $0.products.map(\.code) } == [["X-1"], ["A-1"], ["X-2", "X-3"]])
        #expect(strictError(xml) == "2:3: error: product: outside a category")
    }

    @Test("a category without val, or with an empty one")
    func categoryWithoutVal() throws {
        let xml = """
            <list>
              <category>
                <product><price>1 €</price><code>A-1</code><name>One</name></product>
              </category>
              <category val="">
                <product><price>2 €</price><code>B-1</code><name>Two</name></product>
              </category>
            </list>
            """
        #expect(try issues(xml) == ["2:3: warning: category.val: missing", "5:3: warning: category.val: empty"])
        #expect(try CatalogMapper().map(Array(xml.utf8)).model.products.map(\.code) == ["A-1", "B-1"])
        #expect(strictError(xml) == "2:3: error: category.val: missing")
    }

    @Test("missing fields: reported at the product's end in lenient mode")
    func missingFieldsLenient() throws {
        let xml = """
            <list><category val="A">
            <product><price>1 €</price><code>A-1</code></product>
            <product><code>A-2</code><name>Two</name></product>
            <product/>
            </category></list>
            """
        #expect(
            try issues(xml) == [
                "2:44: warning: product.name: missing", "3:42: warning: product.price: missing",
                "4:1: warning: product.price: missing", "4:1: warning: product.code: missing", "4:1: warning: product.name: missing",
            ])
        let products = try CatalogMapper().map(Array(xml.utf8)).model.products
        #expect(products.map(\.code) == ["A-1", "A-2", ""])
        #expect(products[1].amount == nil && products[1].price == "")
    }

    @Test("missing fields in strict mode: at the element found instead, or at the product's end")
    func missingFieldsStrict() {
        #expect(
            strictError("<list><category val='A'>\n<product><code>A-2</code><name>Two</name></product></category></list>")
                == "2:10: error: product.price: expected <price>, found <code>")
        #expect(
            strictError("<list><category val='A'>\n<product><price>1 €</price><code>A-1</code></product></category></list>")
                == "2:44: error: product.name: missing")
        #expect(strictError("<list><category val='A'>\n  <product/></category></list>") == "2:3: error: product.price: missing")
    }

    @Test("field order: any order in lenient mode, the grammar's order in strict mode")
    func fieldOrder() throws {
        let xml = "<list><category val='A'><product><name>N</name><code>C</code><price>$2</price></product></category></list>"
        let result = try CatalogMapper().map(Array(xml.utf8))
        #expect(result.issues.isEmpty)
        #expect(result.model.products == [Product(name: "N", code: "C", price: "$2", amount: 2, currency: "USD")])
        #expect(strictError(xml) == "1:34: error: product.price: expected <price>, found <name>")
    }

    @Test("an unreadable price: amount nil and an issue at the price element")
    func unreadablePrice() throws {
        let xml = "<list><category val='A'>\n  <product><price>cheap</price><code>C</code><name>N</name></product></category></list>"
        let result = try CatalogMapper().map(Array(xml.utf8))
        #expect(result.issues.map(\.description) == ["2:12: warning: product.price: unreadable price 'cheap' (at /list/category/product/price)"])
        #expect(result.issues.first?.elementPath == "/list/category/product/price")
        #expect(result.model.products == [Product(name: "N", code: "C", price: "cheap")])
        #expect(strictError(xml) == "2:12: error: product.price: unreadable price 'cheap'")
    }

    @Test("repeated and empty fields, unexpected elements and text, empty containers")
    func otherViolations() throws {
        let xml = """
            <list>
              <category val="A">
                <product><price>1 €</price><code> </code><name>N</name><name>M</name><color>red</color>x</product>
                <note/>
              </category>
              <category val="B"/>
              <extra/>
              stray
            </list>
            """
        #expect(
            try issues(xml) == [
                "3:32: warning: product.code: empty", "3:60: warning: product.name: repeated; the first one is kept",
                "3:74: warning: product: unexpected element <color>", "3:92: warning: product: unexpected text",
                "4:5: warning: category: unexpected element <note>", "6:3: warning: category: no product",
                "7:3: warning: list: unexpected element <extra>", "7:11: warning: list: unexpected text",
            ])
        #expect(try CatalogMapper().map(Array(xml.utf8)).model.products.map(\.name) == ["N"])
        #expect(strictError(xml) == "3:32: error: product.code: empty")
    }

    @Test("markup inside a field is reported and left out of its text")
    func markupInField() throws {
        let xml = "<list><category val='A'><product><price>1 €</price><code>C<code>D</code></code><name>N <b>bold</b>!</name></product></category></list>"
        let result = try CatalogMapper().map(Array(xml.utf8))
        #expect(
            result.issues.map(\.description) == [
                "1:59: warning: product.code: unexpected element <code> (at /list/category/product/code/code)",
                "1:88: warning: product.name: unexpected element <b> (at /list/category/product/name/b)",
            ])
        #expect(result.model.products == [Product(name: "N !", code: "C", price: "1 €", amount: 1, currency: "EUR")])
    }

    @Test("a root other than <list>, or a list without categories")
    func wrongRoot() throws {
        #expect(try issues("<catalog/>") == ["1:1: warning: list: the root element is <catalog>, not <list>", "1:1: warning: list: no category"])
        #expect(strictError("<list>\n</list>") == "2:1: error: list: no category")
    }

    @Test("a document cut short keeps the products mapped before the cut, and the one it was cut in, reported")
    func truncated() throws {
        let xml = "<list><category val='A'><product><price>1 €</price><code>A</code><name>N</name></product><product><code>B</code><price>2"
        let result = try CatalogMapper().map(Array(xml.utf8))
        #expect(result.error?.code == .unexpectedEndOfInput)
        #expect(result.model.products.map(\.code) == ["A", "B"])
        #expect(result.issues.map(\.field) == ["product"])
    }
}
