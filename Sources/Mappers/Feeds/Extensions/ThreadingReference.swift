import XMLMapKit
import XMLMapOutput

/// What an entry or item replies to (`<thr:in-reply-to ref href type source>`, RFC 4685 §3).
public struct ThreadingReference: Codable, Sendable, Equatable, FeedLeafValue {
    /// The identifier of the resource replied to, compared as an Atom `id` is (not resolved).
    public var ref: String = ""
    /// Where the resource replied to can be found, resolved against `xml:base`.
    public var href: String?
    /// The media type of ``href``.
    public var type: String?
    /// The feed the resource replied to comes from, resolved against `xml:base`.
    public var source: String?

    /// Creates a reference.
    public init(ref: String, href: String? = nil, type: String? = nil, source: String? = nil) {
        self.ref = ref
        self.href = href
        self.type = type
        self.source = source
    }

    /// An empty value, which reading and decoding fill.
    public init() {}

    /// Reads `ref`, `href`, `type` and `source`; a reference without `ref`, which RFC 4685
    /// requires, is reported and kept.
    mutating func read(_ element: XMLStartElement, context: XMLHandlerContext) throws {
        ref = FeedValue.attribute(element, "ref") ?? ""
        href = FeedValue.attribute(element, "href")
        type = FeedValue.attribute(element, "type")
        source = FeedValue.attribute(element, "source")
        if ref.isEmpty { try context.reportIssue(field: "in-reply-to@ref", "missing") }
    }

    /// The element's text means nothing.
    mutating func read(text: XMLBytes, context: XMLHandlerContext) {}

    /// The reference with ``href`` and ``source`` resolved in `scope`.
    func resolved(in scope: XMLScope) -> ThreadingReference {
        var reference = self
        reference.href = href.map(scope.resolve)
        reference.source = source.map(scope.resolve)
        return reference
    }
}

extension ThreadingReference: ModelShape {
    /// States `ref`, `href`, `type`, `source`.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("ref", &ref)
        visitor.member("href", &href)
        visitor.member("type", &type)
        visitor.member("source", &source)
    }
}
