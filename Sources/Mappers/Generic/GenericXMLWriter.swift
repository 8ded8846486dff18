import XMLMapKit
import XMLMapOutput

/// Writes a generic document's JSON back as XML, as xmltodict's `unparse` does: the one key of
/// the top object is the root element; in an object, keys starting with the attribute prefix
/// (`@href`) are attributes, the text key (`#text`) is the element's text, written after its
/// child elements, and every other key is a child element, an array being that element
/// repeated; `null` is an empty element and a string an element holding it.
///
/// Names are written as the options read them. As written (the default), `@xmlns` and
/// `@xmlns:p` are the element's namespace declarations, in scope for its own name; a prefix
/// no element declares but readers know (`itunes:`, `media:`, `dc:`…, which lenient reading
/// takes in their usual namespaces) is declared with its usual namespace where it is used.
/// With ``GenericOptions/processNamespaces``, a name is a namespace URI (or the prefix
/// ``GenericOptions/namespaces`` maps it to) and a local name, and the `@xmlns` object gives
/// the prefixes to declare them with.
///
/// Indented two spaces, except inside an element whose text follows child elements, where
/// white space would be part of its text; with ``GenericOptions/stripWhitespace`` off, white
/// space is text, and nothing is indented. What XML cannot hold (a key that is not an XML
/// name, several root elements, an attribute holding a list or an object) is an
/// ``XMLWriterError`` naming it and the element path.
struct GenericXMLWriter {
    /// How the documents written were read.
    private let options: GenericOptions
    /// Where the XML goes.
    private var xml: XMLWriter
    /// The URI of each prefix ``GenericOptions/namespaces`` writes instead of a URI.
    private let namespaceOfPrefix: [String: String]
    /// Whether ``GenericOptions/namespaces`` maps a namespace to no prefix: its names were
    /// read without a namespace part.
    private let mapsNamespaceToNoPrefix: Bool

    /// A writer into `output` of documents read with `options`.
    init(output: OutputBuffer, options: GenericOptions) {
        self.options = options
        xml = XMLWriter(output, style: options.stripWhitespace ? .pretty : .compact)
        var namespaceOfPrefix: [String: String] = [:]
        for (uri, prefix) in options.namespaces where !prefix.isEmpty { namespaceOfPrefix[prefix] = uri }
        self.namespaceOfPrefix = namespaceOfPrefix
        mapsNamespaceToNoPrefix = options.namespaces.values.contains("")
    }

    /// Writes `value`, `{rootName: rootValue}`, as a whole document with its XML declaration.
    mutating func write(_ value: JSONValue) throws {
        guard case .object(let top) = value, top.count == 1 else {
            throw XMLWriterError(.misplacedContent, "a document has one root element: its JSON is an object with one key")
        }
        if case .array(let roots) = top.values[0], roots.count != 1 {
            throw XMLWriterError(.misplacedContent, "a document has one root element, not a list of \(roots.count) '\(top.keys[0])'")
        }
        try xml.declaration()
        try writeElements(top.keys[0], top.values[0])
        try xml.finish()
    }

    /// What is left to write, innermost last: a work list instead of recursion, so that a
    /// document as deep as reading allows (``XMLParserLimits/maxDepth``, 10,000) is written
    /// back without running out of stack (recursing, 8,000 levels took more than the main
    /// thread's 8 MiB).
    private enum Step {
        /// The element `key` once per value of `value` (an array: repeated).
        case elements(key: String, value: JSONValue)
        /// The end of an element: its text, written after its child elements, then its end tag.
        case end(ownText: String?)
    }

    /// Writes the element `key` once per value of `value` (an array: repeated), with everything
    /// inside.
    private mutating func writeElements(_ key: String, _ value: JSONValue) throws {
        var steps: [Step] = [.elements(key: key, value: value)]
        while let step = steps.popLast() {
            switch step {
            case .elements(let key, .array(let values)):
                steps.append(contentsOf: values.reversed().map { .elements(key: key, value: $0) })
            case .elements(let key, let value):
                try startElement(key, value, then: &steps)
            case .end(let ownText):
                if let ownText { try xml.text(ownText) }
                try xml.endElement()
            }
        }
    }

    /// Starts one element named `key` whose value is `value` (not an array), and adds what
    /// follows its start tag to `steps`: its child elements, then its end.
    private mutating func startElement(_ key: String, _ value: JSONValue, then steps: inout [Step]) throws {
        guard case .object(let object) = value else {
            try startElement(key, attributes: [])
            if case .string(let text) = value { try xml.text(text) }
            try xml.endElement()
            return
        }
        var attributes: [(name: String, value: String)] = []
        var children: [(key: String, value: JSONValue)] = []
        var ownText: String?
        for (key, value) in zip(object.keys, object.values) {
            if key == options.cdataKey {
                ownText = try text(of: value, key: key)
            } else if key.hasPrefix(options.attrPrefix) {
                let name = String(key.dropFirst(options.attrPrefix.count))
                if options.processNamespaces, name == "xmlns", case .object(let declarations) = value {
                    for (prefix, uri) in zip(declarations.keys, declarations.values) {
                        attributes.append((prefix.isEmpty ? "xmlns" : "xmlns:" + prefix, try text(of: uri, key: key)))
                    }
                } else {
                    attributes.append((name, try text(of: value, key: key)))
                }
            } else {
                children.append((key, value))
            }
        }
        try startElement(key, attributes: attributes)
        if ownText != nil && !children.isEmpty { xml.keepContentAsGiven() }
        steps.append(.end(ownText: ownText))
        steps.append(contentsOf: children.reversed().map { .elements(key: $0.key, value: $0.value) })
    }

