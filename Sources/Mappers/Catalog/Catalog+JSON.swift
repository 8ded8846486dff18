#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import XMLMapKit

// The catalog models' JSON, written directly: keys in the models' order, as their `Encodable`
// conformances give it through `JSONWriter.encode(_:)`.

extension ProductCatalog: JSONObjectWritable {
    /// Writes the `sections`.
    public func writeMembers(to json: inout JSONWriter) {
        json.members("sections", sections)
    }
}

extension CatalogSection: JSONObjectWritable {
    /// Writes `name` and the `products`.
    public func writeMembers(to json: inout JSONWriter) {
        json.member("name", name)
        json.members("products", products)
    }
}

extension CatalogProductRecord: JSONObjectWritable {
    /// Writes `category` and the `product`.
    public func writeMembers(to json: inout JSONWriter) {
        json.member("category", category)
        json.member("product", product)
    }
}

extension Product: JSONObjectWritable {
    /// Writes `name`, `code`, `price`, `amount` (its exact digits), `currency`.
    public func writeMembers(to json: inout JSONWriter) {
        json.member("name", name)
        json.member("code", code)
        json.member("price", price)
        if let amount {
            json.key("amount")
            json.rawNumber(amount.description)
        }
        json.member("currency", currency)
    }
}
