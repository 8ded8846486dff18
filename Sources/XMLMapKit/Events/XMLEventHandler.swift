/// Receives the events of a document, in document order, from ``XMLStreamParser``.
///
/// Every method has a default that ignores the event, so a handler implements only what it
/// needs. Views passed to a method (names, values, text) are valid until it returns.
/// A method that throws ends the parse with an ``XMLError`` of code
/// ``XMLError/Code/handlerFailed`` carrying the location and element path of the event.
///
/// This is the bottom layer; most code maps documents with ``XMLElementHandler`` instead.
public protocol XMLEventHandler {
    /// The XML declaration, when the document has one.
    mutating func xmlDeclaration(_ declaration: XMLDeclaration, context: XMLEventContext) throws
    /// The document type declaration, after its internal subset has been read.
    mutating func documentType(_ documentType: XMLDocumentType, context: XMLEventContext) throws
    /// A start tag.
    mutating func startElement(_ element: XMLStartElement, context: XMLEventContext) throws
    /// An end tag.
    mutating func endElement(_ element: XMLEndElement, context: XMLEventContext) throws
    /// Character data (possibly one piece of a longer run).
    mutating func text(_ text: XMLText, context: XMLEventContext) throws
    /// A comment's content.
    mutating func comment(_ content: XMLBytes, context: XMLEventContext) throws
    /// A processing instruction.
    mutating func processingInstruction(_ instruction: XMLProcessingInstruction, context: XMLEventContext) throws
    /// A well-formedness error the parser recovered from, as ``XMLParserOptions`` allow
    /// (``XMLParserOptions/recoversMalformedReferences``,
    /// ``XMLParserOptions/recoversMalformedText``), before the event it happened in.
    mutating func recoveredError(_ error: XMLError, context: XMLEventContext) throws
}

extension XMLEventHandler {
    /// Ignores the declaration.
    public mutating func xmlDeclaration(_ declaration: XMLDeclaration, context: XMLEventContext) throws {}
    /// Ignores the document type.
    public mutating func documentType(_ documentType: XMLDocumentType, context: XMLEventContext) throws {}
    /// Ignores the start tag.
    public mutating func startElement(_ element: XMLStartElement, context: XMLEventContext) throws {}
    /// Ignores the end tag.
    public mutating func endElement(_ element: XMLEndElement, context: XMLEventContext) throws {}
    /// Ignores the text.
    public mutating func text(_ text: XMLText, context: XMLEventContext) throws {}
    /// Ignores the comment.
    public mutating func comment(_ content: XMLBytes, context: XMLEventContext) throws {}
    /// Ignores the processing instruction.
    public mutating func processingInstruction(_ instruction: XMLProcessingInstruction, context: XMLEventContext) throws {}
    /// Ignores the error recovered from.
    public mutating func recoveredError(_ error: XMLError, context: XMLEventContext) throws {}
}
