/// Writes a document in James Clark's canonical XML form, the form of the W3C conformance
/// suite's expected outputs: no XML declaration, comments dropped, attributes sorted by name,
/// empty elements written as start and end tags, `&`, `<`, `>`, `"`, tab, LF and CR escaped
/// as references, and the notations (when there are any) in a `<!DOCTYPE>` of their own
/// (the "second" canonical form).
///
/// Being an ``XMLEventHandler`` itself, it is also the smallest complete example of one.
public struct XMLCanonicalWriter: XMLEventHandler {
    /// The canonical bytes written so far.
    public private(set) var output: [UInt8] = []
    private var pendingNotations: [XMLDocumentType.Notation] = []
    private var pendingRootName = ""

    /// Creates a writer with empty output.
    public init() {}

    /// Keeps the notations, to be written before the root element.
    public mutating func documentType(_ documentType: XMLDocumentType, context: XMLEventContext) {
        pendingNotations = documentType.notations.sorted { Array($0.name.utf8).lexicographicallyPrecedes(Array($1.name.utf8)) }
        pendingRootName = documentType.rootName
    }

    /// Writes `<name a="…">` with attributes sorted by qualified name.
    public mutating func startElement(_ element: XMLStartElement, context: XMLEventContext) {
        if !pendingNotations.isEmpty { writeNotations() }
        output.append(0x3C)
        output.append(contentsOf: element.name.qualifiedName)
        let sorted = element.attributes.sorted { $0.name.qualifiedName.lexicographicallyPrecedes($1.name.qualifiedName) }
        for attribute in sorted {
            output.append(0x20)
            output.append(contentsOf: attribute.name.qualifiedName)
            output.append(contentsOf: [0x3D, 0x22])
            appendEscaped(attribute.value)
            output.append(0x22)
        }
        output.append(0x3E)
    }

    /// Writes `</name>`.
    public mutating func endElement(_ element: XMLEndElement, context: XMLEventContext) {
        output.append(contentsOf: [0x3C, 0x2F])
        output.append(contentsOf: element.name.qualifiedName)
        output.append(0x3E)
    }

    /// Writes escaped character data inside the root element.
    public mutating func text(_ text: XMLText, context: XMLEventContext) {
        if context.depth > 0 { appendEscaped(text.bytes) }
    }

    /// Writes `<?target data?>`.
    public mutating func processingInstruction(_ instruction: XMLProcessingInstruction, context: XMLEventContext) {
        output.append(contentsOf: [0x3C, 0x3F])
        output.append(contentsOf: instruction.target)
        output.append(0x20)
        output.append(contentsOf: instruction.data)
        output.append(contentsOf: [0x3F, 0x3E])
    }

    private mutating func writeNotations() {
        var text = "<!DOCTYPE \(pendingRootName) [\n"
        for notation in pendingNotations {
            text += "<!NOTATION \(notation.name)"
            if let publicID = notation.publicID {
                text += " PUBLIC '\(publicID)'"
                if let systemID = notation.systemID { text += " '\(systemID)'" }
            } else if let systemID = notation.systemID {
                text += " SYSTEM '\(systemID)'"
            }
            text += ">\n"
        }
        text += "]>\n"
        output.append(contentsOf: text.utf8)
        pendingNotations = []
    }

    private mutating func appendEscaped(_ bytes: XMLBytes) {
        for byte in bytes {
            switch byte {
            case 0x26: output.append(contentsOf: "&amp;".utf8)
            case 0x3C: output.append(contentsOf: "&lt;".utf8)
            case 0x3E: output.append(contentsOf: "&gt;".utf8)
            case 0x22: output.append(contentsOf: "&quot;".utf8)
            case 0x09: output.append(contentsOf: "&#9;".utf8)
            case 0x0A: output.append(contentsOf: "&#10;".utf8)
            case 0x0D: output.append(contentsOf: "&#13;".utf8)
            default: output.append(byte)
            }
        }
    }
}
