#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import XMLMapKit
import XMLMapOutput

/// One `<product>`: its name, code and price as written, and the price read as an exact
/// amount and an ISO 4217 currency code where the text allows it.
public struct Product: Sendable, Hashable, Codable {
    /// The `<name>` text, trimmed.
    public var name: String
    /// The `<code>` text, trimmed.
    public var code: String
    /// The `<price>` text as written (trimmed), like `1.234,50 €`.
    public var price: String
    /// The price's amount, exact (`1234.5`); `nil` when the price could not be read.
    public var amount: Decimal?
    /// The ISO 4217 code of the price's currency (`EUR`), or `nil` when the price names none
    /// or could not be read.
    public var currency: String?

    /// An empty product, which decoding fills.
    public init() {
        self.init(name: "", code: "", price: "")
    }

    /// Creates a product from its fields, with the amount and currency already read.
    public init(name: String, code: String, price: String, amount: Decimal? = nil, currency: String? = nil) {
        self.name = name
        self.code = code
        self.price = price
        self.amount = amount
        self.currency = currency
    }
}

extension Product: ModelShape {
    /// States `name`, `code`, `price`, `amount` (its exact digits), `currency`.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("name", &name)
        visitor.member("code", &code)
        visitor.member("price", &price)
        visitor.member("amount", &amount)
        visitor.member("currency", &currency)
    }
}
