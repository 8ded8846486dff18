/// Marks a property whose value is an attribute of the element: XMLCoder's `@Attribute`.
///
/// ```swift
/// struct Book: Codable {
///     @Attribute var id: Int
/// }
/// ```
@propertyWrapper
public struct Attribute<Value> {
    /// The property's value.
    public var wrappedValue: Value

    /// Wraps `wrappedValue`.
    public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }

    /// Wraps `wrappedValue` (the property-wrapper initialiser).
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
}

extension Attribute: XMLDecodingTraits {
    static var decodesAbsentKeys: Bool { false }
    static var nodeDecoding: XMLDecoder.NodeDecoding? { .attribute }
}

extension Attribute: XMLNodeWrapper {
    package static var node: XMLDecoder.NodeDecoding { .attribute }
}

extension Attribute: Decodable where Value: Decodable {
    /// Decodes the value itself.
    public init(from decoder: any Decoder) throws { wrappedValue = try Value(from: decoder) }
}

extension Attribute: Encodable where Value: Encodable {
    /// Encodes the value itself.
    public func encode(to encoder: any Encoder) throws { try wrappedValue.encode(to: encoder) }
}

extension Attribute: Equatable where Value: Equatable {}
extension Attribute: Hashable where Value: Hashable {}
extension Attribute: Sendable where Value: Sendable {}

extension KeyedDecodingContainer {
    /// Decodes an optional attribute property: `nil` when it is absent.
    public func decode<Wrapped: Decodable>(_ type: Attribute<Wrapped?>.Type, forKey key: Key) throws -> Attribute<Wrapped?> {
        Attribute(try decodeIfPresent(Attribute<Wrapped>.self, forKey: key)?.wrappedValue)
    }
}
