import XMLMapKit
import XMLMapOutput

/// An Atom text construct (`title`, `subtitle`, `rights`, `summary`): plain text, escaped
/// HTML, or inline XHTML.
public struct AtomTextConstruct: Codable, Sendable, Equatable {
    /// How ``value`` is to be read.
    public enum Kind: String, ModelMemberValue, Sendable {
        /// Plain text.
        case text
        /// HTML markup, unescaped from the XML.
        case html
        /// XHTML markup, as written inside the construct's `div` (which is not part of it).
        case xhtml
    }

    /// How ``value`` is to be read.
    public var type: Kind
    /// The text, or the markup for `html` and `xhtml` (trimmed; sanitized unless
    /// ``XMLMappingOptions/keepsRawHTML`` is set).
    public var value: String
    /// The language declared on the construct itself (`xml:lang`), when it has one.
    public var language: String?
    /// For `html` and `xhtml`: the base URI in effect at the construct (the document's address
    /// under any `xml:base`), which the relative links inside ``value`` were resolved against (or,
    /// with ``XMLMappingOptions/keepsRawHTML``, are to be resolved against) when an `xml:base`
    /// made it differ from the document's own address (``XMLMappingOptions/baseURI``); `nil` otherwise.
    public var base: String?

    /// An empty text, which decoding fills.
    public init() {
        self.init(value: "")
    }

    /// Creates a text construct.
    public init(type: Kind = .text, value: String, language: String? = nil, base: String? = nil) {
        self.type = type
        self.value = value
        self.language = language
        self.base = base
    }

    /// The construct from the content of a text-construct element.
    init(_ content: AtomContent) {
        self.init(type: Kind(rawValue: content.type) ?? .text, value: content.value ?? "", language: content.language, base: content.base)
    }
}

extension AtomTextConstruct: ModelShape {
    /// States `type`, `value`, `language`, `base`.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("type", &type)
        visitor.member("value", &value)
        visitor.member("language", &language)
        visitor.member("base", &base)
    }
}
