/// Joins the pieces of character data an element's text may arrive in, for handlers of the
/// event stream (handlers on the stack get it whole with ``XMLDescent/collectText``).
///
/// ```swift
/// var title = XMLTextAccumulator()
/// mutating func text(_ text: XMLText, context: XMLEventContext) { title.append(text) }
/// mutating func endElement(_ element: XMLEndElement, context: XMLEventContext) {
///     print(title.take())
/// }
/// ```
public struct XMLTextAccumulator: Sendable {
    private var bytes: [UInt8] = []

    /// An empty accumulator.
    public init() {}

    /// Whether nothing has been appended since the last ``take()`` or ``removeAll()``.
    public var isEmpty: Bool { bytes.isEmpty }

    /// Appends a piece of text (its bytes are copied: views do not outlive the callback).
    public mutating func append(_ text: XMLText) {
        bytes.append(contentsOf: text.bytes.buffer)
    }

    /// The text so far, as a `String`, and empties the accumulator (keeping its capacity).
    public mutating func take() -> String {
        defer { bytes.removeAll(keepingCapacity: true) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The text so far, as bytes, and empties the accumulator (keeping its capacity).
    public mutating func takeBytes() -> [UInt8] {
        defer { bytes.removeAll(keepingCapacity: true) }
        return bytes
    }

    /// Empties the accumulator.
    public mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
    }
}
