import XMLMapKit
import XMLMapOutput

/// `xmlmap --events`: the event stream as a `├─` tree with each event's line:column, the view
/// a handler gets of a document. White space between elements is left out.
struct EventTreePrinter: XMLEventHandler {
    /// A printed node and its children.
    private final class Node {
        let label: String
        var children: [Node] = []
        init(_ label: String) { self.label = label }
    }

    private let root = Node("Document")
    private var open: [Node] = []

    init() { open = [root] }

    mutating func xmlDeclaration(_ declaration: XMLDeclaration, context: XMLEventContext) {
        var label = "XMLDeclaration version=\"\(declaration.version)\""
        if let encoding = declaration.encoding { label += " encoding=\"\(encoding)\"" }
        if let standalone = declaration.standalone { label += " standalone=\(standalone ? "yes" : "no")" }
        add(label, context)
    }

    mutating func documentType(_ documentType: XMLDocumentType, context: XMLEventContext) {
        add("DocumentType \(documentType.rootName)\(documentType.systemID.map { " SYSTEM \"\($0)\"" } ?? "")", context)
    }

    mutating func startElement(_ element: XMLStartElement, context: XMLEventContext) {
        var label = "Element \(element.name.qualifiedName.string)"
        if !element.name.namespaceURI.isEmpty { label += " {\(element.name.namespaceURI.string)}" }
        for attribute in element.attributes {
            label += " \(attribute.name.qualifiedName.string)=\(attribute.value.string.debugDescription)"
        }
        let node = add(label, context)
        open.append(node)
    }

    mutating func endElement(_ element: XMLEndElement, context: XMLEventContext) {
        open.removeLast()
    }

    mutating func text(_ text: XMLText, context: XMLEventContext) {
        guard !text.isWhitespace else { return }
        let shown = text.bytes.count > 60 ? String(text.bytes.string.prefix(60)) + "…" : text.bytes.string
        add("\(text.isCDATA ? "CDATA" : "Text") \(shown.debugDescription)", context)
    }

    mutating func comment(_ content: XMLBytes, context: XMLEventContext) {
        add("Comment \(content.string.debugDescription)", context)
    }

    mutating func processingInstruction(_ instruction: XMLProcessingInstruction, context: XMLEventContext) {
        add("ProcessingInstruction \(instruction.target.string) \(instruction.data.string.debugDescription)", context)
    }

    @discardableResult
    private mutating func add(_ label: String, _ context: XMLEventContext) -> Node {
        let node = Node("\(label) \(context.location)")
        open[open.count - 1].children.append(node)
        return node
    }

    /// The tree, one line per node.
    func render() -> String {
        var lines = [root.label]
        func walk(_ node: Node, prefix: String) {
            for (index, child) in node.children.enumerated() {
                let isLast = index == node.children.count - 1
                lines.append(prefix + (isLast ? "└─ " : "├─ ") + child.label)
                walk(child, prefix: prefix + (isLast ? "   " : "│  "))
            }
        }
        walk(root, prefix: "")
        return lines.joined(separator: "\n") + "\n"
    }
}
