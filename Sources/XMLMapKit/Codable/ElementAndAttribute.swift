/// Marks a property whose value is a child element or, when there is none, an attribute: XMLCoder's `@ElementAndAttribute`.
///
/// ```swift
/// struct Book: Codable {
///     @ElementAndAttribute var id: Int
/// }
/// ```
@propertyWrapper
public struct ElementAndAttribute<Value> {
    /// The property's value.
    public var wrappedValue: Value

    /// Wraps `wrappedValue`.
    public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }

    /// Wraps `wrappedValue` (the property-wrapper initialiser).
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
}

extension ElementAndAttribute: XMLDecodingTraits {
    static var decodesAbsentKeys: Bool { false }
    static var nodeDecoding: XMLDecoder.NodeDecoding? { .elementOrAttribute }
}

extension ElementAndAttribute: XMLNodeWrapper {
    package static var node: XMLDecoder.NodeDecoding { .elementOrAttribute }
}

extension ElementAndAttribute: Decodable where Value: Decodable {
    /// Decodes the value itself, as a single value: so that the decoder's own handling of it
    /// applies (a `URL` from its string, a `Date` as the date strategy says).
    public init(from decoder: any Decoder) throws { wrappedValue = try decoder.singleValueContainer().decode(Value.self) }
}

extension ElementAndAttribute: Encodable where Value: Encodable {
    /// Encodes the value itself, as a single value: so that the encoder's own handling of it
    /// applies (a `URL` as its string, a `Date` as the date strategy says).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}

extension ElementAndAttribute: Equatable where Value: Equatable {}
extension ElementAndAttribute: Hashable where Value: Hashable {}
extension ElementAndAttribute: Sendable where Value: Sendable {}

extension KeyedDecodingContainer {
    /// Decodes an optional element-or-attribute property: `nil` when it is absent.
    public func decode<Wrapped: Decodable>(_ type: ElementAndAttribute<Wrapped?>.Type, forKey key: Key) throws -> ElementAndAttribute<Wrapped?> {
        ElementAndAttribute(try decodeIfPresent(ElementAndAttribute<Wrapped>.self, forKey: key)?.wrappedValue)
    }
}
