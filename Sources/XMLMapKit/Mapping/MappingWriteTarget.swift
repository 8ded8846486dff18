/// Where a mapping writes a model back: the element, attribute and text calls of an XML
/// writer. `XMLWriter` (XMLMapOutput) is the one conforming type; the core records what the
/// rules of a mapping write (``MappingWriting``), the output module writes it.
package protocol MappingWriteTarget {
    /// Starts an element: a local name in `namespaceURI`, or, with none, a name written as it
    /// is (an unprefixed one in the default namespace in scope).
    mutating func startElement(_ name: String, namespaceURI: String?) throws
    /// Writes an attribute of the element just started, named as ``startElement(_:namespaceURI:)``
    /// names elements (an unprefixed name without a namespace URI is in no namespace).
    mutating func attribute(_ name: String, _ value: String, namespaceURI: String?) throws
    /// Writes text into the innermost element.
    mutating func text(_ text: String) throws
    /// Writes an element kept as read, with everything inside it.
    mutating func write(_ node: XMLNode) throws
    /// Ends the innermost element.
    mutating func endElement() throws
}
