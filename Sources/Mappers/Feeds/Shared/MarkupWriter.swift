import XMLMapKit

/// Writes XML events back as markup, for values that hold HTML: Atom's XHTML kept as markup,
/// and the stray elements of Atom text constructs and of RSS descriptions (naked HTML)
/// kept rather than dropped.
///
/// Declarations of the XHTML namespace and `xml:base` are left out (the markup is a fragment
/// read without them), other namespace declarations (SVG's, MathML's, XLink's) kept where they
/// are; elements in the XHTML namespace are written without their prefix; `href` and `src`
/// are resolved against the base in effect; empty-element tags are written `<br />`.
struct MarkupWriter {
    /// The markup written so far.
    private(set) var bytes: [UInt8] = []
    /// Whether the last start tag was an empty-element tag, whose end has nothing to write.
    private var closedEmpty = false

    /// What was written, as ``FeedValue/text(_:)`` reads it (`nil` when only white space).
    var trimmedString: String? {
        bytes.withUnsafeBytes(FeedValue.text)
    }

    /// Whether nothing but white space was written.
    var isBlank: Bool { bytes.allSatisfy(XMLBytes.isWhitespace) }

    /// Forgets what was written.
    mutating func reset() { bytes.removeAll(keepingCapacity: true) }

    /// Writes a start tag.
    mutating func start(_ element: XMLStartElement, scope: XMLScope) {
        bytes.append(UInt8(ascii: "<"))
        append(name: element.name)
        for attribute in element.attributes {
            let name = attribute.name
            let isXHTMLDeclaration =
                name.namespaceURI.equals("http://www.w3.org/2000/xmlns/") && attribute.value.equals("http://www.w3.org/1999/xhtml")
            if isXHTMLDeclaration || name.matches("base", namespaceURI: XMLScope.xmlNamespace) {
                continue
            }
            bytes.append(0x20)
            bytes += name.qualifiedName.buffer
            bytes += Array("=\"".utf8)
            if scope.base != nil, name.namespaceURI.isEmpty, name.localName.equals("href") || name.localName.equals("src") {
                escape(Array(scope.resolve(attribute.value.string).utf8)[...], quotes: true)
            } else {
                escape(attribute.value.buffer, quotes: true)
            }
            bytes.append(UInt8(ascii: "\""))
        }
        closedEmpty = element.isEmptyElementTag
        bytes += Array((closedEmpty ? " />" : ">").utf8)
    }

    /// Writes an end tag (nothing after an empty-element tag).
    mutating func end(_ element: XMLEndElement) {
        if closedEmpty {
            closedEmpty = false
            return
        }
        bytes += Array("</".utf8)
        append(name: element.name)
        bytes.append(UInt8(ascii: ">"))
    }

    /// Writes text: escaped (`&`, `<`, `>`) when `escaped`, as it is otherwise (escaped HTML,
    /// which once unescaped is the markup itself).
    mutating func text(_ text: XMLBytes, escaped: Bool) {
        closedEmpty = false
        if escaped {
            escape(text.buffer, quotes: false)
        } else {
            bytes += text.buffer
        }
    }

    private mutating func append(name: XMLName) {
        bytes += name.namespaceURI.equals("http://www.w3.org/1999/xhtml") ? name.localName.buffer : name.qualifiedName.buffer
    }

    private mutating func escape<Bytes: Sequence<UInt8>>(_ text: Bytes, quotes: Bool) {
        for byte in text {
            switch byte {
            case UInt8(ascii: "&"): bytes += Array("&amp;".utf8)
            case UInt8(ascii: "<"): bytes += Array("&lt;".utf8)
            case UInt8(ascii: ">"): bytes += Array("&gt;".utf8)
            case UInt8(ascii: "\"") where quotes: bytes += Array("&quot;".utf8)
            default: bytes.append(byte)
            }
        }
    }
}
