import XMLMapKit
import XMLMapOutput

/// An item's full content: `content:encoded`, else an inline `xhtml:body` or the
/// non-standard `<fullitem>`.
public struct RSSContent: Codable, Sendable, Equatable {
    /// The content: HTML (escaped, or naked markup kept as markup), or the XHTML markup inside
    /// `xhtml:body`; sanitized unless ``XMLMappingOptions/keepsRawHTML`` is set.
    public var value: String
    /// The media type: `text/html`, or `application/xhtml+xml` for `xhtml:body`.
    public var type: String
    /// The language in effect at the element (`xml:lang` on it or on an ancestor), when one is set.
    public var language: String?
    /// The base URI in effect at the element (the document's address under any `xml:base`), which
    /// the relative links inside ``value`` were resolved against (or, with
    /// ``XMLMappingOptions/keepsRawHTML``, are to be resolved against) when an `xml:base`
    /// made it differ from the document's own address (``XMLMappingOptions/baseURI``); `nil` otherwise.
    public var base: String?

    /// An empty content, which decoding fills.
    public init() {
        self.init(value: "")
    }

    /// Creates content.
    public init(value: String, type: String = "text/html", language: String? = nil, base: String? = nil) {
        self.value = value
        self.type = type
        self.language = language
        self.base = base
    }
}

extension RSSContent: ModelShape {
    /// States `value`, `type`, `language`, `base`.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("value", &value)
        visitor.member("type", &type)
        visitor.member("language", &language)
        visitor.member("base", &base)
    }
}
