import XMLMapKit
import XMLMapOutput

/// An entry's content (`<content>`): inline text, HTML, XHTML or other XML, base64 data, or a
/// reference to content elsewhere (`src`).
public struct AtomContent: Codable, Sendable, Equatable {
    /// `text`, `html`, `xhtml`, or a media type (`image/png`, `application/rss+xml`).
    public var type: String
    /// The content: text, the markup for `html`, `xhtml` and XML media types, the base64 text
    /// as written for other media types; `nil` when the content is at ``src``. `html` and `xhtml`
    /// are sanitized unless ``XMLMappingOptions/keepsRawHTML`` is set.
    public var value: String?
    /// Where the content is, when it is not inline (resolved against `xml:base`).
    public var src: String?
    /// The language declared on the element itself (`xml:lang`), when it has one.
    public var language: String?
    /// For `html` and `xhtml`: the base URI in effect at the element (the document's address under
    /// any `xml:base`), which the relative links inside ``value`` were resolved against (or, with
    /// ``XMLMappingOptions/keepsRawHTML``, are to be resolved against) when an `xml:base`
    /// made it differ from the document's own address (``XMLMappingOptions/baseURI``); `nil` otherwise.
    public var base: String?

    /// An empty content, which decoding fills.
    public init() {
        self.init(value: nil)
    }

    /// Creates content.
    public init(type: String = "text", value: String?, src: String? = nil, language: String? = nil, base: String? = nil) {
        self.type = type
        self.value = value
        self.src = src
        self.language = language
        self.base = base
    }
}

extension AtomContent: ModelShape {
    /// States `type`, `value`, `src`, `language`, `base`.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("type", &type)
        visitor.member("value", &value)
        visitor.member("src", &src)
        visitor.member("language", &language)
        visitor.member("base", &base)
    }
}
