import XMLMapKit

extension XMLScope {
    /// The base URI when it is absolute (it has a scheme): what a model keeps as the base of an
    /// HTML value. A relative base (an `xml:base` in a document without an address) resolves
    /// nothing to an address, so it is not kept.
    var absoluteBase: String? {
        guard let base, base.scheme != nil else { return nil }
        return base.absoluteString
    }
}
