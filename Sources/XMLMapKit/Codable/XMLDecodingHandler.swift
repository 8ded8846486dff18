/// Decodes its element into a `Decodable` value: the Codable front end as a handler, so a
/// hand-written handler can hand an element to Codable and a declarative mapping can decode
/// a path into a property.
///
/// ```swift
/// return delegate(to: XMLDecodingHandler<Episode>()) { feed, episode, _ in feed.episodes.append(episode) }
/// ```
///
/// While its element is open the handler keeps that element's subtree (names, attributes,
/// text), and at the end tag decodes the value from it and lets the subtree go: memory is
/// bounded by one element. Decoding needs the subtree because a `Decodable` type asks for
/// its keys in its own order, any number of times, and may look ahead (`contains`,
/// `allKeys`), which a stream of events cannot answer. A value that cannot be decoded throws
/// a `DecodingError` whose debug description names the element's line, column and path.
public struct XMLDecodingHandler<Value: Decodable>: XMLElementHandler {
    private let configuration: XMLDecoder.Configuration
    private var open: [DecodingNode] = []
    private var root: DecodingNode?

    /// A handler decoding with `decoder`'s strategies and options.
    public init(decoder: XMLDecoder = XMLDecoder()) {
        configuration = decoder.configuration
    }

    init(configuration: XMLDecoder.Configuration) {
        self.configuration = configuration
    }

    /// Keeps the element.
    public mutating func begin(_ element: XMLStartElement, context: XMLHandlerContext) {
        let node = makeNode(element, context: context)
        root = node
        open.append(node)
    }

    /// Keeps a descendant element.
    public mutating func startElement(_ element: XMLStartElement, context: XMLHandlerContext) -> XMLDescent {
        let node = makeNode(element, context: context)
        let parent = open[open.count - 1]
        if parent.children.isEmpty, !parent.text.utf8.allSatisfy(ASCII.isWhitespace) {
            parent.appendTextRun(parent.text)
        }
        node.parent = parent
        parent.children.append(node)
        open.append(node)
        return .handle
    }

    /// Keeps the text of the innermost open element (and, in mixed content, its runs of text
    /// between child elements, in order).
    public mutating func text(_ text: XMLText, context: XMLHandlerContext) {
        let node = open[open.count - 1]
        let piece = text.bytes.string
        node.text += piece
        guard let last = node.children.last else { return }
        if last.isTextRun {
            last.text += piece
        } else if !text.isWhitespace {
            node.appendTextRun(piece)
        }
    }

    /// Closes a descendant element.
    public mutating func endElement(_ element: XMLEndElement, text: XMLBytes, context: XMLHandlerContext) {
        open.removeLast()
    }

    /// Decodes the value from the element kept.
    public mutating func finish(context: XMLHandlerContext) throws -> Value {
        guard let root else { throw XMLError(.misplacedContent, "no element to decode") }
        open = []
        self.root = nil
        let state = DecodingState(configuration: configuration, context: context)
        return try NodeDecoder(state: state, value: .element(root, role: .value), parent: nil, step: .none, type: Value.self).decode(Value.self)
    }

    private func makeNode(_ element: XMLStartElement, context: XMLHandlerContext) -> DecodingNode {
        var attributes: [DecodingNode.Attribute] = []
        attributes.reserveCapacity(element.attributes.count)
        for attribute in element.attributes {
            let name = attribute.name.qualifiedName.string
            attributes.append(DecodingNode.Attribute(name: name, localName: DecodingNode.localName(of: name), value: attribute.value.string))
        }
        return DecodingNode(name: element.name.qualifiedName.string, attributes: attributes, location: context.location)
    }
}
