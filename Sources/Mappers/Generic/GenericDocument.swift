/// What the generic mapper makes of a document: xmltodict's result, plus counts.
///
/// Encoding it gives exactly the JSON xmltodict gives, `{"root": …}` (keys in order with
/// ``JSONValue/jsonBytes``). When items are streamed (``GenericMapper/itemDepth``) it holds
/// only what lies above the item depth.
public struct GenericDocument: Sendable, Hashable, Encodable {
    /// `{rootName: value}`; `null` when the root itself was streamed as the item.
    public var value: JSONValue
    /// How many elements the document has.
    public var elementCount: Int
    /// How many items were streamed to ``GenericMapper/onItem``.
    public var itemCount: Int

    /// Creates a document.
    public init(value: JSONValue, elementCount: Int = 0, itemCount: Int = 0) {
        self.value = value
        self.elementCount = elementCount
        self.itemCount = itemCount
    }

    /// Encodes ``value`` alone.
    public func encode(to encoder: any Encoder) throws {
        try value.encode(to: encoder)
    }
}
