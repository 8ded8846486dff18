import XMLMapKit

/// Maps one `<product>`: `Product ::= <product>Price Code Name</product>`.
///
/// Strict mode enforces the grammar's order and the first problem is the error. Lenient mode
/// takes the three fields in any order and records an issue for each one missing, repeated or
/// empty, for an unreadable price, and for anything else inside the product.
struct ProductHandler: XMLElementHandler {
    private var values: [String?] = Array(repeating: nil, count: ProductField.allCases.count)
    private var parsedPrice: ParsedPrice?
    /// The field whose element is open.
    private var open: ProductField?

    /// Collects the text of `price`, `code` and `name`; reports anything else, markup inside
    /// a field included.
    mutating func startElement(_ element: XMLStartElement, context: XMLHandlerContext) throws -> XMLDescent {
        guard open == nil, let field = ProductField(element.name) else {
            let place = open?.issueField ?? "product"
            try context.reportIssue(field: place, "unexpected element <\(element.name.qualifiedName.string)>")
            return .skip
        }
        if values[field.rawValue] != nil {
            try context.reportIssue(field: field.issueField, "repeated; the first one is kept")
            return .skip
        }
        if context.isStrict, let expected = ProductField.allCases.first(where: { values[$0.rawValue] == nil }), expected != field {
            try context.reportIssue(field: expected.issueField, "expected <\(expected.elementName)>, found <\(field.elementName)>")
        }
        open = field
        return .collectText
    }

    /// Reports text that is not white space directly inside the product.
    mutating func text(_ text: XMLText, context: XMLHandlerContext) throws {
        if open == nil, !text.isWhitespace {
            try context.reportIssue(field: "product", "unexpected text")
        }
    }

    /// Stores a field's text, trimmed, and reads the price.
    mutating func endElement(_ element: XMLEndElement, text: XMLBytes, context: XMLHandlerContext) throws {
        guard let field = open else { return }
        open = nil
        let value = CatalogText.trimmed(text)
        values[field.rawValue] = value
        if value.isEmpty {
            try context.reportIssue(field: field.issueField, "empty")
        } else if field == .price {
            parsedPrice = PriceParser.parse(value)
            if parsedPrice == nil { try context.reportIssue(field: field.issueField, "unreadable price '\(value)'") }
        }
    }

    /// Reports the missing fields (unless the document broke off inside the product) and
    /// returns the product.
    mutating func finish(context: XMLHandlerContext) throws -> Product {
        for field in ProductField.allCases where values[field.rawValue] == nil && !context.isEndingEarly {
            try context.reportIssue(field: field.issueField, "missing")
        }
        return Product(
            name: values[ProductField.name.rawValue] ?? "", code: values[ProductField.code.rawValue] ?? "",
            price: values[ProductField.price.rawValue] ?? "", amount: parsedPrice?.amount, currency: parsedPrice?.currency)
    }
}
