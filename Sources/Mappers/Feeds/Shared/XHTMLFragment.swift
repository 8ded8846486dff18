import XMLMapKit
import XMLMapOutput

/// XHTML markup as ``MarkupWriter`` keeps it (an item's `xhtml:body`), read back into the
/// elements and text it holds so that it can be written as XML again, inside an element of
/// the feed, and read back the same.
///
/// Only a fragment whose elements are all XHTML (written without a prefix, as the markup
/// keeps them) can be: the markup keeps no namespace declarations, so an element with a
/// prefix has lost its namespace.
struct XHTMLFragment {
    /// An element's start, its end, or text, in document order.
    enum Part {
        /// A start tag: the element's local name, its attributes, and whether it was an
        /// empty-element tag (`<br />`, which the markup keeps apart from `<p></p>`).
        case start(localName: String, attributes: [Attribute], isEmptyElementTag: Bool)
        /// The end of the innermost element started.
        case end
        /// Text, unescaped.
        case text(String)
    }

    /// An attribute as read: its name as written (`class`, `xml:lang`: the markup keeps no
    /// namespace declaration, so no other prefix can be bound) and its value, unescaped.
    struct Attribute {
        /// The qualified name.
        var name: String
        /// The value.
        var value: String
    }

    /// The parts, in document order.
    let parts: [Part]

    /// The fragment `markup` holds, or `nil` when it is not well-formed XML or has an
    /// element outside the XHTML namespace.
    init?(_ markup: String) {
        var parser = XMLPushParser(handler: PartReader())
        do {
            try parser.feed(Array(#"<div xmlns="http://www.w3.org/1999/xhtml">"#.utf8))
            try parser.feed(Array(markup.utf8))
            try parser.feed(Array("</div>".utf8))
            _ = try parser.finish()
        } catch {
            return nil
        }
        let reader = parser.handler
        guard reader.isXHTML else { return nil }
        parts = reader.parts
    }

    /// Collects the parts inside the wrapping element.
    private struct PartReader: XMLEventHandler {
        /// The parts read so far.
        var parts: [Part] = []
        /// Whether every element is in the XHTML namespace.
        var isXHTML = true
        /// How many elements are open, the wrapping one included.
        private var depth = 0

        /// Keeps a start tag inside the wrapping element, its namespace declarations left out.
        mutating func startElement(_ element: XMLStartElement, context: XMLEventContext) {
            depth += 1
            guard depth > 1 else { return }
            isXHTML = isXHTML && element.name.namespaceURI.equals("http://www.w3.org/1999/xhtml")
            let attributes = element.attributes.compactMap { attribute -> Attribute? in
                guard !attribute.name.namespaceURI.equals("http://www.w3.org/2000/xmlns/") else { return nil }
                return Attribute(name: attribute.name.qualifiedName.string, value: attribute.value.string)
            }
            parts.append(.start(localName: element.name.localName.string, attributes: attributes, isEmptyElementTag: element.isEmptyElementTag))
        }

        /// Keeps an end tag inside the wrapping element.
        mutating func endElement(_ element: XMLEndElement, context: XMLEventContext) {
            depth -= 1
            if depth > 0 { parts.append(.end) }
        }

        /// Keeps text inside the wrapping element.
        mutating func text(_ text: XMLText, context: XMLEventContext) {
            guard depth > 0 else { return }
            parts.append(.text(text.bytes.string))
        }
    }
}

extension XMLWriter {
    /// Writes `fragment` into the element just started, as it was read: elements in the XHTML
    /// namespace, attributes as named, `<p></p>` kept apart from `<br/>`, and no
    /// white space added (its text is the markup's).
    mutating func write(_ fragment: XHTMLFragment) throws {
        try startText()
        var previous: XHTMLFragment.Part?
        for part in fragment.parts {
            switch part {
            case .start(let localName, let attributes, _):
                try startElement(localName, namespaceURI: FeedNamespace.xhtml.uri)
                for attribute in attributes { try self.attribute(attribute.name, attribute.value) }
            case .end:
                if case .start(_, _, isEmptyElementTag: false) = previous { try startText() }
                try endElement()
            case .text(let text):
                try self.text(text)
            }
            previous = part
        }
    }
}
