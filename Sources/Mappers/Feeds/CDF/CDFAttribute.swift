import XMLMapKit

/// The attributes of CDF's `CHANNEL`, `ITEM` and `A` the `cdf` mapper reads, found in no
/// namespace whatever their letter case (`HREF`, `href`), as CDF readers do.
enum CDFAttribute {
    /// `HREF`: the address of the page a channel or an item stands for.
    case href
    /// `LASTMOD`: when that page last changed.
    case lastModified
    /// `BASE`: the base URI of the relative addresses inside a channel.
    case base

    /// The name, in lower case.
    private var name: StaticString {
        switch self {
        case .href: "href"
        case .lastModified: "lastmod"
        case .base: "base"
        }
    }

    /// The attribute's value on `element`, if it has the attribute.
    func value(in element: XMLStartElement) -> XMLBytes? {
        let name = UnsafeRawBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
        for attribute in element.attributes where attribute.name.namespaceURI.isEmpty {
            if ASCIIBytes.equalsIgnoringCase(attribute.name.localName.buffer, name) { return attribute.value }
        }
        return nil
    }
}
