import XMLMapKit
import XMLMapOutput

/// Writes markup that a feed model holds as text (what ``MarkupWriter`` wrote: Atom's XHTML
/// and inline XML content) back as elements, so that reading them again gives the same text.
///
/// The markup is parsed inside a wrapping element whose default namespace is the one it was
/// read in (``MarkupWriter`` writes XHTML elements without their prefix), and each element,
/// attribute and run of text is written as parsed: an element written `<a></a>` keeps its end
/// tag and one written `<a />` stays empty, and nothing is laid out. ``MarkupWriter`` leaves out
/// namespace declarations: a prefix used in the markup (`svg:svg`, `xlink:href`) is declared
/// where the markup starts, bound to the namespace a lenient parse gives a common feed prefix,
/// else to the one that prefix names in XHTML documents (SVG, XLink, MathML, RDF, Creative
/// Commons), else to `urn:x-undeclared-prefix:` followed by the prefix: the model holds no other.
/// Markup that cannot be read even so (a model made in code: `a < b` as XHTML) is written as
/// text, inside the wrapper.
struct MarkupFragment: XMLElementHandler {
    /// The namespaces XHTML documents use these prefixes for.
    static let knownNamespaces = [
        "svg": "http://www.w3.org/2000/svg",
        "xlink": "http://www.w3.org/1999/xlink",
        "math": "http://www.w3.org/1998/Math/MathML",
        "mml": "http://www.w3.org/1998/Math/MathML",
        "rdf": "http://www.w3.org/1999/02/22-rdf-syntax-ns#",
        "cc": "http://web.resource.org/cc/",
    ]

    /// The writer, moved into the handler while the markup is parsed and handed back by
    /// ``finish(context:)``.
    private var xml: XMLWriter

    private init(xml: XMLWriter) {
        self.xml = xml
    }

    /// Writes `markup` into the element whose start tag `xml` has just written: inside a
    /// `wrapper` element in the default namespace `namespaceURI` (the `div` of Atom's XHTML),
    /// or, without one, straight into it, its unprefixed elements in `namespaceURI` (`""`: none).
    static func write(_ markup: String, wrapper: String?, namespaceURI: String, to xml: inout XMLWriter) throws {
        let defaultNamespace = namespaceURI.isEmpty ? "" : " xmlns=\"\(namespaceURI)\""
        let prefixes = prefixes(of: markup, defaultNamespace)
        if wrapper == nil { try declare(prefixes ?? [], to: &xml) }
        try xml.startText()
        if let wrapper {
            try xml.startElement(wrapper, namespaceURI: namespaceURI)
            try declare(prefixes ?? [], to: &xml)
        }
        if let prefixes {
            let declarations = prefixes.map { " xmlns:\($0.prefix)=\"\($0.namespaceURI)\"" }.joined()
            xml = try MarkupFragment(xml: xml).map(wrapped(markup, defaultNamespace + declarations), options: .strict).model
        } else {
            try xml.text(markup)
        }
        if wrapper != nil { try xml.endElement() }
    }

    /// Writes a start tag and its attributes as parsed: a prefixed name with its prefix (in
    /// scope, declared where the markup starts), another in its namespace. An element that
    /// was not an empty-element tag keeps its end tag.
    mutating func startElement(_ element: XMLStartElement, context: XMLHandlerContext) throws -> XMLDescent {
        let name = element.name
        if name.prefix.isEmpty {
            try xml.startElement(name.localName.string, namespaceURI: name.namespaceURI.string)
        } else {
            try xml.startElement(name.qualifiedName.string)
        }
        for attribute in element.attributes where !attribute.name.namespaceURI.equals("http://www.w3.org/2000/xmlns/") {
            try xml.attribute(attribute.name.qualifiedName.string, attribute.value.string)
        }
        if !element.isEmptyElementTag { try xml.startText() }
        return .handle
    }

    /// Writes text.
    mutating func text(_ text: XMLText, context: XMLHandlerContext) throws {
        try xml.text(text.bytes.string)
    }

    /// Writes an end tag.
    mutating func endElement(_ element: XMLEndElement, text: XMLBytes, context: XMLHandlerContext) throws {
        try xml.endElement()
    }

    /// Hands the writer back.
    func finish(context: XMLHandlerContext) -> XMLWriter { xml }

    /// The prefixes `markup` uses and the namespaces to declare them with, in the order of
    /// their names; `nil` when the markup cannot be read.
    private static func prefixes(of markup: String, _ defaultNamespace: String) -> [(prefix: String, namespaceURI: String)]? {
        let document = wrapped(markup, defaultNamespace)
        if (try? XMLNodeBuilder().map(document, options: .strict)) != nil { return [] }
        guard let lenient = try? XMLNodeBuilder().map(document), lenient.error == nil else { return nil }
        var prefixes: [String: String] = [:]
        collectPrefixes(of: lenient.model, into: &prefixes)
        let declared = prefixes.sorted { $0.key < $1.key }.map { prefix, namespaceURI in
            (prefix, namespaceURI.isEmpty ? knownNamespaces[prefix] ?? "urn:x-undeclared-prefix:" + prefix : namespaceURI)
        }
        let declarations = declared.map { " xmlns:\($0.0)=\"\($0.1)\"" }.joined()
        return (try? XMLNodeBuilder().map(wrapped(markup, defaultNamespace + declarations), options: .strict)) != nil ? declared : nil
    }

    /// Declares `prefixes` on the start tag just written.
    private static func declare(_ prefixes: [(prefix: String, namespaceURI: String)], to xml: inout XMLWriter) throws {
        for (prefix, namespaceURI) in prefixes { try xml.declareNamespace(namespaceURI, prefix: prefix) }
    }

    /// The markup in a wrapping element with `declarations` on its start tag, as bytes.
    private static func wrapped(_ markup: String, _ declarations: String) -> [UInt8] {
        Array("<markup\(declarations)>\(markup)</markup>".utf8)
    }

    /// Adds the prefixes of the names in `node` and below, each with the namespace a lenient
    /// parse bound it to (empty: left unbound).
    private static func collectPrefixes(of node: XMLNode, into prefixes: inout [String: String]) {
        let names = [(node.name, node.namespaceURI)] + node.attributes.map { ($0.name, $0.namespaceURI) }
        for (name, namespaceURI) in names {
            let parts = name.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0] != "xml", parts[0] != "xmlns" else { continue }
            if prefixes[String(parts[0])]?.isEmpty != false { prefixes[String(parts[0])] = namespaceURI }
        }
        for child in node.elements { collectPrefixes(of: child, into: &prefixes) }
    }
}
