import XMLMapKit

/// Every event of a parse written into one byte array (a tag byte, then each field's bytes
/// with their length), so two parses can be compared cheaply. Reading every field also lets
/// AddressSanitizer check that each view handed to a handler points at live memory.
public struct EventDigest: XMLEventHandler {
    /// The events so far.
    public private(set) var bytes: [UInt8] = []

    /// An empty digest.
    public init() {}

    public mutating func xmlDeclaration(_ declaration: XMLDeclaration, context: XMLEventContext) {
        append(tag: 1, declaration.version, declaration.encoding ?? "-", declaration.standalone.map { "\($0)" } ?? "-")
    }

    public mutating func documentType(_ documentType: XMLDocumentType, context: XMLEventContext) {
        append(tag: 2, documentType.rootName, documentType.publicID ?? "-", documentType.systemID ?? "-")
        for notation in documentType.notations {
            append(tag: 3, notation.name, notation.publicID ?? "-", notation.systemID ?? "-")
        }
    }

    public mutating func startElement(_ element: XMLStartElement, context: XMLEventContext) {
        bytes.append(element.isEmptyElementTag ? 5 : 4)
        append(element.name)
        for attribute in element.attributes {
            bytes.append(attribute.isSpecified ? 6 : 7)
            append(attribute.name)
            append(attribute.value)
        }
        _ = context.depth
    }

    public mutating func endElement(_ element: XMLEndElement, context: XMLEventContext) {
        bytes.append(8)
        append(element.name)
    }

    public mutating func text(_ text: XMLText, context: XMLEventContext) {
        bytes.append(text.isCDATA ? 10 : 9)
        append(text.bytes)
    }

    public mutating func comment(_ content: XMLBytes, context: XMLEventContext) {
        bytes.append(11)
        append(content)
    }

    public mutating func processingInstruction(_ instruction: XMLProcessingInstruction, context: XMLEventContext) {
        bytes.append(12)
        append(instruction.target)
        append(instruction.data)
    }

    public mutating func recoveredError(_ error: XMLError, context: XMLEventContext) {
        append(tag: 14, error.code.rawValue, "\(error.location.line):\(error.location.column)", error.elementPath, error.message)
    }

    /// Ends the digest with the error that ended the parse.
    public mutating func append(_ error: XMLError) {
        append(tag: 13, error.code.rawValue, "\(error.location.line):\(error.location.column)", error.message)
    }

    private mutating func append(_ name: XMLName) {
        append(name.qualifiedName)
        append(name.prefix)
        append(name.localName)
        append(name.namespaceURI)
    }

    private mutating func append(_ view: XMLBytes) {
        appendLength(view.count)
        bytes.append(contentsOf: view)
    }

    private mutating func append(tag: UInt8, _ fields: String...) {
        bytes.append(tag)
        for field in fields {
            appendLength(field.utf8.count)
            bytes.append(contentsOf: field.utf8)
        }
    }

    private mutating func appendLength(_ count: Int) {
        withUnsafeBytes(of: UInt32(truncatingIfNeeded: count).littleEndian) { bytes.append(contentsOf: $0) }
    }
}

/// The digest of parsing `input` whole with ``XMLStreamParser`` (read in place), the error
/// included.
public func eventDigest(ofWhole input: UnsafeRawBufferPointer, options: XMLParserOptions = XMLParserOptions()) -> [UInt8] {
    var digest = EventDigest()
    do {
        try XMLStreamParser(options: options).parse(input, into: &digest)
    } catch {
        digest.append(error)
    }
    return digest.bytes
}

/// The digest of parsing `input` fed to an ``XMLPushParser`` in pieces ending at `splits`
/// (ascending offsets; none: in one piece), the error included.
public func eventDigest(of input: UnsafeRawBufferPointer, splits: [Int] = [], options: XMLParserOptions = XMLParserOptions()) -> [UInt8] {
    var parser = XMLPushParser(handler: EventDigest(), options: options)
    do {
        var start = 0
        for end in splits + [input.count] {
            try parser.feed(UnsafeRawBufferPointer(rebasing: input[start..<end]))
            start = end
        }
        _ = try parser.finish()
        return parser.handler.bytes
    } catch {
        var digest = parser.handler
        digest.append(error)
        return digest.bytes
    }
}
