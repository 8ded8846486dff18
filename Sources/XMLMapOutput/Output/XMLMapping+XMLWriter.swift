import XMLMapKit

/// A declarative mapping writes the models it reads: one declaration maps both ways.
///
/// ```swift
/// let feed = try feedMapping.map(bytes).model
/// let xml = try feedMapping.document(feed, as: "rss")  // reads back as `feed`
/// ```
///
/// Each rule runs backwards: `text` writes the element's text, `attribute` an attribute,
/// `appendText`, `appendAttribute` and `append` one element for each value, `child` and
/// `append` the nested model with its mapping, `collectUnknownElements` the elements kept, as
/// read; converters write the text they read (``XMLValueConverter/format``). The DocC article
/// "Declarative mappings" (XMLMapKit) says which rules write and how.
extension XMLMapping {
    /// Writes `model` as the element `elementName`, with everything the mapping's rules read
    /// from it, into `writer`: attributes, text, then the elements of the paths in the order
    /// their rules were first declared, rules under one step (`channel/title`, `channel/item`)
    /// sharing its element. A `nil` optional or an empty list writes nothing, and an element
    /// nothing is written into is left out.
    ///
    /// `elementName` is named as the mapping's paths name elements (a prefix the mapping
    /// binds, or an unprefixed name in its default namespace), unless `namespaceURI` is given:
    /// then it is a local name in that namespace, as ``XMLMapOutput/XMLWriter/startElement(_:namespaceURI:)``
    /// takes it. The prefixes of the mapping and its nested mappings are preferred on the
    /// writer for namespaces with none yet, and, when the element is the document's root,
    /// declared on it.
    ///
    /// Throws an ``XMLMapOutput/XMLWriterError`` before writing anything when a rule has no way back
    /// (code `unwritableRule`, naming the rule: a delegate to a handler, `onElement`, a decoded
    /// element, a `*` path, a converter without a format); when a converter has no text for a
    /// value (`invalidValue`: an infinite number, a negative duration); and when the writer
    /// refuses what it is given.
    public func write(_ model: Model, as elementName: String, namespaceURI: String? = nil, to writer: inout XMLWriter) throws {
        if let blocker = writingBlocker { throw writer.failure(blocker.code, blocker.message) }
        let isRoot = writer.depth == 0
        let namespaces = writingNamespaces.filter { $0.namespaceURI != XMLNamespaceScope.xmlNamespace }
        for (prefix, namespace) in namespaces where !writer.hasPreferredPrefix(for: namespace) {
            try writer.prefer(prefix: prefix.isEmpty ? nil : prefix, for: namespace)
        }
        let name = namespaceURI.map { MappingWriteName(elementName, namespaceURI: $0) } ?? writingName(ofElement: elementName)
        try writer.startElement(name.name, namespaceURI: name.namespaceURI)
        if isRoot {
            for (prefix, namespace) in namespaces where !prefix.isEmpty { try writer.declareNamespace(namespace, prefix: prefix) }
        }
        do {
            try writeContent(of: model, into: &writer)
        } catch let failure as MappingWriteFailure {
            throw writer.failure(failure.code, failure.message)
        }
        try writer.endElement()
    }

    /// The XML document of `model`: the XML declaration, then `model` as the root element
    /// `elementName`, written by ``write(_:as:namespaceURI:to:)`` in `style`. What it returns
    /// maps back to `model` with ``XMLElementHandler/map(_:options:)-([UInt8],_)``.
    public func document(_ model: Model, as elementName: String, namespaceURI: String? = nil, style: XMLWriter.Style = .pretty) throws -> [UInt8] {
        var writer = XMLWriter(OutputBuffer(), style: style)
        try writer.declaration()
        try write(model, as: elementName, namespaceURI: namespaceURI, to: &writer)
        try writer.finish()
        return writer.output.bytes
    }
}
