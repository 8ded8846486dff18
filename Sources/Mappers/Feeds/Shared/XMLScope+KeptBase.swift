import XMLMapKit

extension XMLScope {
    /// The base a model keeps beside an HTML value, for whoever resolves its links again (raw
    /// HTML, ``XMLMappingOptions/keepsRawHTML``): the base when an `xml:base` made it differ from
    /// the document's own address (``XMLMappingOptions/baseURI``, which the caller knows), and
    /// when it is absolute (it has a scheme; a relative base, an `xml:base` in a document without
    /// an address, resolves nothing to an address). `nil` otherwise.
    func keptBase(_ options: XMLMappingOptions) -> String? {
        guard let base, base.scheme != nil else { return nil }
        let absolute = base.absoluteString
        return absolute == options.baseURI ? nil : absolute
    }
}