    /// Starts the element `key` with its attributes, namespace declarations among them.
    private mutating func startElement(_ key: String, attributes: [(name: String, value: String)]) throws {
        if options.processNamespaces {
            try startProcessedElement(key, attributes: attributes)
            return
        }
        var attributes = attributes
        for name in [key] + attributes.map(\.name) {
            guard let prefix = Self.prefix(of: name), prefix != "xmlns",
                !attributes.contains(where: { XMLWriter.namespacePrefix(declaredBy: $0.name) == prefix }),
                let uri = implicitNamespace(of: prefix)
            else { continue }
            attributes.append(("xmlns:" + prefix, uri))
        }
        try xml.startElement(key, attributes: attributes)
    }

    /// Starts the element `key`, a processed name, with its attributes, also processed names,
    /// and the namespace declarations among them preferred for their namespaces.
    private mutating func startProcessedElement(_ key: String, attributes: [(name: String, value: String)]) throws {
        // The declarations among the attributes: a prefix (`nil` for the default namespace) and a URI.
        var declarations: [(prefix: String?, namespaceURI: String)] = []
        var others: [(name: String, value: String)] = []
        for attribute in attributes {
            if let prefix = XMLWriter.namespacePrefix(declaredBy: attribute.name) {
                declarations.append((prefix.isEmpty ? nil : prefix, attribute.value))
            } else {
                others.append(attribute)
            }
        }
        let (localName, uri) = processedName(key)
        if let uri {
            // An empty URI undeclares the default namespace: no prefix can be preferred for it.
            for (prefix, namespaceURI) in declarations where !namespaceURI.isEmpty { try xml.prefer(prefix: prefix, for: namespaceURI) }
            try xml.startElement(localName, namespaceURI: uri)
            for (prefix, namespaceURI) in declarations { try xml.declareNamespace(namespaceURI, prefix: prefix) }
        } else if mapsNamespaceToNoPrefix || declarations.contains(where: { $0.prefix == nil }) {
            // A name without a namespace part, where one may be left out (a namespace mapped to
            // no prefix) or a default one is declared here: as written, in the default namespace
            // in scope.
            try xml.startElement(key, attributes: attributes.filter { XMLWriter.namespacePrefix(declaredBy: $0.name) != nil })
        } else {
            // Otherwise in no namespace, whatever default namespace an ancestor was given.
            try xml.startElement(key, namespaceURI: "")
            for (prefix, namespaceURI) in declarations { try xml.declareNamespace(namespaceURI, prefix: prefix) }
        }
        for attribute in others {
            let (localName, uri) = processedName(attribute.name)
            try xml.attribute(localName, attribute.value, namespaceURI: uri)
        }
    }

    /// The namespace URI a prefix not in scope is taken for (``WellKnownPrefix``), `nil` when
    /// it is in scope or unknown (then the writer says it is not declared).
    private func implicitNamespace(of prefix: String) -> String? {
        guard xml.namespaceURI(forPrefix: prefix) == nil else { return nil }
        return WellKnownPrefix.namespaceURI(forPrefix: prefix)
    }

    /// A processed name's local name and namespace URI: what follows the last
    /// ``GenericOptions/namespaceSeparator``, and what comes before it (a URI, or a prefix
    /// ``GenericOptions/namespaces`` maps one to); a name without one is in no namespace, or
    /// in the default namespace in scope for an element.
    private func processedName(_ name: String) -> (localName: String, namespaceURI: String?) {
        guard let separator = name.range(of: options.namespaceSeparator, options: .backwards) else { return (name, nil) }
        let namespace = String(name[..<separator.lowerBound])
        return (String(name[separator.upperBound...]), namespaceOfPrefix[namespace] ?? namespace)
    }

    /// The prefix of a name written with one (`itunes` of `itunes:author`).
    private static func prefix(of name: String) -> String? {
        name.firstIndex(of: ":").map { String(name[..<$0]) }
    }

    /// The text `value` holds: a string, the strings of a list one after another (a forced
    /// list), nothing for `null`; a list of other values or an object has no text.
    private func text(of value: JSONValue, key: String) throws -> String {
        switch value {
        case .null: return ""
        case .string(let text): return text
        case .array(let values):
            return try values.map { try text(of: $0, key: key) }.joined()
        case .object:
            throw XMLWriterError(.misplacedContent, "'\(key)' holds an object, where XML has text", elementPath: xml.elementPath)
        }
    }
}
