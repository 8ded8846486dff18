import XMLMapKit

/// Maps an Atom text construct (`title`, `subtitle`, `rights`, `summary`) or an entry's
/// `content` to an ``AtomContent``.
///
/// Atom 1.0: `type` is `text` (the default), `html` or `xhtml`; XHTML's wrapping `div` is
/// dropped and its content kept as markup. A media type may be given too: XML types are kept
/// as markup, `text/*` as text, others are base64 and decoded. `xml:lang` in scope (inherited
/// from ancestors, empty meaning none) is kept as the construct's language. Atom 0.3: `type` is a
/// media type (`text/plain` by default) and `mode` says how it is written: `xml` (inline,
/// the default), `escaped`, or `base64` (decoded here). A text construct of another type is
/// reported and read as text.
struct AtomTextHandler: XMLElementHandler {
    /// How the element's content is written.
    private enum Encoding {
        /// Text, or escaped HTML: the characters are the value.
        case characters
        /// Inline markup: the characters are text within it, escaped when written back.
        case markup
        /// Base64 (Atom 0.3).
        case base64
    }

    private let scope: XMLScope
    private let isAtom03: Bool
    private let isContent: Bool
    private var content = AtomContent(value: nil)
    private var encoding = Encoding.characters
    /// Whether an Atom 1.0 XHTML `div` is to be dropped: until its start, text is white space.
    private var unwrapsDiv = false
    /// The depth of open elements inside the construct, each with its scope.
    private var scopes: [XMLScope] = []
    /// Whether the dropped `div` is open.
    private var inDiv = false
    private var markup = MarkupWriter()

    /// A handler for an element whose scope (`xml:base`, `xml:lang` in effect inside it) is
    /// `scope`.
    init(scope: XMLScope, isAtom03: Bool, isContent: Bool) {
        self.scope = scope
        self.isAtom03 = isAtom03
        self.isContent = isContent
    }

    /// Reads `type`, `mode`, `src` and `xml:lang`.
    mutating func begin(_ element: XMLStartElement, context: XMLHandlerContext) throws {
        content.language = scope.language
        let declared = FeedValue.attribute(element, "type")?.lowercased()
        let type = isAtom03 ? declared ?? "text/plain" : declared ?? "text"
        switch type {
        case "text", "text/plain":
            content.type = "text"
        case "html", "text/html":
            content.type = "html"
        case "xhtml", "application/xhtml+xml":
            content.type = "xhtml"
            encoding = .markup
            unwrapsDiv = !isAtom03
        default:
            if type.contains("/") {
                // A media type: XML kept as markup, text as text, anything else is base64
                // (RFC 4287 §4.1.3.3), which feedparser decodes in text constructs too.
                content.type = type
                if type.hasSuffix("+xml") || type.hasSuffix("/xml") {
                    encoding = .markup
                } else {
                    encoding = type.hasPrefix("text/") ? .characters : .base64
                }
            } else {
                try context.reportIssue(field: element.name.localName.string + "@type", "unknown type '\(type)', read as text")
            }
        }
        if isAtom03 {
            switch FeedValue.attribute(element, "mode")?.lowercased() {
            case "escaped"?: encoding = .characters
            case "base64"?: encoding = .base64
            default: break
            }
        }
        if isContent, let src = FeedValue.attribute(element, "src") { content.src = scope.resolve(src) }
    }

    /// Writes a nested element back as markup (or drops the XHTML `div`).
    mutating func startElement(_ element: XMLStartElement, context: XMLHandlerContext) -> XMLDescent {
        let inner = (scopes.last ?? scope).entering(element)
        scopes.append(inner)
        if unwrapsDiv, scopes.count == 1, markup.isBlank, element.name.matches("div", namespaceURI: "http://www.w3.org/1999/xhtml") {
            unwrapsDiv = false
            inDiv = true
            markup.reset()
        } else {
            markup.start(element, scope: inner)
        }
        return .handle
    }

    /// Writes text.
    mutating func text(_ text: XMLText, context: XMLHandlerContext) {
        markup.text(text.bytes, escaped: encoding == .markup)
    }

    /// Writes an end tag (not the dropped `div`'s).
    mutating func endElement(_ element: XMLEndElement, text: XMLBytes, context: XMLHandlerContext) {
        if scopes.count == 1 && inDiv {
            inDiv = false
        } else {
            markup.end(element)
        }
        scopes.removeLast()
    }

    /// The content, trimmed; base64 decoded; HTML and XHTML sanitized (unless raw HTML is kept),
    /// with the base their links resolve against.
    func finish(context: XMLHandlerContext) throws -> AtomContent {
        var content = self.content
        let bytes = markup.bytes
        if encoding == .base64 {
            // Content given by reference (`src`) has no inline data to decode.
            if content.src != nil && markup.trimmedString == nil { return content }
            guard let decoded = Base64.decode(bytes) else {
                try context.reportIssue(field: "content", "not valid base64")
                return content
            }
            content.value = String(FeedValue.trim(String(decoding: decoded, as: UTF8.self)))
        } else if let text = markup.trimmedString {
            content.value = text
        } else if content.src == nil {
            content.value = ""
        }
        if content.type == "html" || content.type == "xhtml" {
            content.base = scope.keptBase(context.options)
            content.value = content.value.map { context.options.keptHTML($0, in: scope, isXHTML: content.type == "xhtml") }
        }
        return content
    }
}
