/// A type that says, key by key, whether its values are attributes or child elements:
/// XMLCoder's `DynamicNodeEncoding`.
///
/// ```swift
/// struct Enclosure: Encodable, DynamicNodeEncoding {
///     let url: String
///     let length: Int
///     static func nodeEncoding(for key: any CodingKey) -> XMLEncoder.NodeEncoding { .attribute }
/// }
/// ```
public protocol DynamicNodeEncoding: Encodable {
    /// Where the value for `key` goes.
    static func nodeEncoding(for key: any CodingKey) -> XMLEncoder.NodeEncoding
}

/// A list says for its items' keys what its items say, as in XMLCoder: a custom node encoding
/// strategy is asked about `[Book]` for the keys of each book of a list, and can defer to it.
extension Array: DynamicNodeEncoding where Element: DynamicNodeEncoding {
    /// Where the items' value for `key` goes: where `Element` says.
    public static func nodeEncoding(for key: any CodingKey) -> XMLEncoder.NodeEncoding { Element.nodeEncoding(for: key) }
}
