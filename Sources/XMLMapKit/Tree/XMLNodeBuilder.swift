/// A handler that keeps its element's whole subtree as an ``XMLNode``: delegate to it to keep
/// XML a model does not describe.
public struct XMLNodeBuilder: XMLElementHandler {
    private var open: [XMLNode] = []
    /// The run of text being read, added to the innermost open node when an element starts or
    /// ends: text that arrives in many pieces (around comments, in long runs) is copied once.
    private var pendingText: [UInt8] = []
    /// Whether namespace declarations (`xmlns`, `xmlns:p`) are kept among the attributes.
    private let keepsNamespaceDeclarations: Bool

    /// Creates a builder.
    public init() {
        keepsNamespaceDeclarations = true
    }

    /// Creates a builder that keeps namespace declarations among the attributes, or not
    /// (every name holds its namespace URI either way).
    init(keepsNamespaceDeclarations: Bool) {
        self.keepsNamespaceDeclarations = keepsNamespaceDeclarations
    }

    /// The root node as built so far.
    var root: XMLNode? { open.first }

    /// Opens the root node.
    public mutating func begin(_ element: XMLStartElement, context: XMLHandlerContext) {
        open.append(node(for: element))
    }

    /// Opens a child node.
    public mutating func startElement(_ element: XMLStartElement, context: XMLHandlerContext) -> XMLDescent {
        addPendingText()
        open.append(node(for: element))
        return .handle
    }

    /// Adds text to the run being read.
    public mutating func text(_ text: XMLText, context: XMLHandlerContext) {
        pendingText.append(contentsOf: text.bytes.buffer)
    }

    /// Closes the innermost node into its parent.
    public mutating func endElement(_ element: XMLEndElement, text: XMLBytes, context: XMLHandlerContext) {
        addPendingText()
        let node = open.removeLast()
        open[open.count - 1].children.append(.element(node))
    }

    /// The root node.
    public mutating func finish(context: XMLHandlerContext) -> XMLNode {
        addPendingText()
        while open.count > 1 {
            let node = open.removeLast()
            open[open.count - 1].children.append(.element(node))
        }
        return open.first ?? XMLNode(name: "")
    }

    /// Adds the run of text read to the innermost open node, after its last child.
    private mutating func addPendingText() {
        guard !pendingText.isEmpty else { return }
        open[open.count - 1].children.append(.text(String(decoding: pendingText, as: UTF8.self)))
        pendingText.removeAll(keepingCapacity: true)
    }

    /// Whether `attribute` is a namespace declaration (`xmlns`, `xmlns:p`).
    static func isNamespaceDeclaration(_ attribute: XMLAttribute) -> Bool {
        attribute.name.namespaceURI.equals("http://www.w3.org/2000/xmlns/")
    }

    /// The node of `element`, with its attributes in order (its namespace declarations among
    /// them when they are kept).
    private func node(for element: XMLStartElement) -> XMLNode {
        var attributes: [XMLNode.Attribute] = []
        attributes.reserveCapacity(element.attributes.count)
        for attribute in element.attributes where keepsNamespaceDeclarations || !Self.isNamespaceDeclaration(attribute) {
            attributes.append(
                XMLNode.Attribute(
                    name: attribute.name.qualifiedName.string, namespaceURI: attribute.name.namespaceURI.string, value: attribute.value.string))
        }
        return XMLNode(name: element.name.qualifiedName.string, namespaceURI: element.name.namespaceURI.string, attributes: attributes)
    }
}
