import XMLMapKit

/// A model read from one element: from its attributes when it starts, and from its text (all
/// the text inside it) when it ends, like `<podcast:person role="guest" href="…">Name</…>`.
protocol FeedLeafValue: Sendable {
    /// An empty value.
    init()
    /// Reads the element's attributes.
    mutating func read(_ element: XMLStartElement, context: XMLHandlerContext) throws
    /// Reads the text inside the element.
    mutating func read(text: XMLBytes, context: XMLHandlerContext) throws
}

/// Maps an element to a ``FeedLeafValue``: what ``XMLMapping`` cannot do, since its rules
/// reach the attributes of the mapping's own element but not its text.
struct LeafElementHandler<Value: FeedLeafValue>: XMLElementHandler {
    private var value = Value()
    private var text: [UInt8] = []

    /// Reads the attributes.
    mutating func begin(_ element: XMLStartElement, context: XMLHandlerContext) throws {
        try value.read(element, context: context)
    }

    /// Keeps the text, that of nested elements included.
    mutating func text(_ text: XMLText, context: XMLHandlerContext) {
        self.text.append(contentsOf: text.bytes.buffer)
    }

    /// Reads the text and returns the value.
    mutating func finish(context: XMLHandlerContext) throws -> Value {
        var value = self.value
        try text.withUnsafeBytes { try value.read(text: XMLBytes($0), context: context) }
        return value
    }
}

extension XMLElementHandler {
    /// The element is mapped to a `Value` by a ``LeafElementHandler``, then given to `deliver`.
    /// A leaf the document broke off inside is left out, as other text the cut may have
    /// shortened is: its value would be a prefix passed off as the whole.
    func leaf<Value: FeedLeafValue>(_ type: Value.Type, then deliver: @escaping (inout Self, Value) -> Void) -> XMLDescent {
        delegate(to: LeafElementHandler<Value>()) { parent, value, context in
            if !context.isEndingEarly { deliver(&parent, value) }
        }
    }
}
