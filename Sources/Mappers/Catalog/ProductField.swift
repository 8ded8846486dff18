import XMLMapKit

/// A child element of `<product>`, in the grammar's order: `Product ::= Price Code Name`.
enum ProductField: Int, CaseIterable {
    case price, code, name

    /// The field whose element is `name`, if any.
    init?(_ name: XMLName) {
        guard name.namespaceURI.isEmpty else { return nil }
        if name.localName.equals("price") {
            self = .price
        } else if name.localName.equals("code") {
            self = .code
        } else if name.localName.equals("name") {
            self = .name
        } else {
            return nil
        }
    }

    /// The element's name.
    var elementName: String {
        switch self {
        case .price: "price"
        case .code: "code"
        case .name: "name"
        }
    }

    /// The field's name in issues, like `product.price`.
    var issueField: String { "product.\(elementName)" }
}
