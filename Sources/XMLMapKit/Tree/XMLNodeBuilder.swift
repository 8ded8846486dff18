/// A handler that keeps its element's whole subtree as an ``XMLNode``: delegate to it to keep
/// XML a model does not describe.
public struct XMLNodeBuilder: XMLElementHandler {
    private var open: [XMLNode] = []

    /// Creates a builder.
    public init() {}

    /// Opens the root node.
    public mutating func begin(_ element: XMLStartElement, context: XMLHandlerContext) {
        open.append(Self.node(for: element))
    }

    /// Opens a child node.
    public mutating func startElement(_ element: XMLStartElement, context: XMLHandlerContext) -> XMLDescent {
        open.append(Self.node(for: element))
        return .handle
    }

    /// Adds text to the innermost open node.
    public mutating func text(_ text: XMLText, context: XMLHandlerContext) {
        let index = open.count - 1
        if case .text(let previous)? = open[index].children.last {
            open[index].children[open[index].children.count - 1] = .text(previous + text.bytes.string)
        } else {
            open[index].children.append(.text(text.bytes.string))
        }
    }

    /// Closes the innermost node into its parent.
    public mutating func endElement(_ element: XMLEndElement, text: XMLBytes, context: XMLHandlerContext) {
        let node = open.removeLast()
        open[open.count - 1].children.append(.element(node))
    }

    /// The root node.
    public mutating func finish(context: XMLHandlerContext) -> XMLNode {
        while open.count > 1 {
            let node = open.removeLast()
            open[open.count - 1].children.append(.element(node))
        }
        return open.first ?? XMLNode(name: "")
    }

    private static func node(for element: XMLStartElement) -> XMLNode {
        XMLNode(
            name: element.name.qualifiedName.string,
            namespaceURI: element.name.namespaceURI.string,
            attributes: element.attributes.map {
                XMLNode.Attribute(name: $0.name.qualifiedName.string, namespaceURI: $0.name.namespaceURI.string, value: $0.value.string)
            })
    }
}
