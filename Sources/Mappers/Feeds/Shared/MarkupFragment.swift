import XMLMapKit
import XMLMapOutput

/// Markup that a feed model holds as text (what ``MarkupWriter`` wrote: Atom's XHTML and inline
/// XML content, RSS's `xhtml:body`), read as XML so that it can be written back as elements
/// and read again as the same text.
///
/// The markup is parsed inside a wrapping element whose default namespace is the one it was
/// read in (``MarkupWriter`` writes XHTML elements without their prefix). ``MarkupWriter``
/// leaves out the XHTML namespace's declarations, and a value made in code may have none: a
/// prefix used in the markup (`svg:svg`, `xlink:href`) is declared again, bound to the namespace a lenient parse gives a common feed prefix, else to
/// the one that prefix names in XHTML documents (SVG, XLink, MathML, RDF, Creative Commons),
/// else to `urn:x-undeclared-prefix:` followed by the prefix: the model holds no other.
struct MarkupFragment {
    /// The namespaces XHTML documents use these prefixes for.
    static let knownNamespaces = [
        "svg": "http://www.w3.org/2000/svg",
        "xlink": "http://www.w3.org/1999/xlink",
        "math": "http://www.w3.org/1998/Math/MathML",
        "mml": "http://www.w3.org/1998/Math/MathML",
        "rdf": FeedNamespace.rdf.uri,
        "cc": "http://web.resource.org/cc/",
    ]

    /// The prefixes the markup uses and the namespaces they are declared with, in the order of
    /// their names.
    let prefixes: [(prefix: String, namespaceURI: String)]
    /// The markup inside its wrapping element, which declares its namespaces, as bytes: what is
    /// parsed to write it.
    let document: [UInt8]

    /// The fragment `markup` holds, its unprefixed elements in `namespaceURI` (`""`: none), or
    /// `nil` when it cannot be read as XML even with its prefixes declared (markup made in
    /// code: `a < b` as XHTML).
    init?(_ markup: String, namespaceURI: String) {
        let defaultNamespace = namespaceURI.isEmpty ? "" : " xmlns=\"\(namespaceURI)\""
        guard let prefixes = Self.prefixes(of: markup, defaultNamespace) else { return nil }
        self.prefixes = prefixes
        document = Self.wrapped(markup, defaultNamespace + Self.declarations(of: prefixes))
    }

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
        return (try? XMLNodeBuilder().map(wrapped(markup, defaultNamespace + declarations(of: declared)), options: .strict)) != nil ? declared : nil
    }

    /// `prefixes` as the attributes that declare them (` xmlns:svg="…"`).
    private static func declarations(of prefixes: [(prefix: String, namespaceURI: String)]) -> String {
        prefixes.map { " xmlns:\($0.prefix)=\"\($0.namespaceURI)\"" }.joined()
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

extension XMLWriter {
    /// Writes `fragment` into the element whose start tag was just written: its prefixes
    /// declared on that tag, then each element, attribute and run of text as parsed, a
    /// prefixed name with its prefix, another in its namespace. An element written `<a></a>`
    /// keeps its end tag (`<p></p>` stays apart from `<br/>`) and nothing is laid out: the
    /// text is the markup's.
    mutating func write(_ fragment: MarkupFragment) throws {
        for (prefix, namespaceURI) in fragment.prefixes { try declareNamespace(namespaceURI, prefix: prefix) }
        try startText()
        self = try MarkupFragmentReplay(xml: self).map(fragment.document, options: .strict).model
    }
}

/// Writes the elements, attributes and text of parsed markup into a writer, as parsed.
private struct MarkupFragmentReplay: XMLElementHandler {
    /// The writer, moved into the handler while the markup is parsed and handed back by
    /// ``finish(context:)``.
    var xml: XMLWriter

    /// Writes a start tag and its attributes: with the namespace declarations the markup kept
    /// there (SVG's, MathML's), as written; else in the namespaces the fragment declares where it
    /// starts. An element that was not an empty-element tag keeps its end tag.
    mutating func startElement(_ element: XMLStartElement, context: XMLHandlerContext) throws -> XMLDescent {
        let name = element.name
        let declares = element.attributes.contains { $0.name.namespaceURI.equals("http://www.w3.org/2000/xmlns/") }
        if declares {
            try xml.startElement(
                name.qualifiedName.string, attributes: element.attributes.map { ($0.name.qualifiedName.string, $0.value.string) })
        } else {
            if name.prefix.isEmpty {
                try xml.startElement(name.localName.string, namespaceURI: name.namespaceURI.string)
            } else {
                try xml.startElement(name.qualifiedName.string)
            }
            for attribute in element.attributes {
                try xml.attribute(attribute.name.qualifiedName.string, attribute.value.string)
            }
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
}
