/// A type that says, key by key, whether its values are attributes or child elements:
/// XMLCoder's `DynamicNodeDecoding`.
///
/// ```swift
/// struct Enclosure: Decodable, DynamicNodeDecoding {
///     let url: String
///     let length: Int
///     static func nodeDecoding(for key: any CodingKey) -> XMLDecoder.NodeDecoding { .attribute }
/// }
/// ```
public protocol DynamicNodeDecoding: Decodable {
    /// Where the value for `key` is.
    static func nodeDecoding(for key: any CodingKey) -> XMLDecoder.NodeDecoding
}
