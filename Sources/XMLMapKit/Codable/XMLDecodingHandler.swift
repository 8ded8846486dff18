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
///
/// The subtree is kept flat, in memory the handler owns and reuses from one
/// element to the next; copies of a handler share it, so a handler value decodes one element
/// at a time (make one per mapping, as a mapper's `makeHandler` does).
public struct XMLDecodingHandler<Value: Decodable>: XMLElementHandler {
    private let configuration: XMLDecoder.Configuration
    /// Keeps the element's subtree.
    private let recorder: DecodingTreeRecorder

    /// A handler decoding with `decoder`'s strategies and options.
    public init(decoder: XMLDecoder = XMLDecoder()) {
        self.init(configuration: decoder.configuration)
    }

    init(configuration: XMLDecoder.Configuration, tree: DecodingTree = DecodingTree()) {
        self.configuration = configuration
        recorder = DecodingTreeRecorder(tree: tree)
    }

    /// Keeps the element.
    public mutating func begin(_ element: XMLStartElement, context: XMLHandlerContext) {
        recorder.begin(element, context: context)
    }

    /// Keeps a descendant element (where it is is found only if an error asks).
    public mutating func startElement(_ element: XMLStartElement, context: XMLHandlerContext) -> XMLDescent {
        recorder.startElement(element, context: context)
    }

    /// Keeps the text of the innermost open element (and, in mixed content, its runs of text
    /// between child elements, in order).
    public mutating func text(_ text: XMLText, context: XMLHandlerContext) {
        recorder.text(text)
    }

    /// Closes a descendant element.
    public mutating func endElement(_ element: XMLEndElement, text: XMLBytes, context: XMLHandlerContext) {
        recorder.endElement()
    }

    /// Decodes the value from the element kept.
    public mutating func finish(context: XMLHandlerContext) throws -> Value {
        try recorder.withElement(context: context) { tree in try Self.decode(from: tree, configuration: configuration, context: context) }
    }

    /// Decodes a `Value` from the element `tree` holds, with `configuration`.
    static func decode(from tree: DecodingTree, configuration: XMLDecoder.Configuration, context: XMLHandlerContext) throws -> Value {
        let state = DecodingState(configuration: configuration, tree: tree, context: context)
        defer { state.dropSpareDecoders() }
        return try NodeDecoder(state: state, value: .element(DecodingTree.root, role: .value), parent: nil, step: .none, type: Value.self)
            .decode(Value.self)
    }
}
