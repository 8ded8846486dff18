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
