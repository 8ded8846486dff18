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
    /// Decodes the value itself, as a single value: so that the decoder's own handling of it
    /// applies (a `URL` from its string, a `Date` as the date strategy says).
    public init(from decoder: any Decoder) throws { wrappedValue = try decoder.singleValueContainer().decode(Value.self) }
}

extension Attribute: Encodable where Value: Encodable {
    /// Encodes the value itself, as a single value: so that the encoder's own handling of it
    /// applies (a `URL` as its string, a `Date` as the date strategy says).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
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
