import XMLMapKit
import XMLMapOutput

/// A link to more information: GPX 1.1's `<link href="…"><text/><type/></link>`, or GPX 1.0's
/// `<url>` and `<urlname>`.
public struct GPXLink: Sendable, Equatable {
    /// The `href` attribute (GPX 1.0: `<url>`).
    public var href: String
    /// `<text>`: the text of the link (GPX 1.0: `<urlname>`).
    public var text: String?
    /// `<type>`: the MIME type of the content.
    public var type: String?

    /// An empty link, which decoding fills.
    public init() {
        self.init(href: "")
    }

    /// Creates a link.
    public init(href: String, text: String? = nil, type: String? = nil) {
        self.href = href
        self.text = text
        self.type = type
    }
}

extension GPXLink: ModelShape {
    /// The members, in order, with GPX's names as keys.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("href", &href)
        visitor.member("text", &text)
        visitor.member("type", &type)
    }
}
