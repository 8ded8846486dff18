/// Marks a property whose value is a child element: XMLCoder's `@Element`.
///
/// ```swift
/// struct Book: Codable {
///     @Element var id: Int
/// }
/// ```
@propertyWrapper
public struct Element<Value> {
    /// The property's value.
    public var wrappedValue: Value

    /// Wraps `wrappedValue`.
    public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }

    /// Wraps `wrappedValue` (the property-wrapper initialiser).
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
}

extension Element: XMLDecodingTraits {
    static var decodesAbsentKeys: Bool { false }
    static var nodeDecoding: XMLDecoder.NodeDecoding? { .element }
}

extension Element: XMLNodeWrapper {
    package static var node: XMLDecoder.NodeDecoding { .element }
}

extension Element: Decodable where Value: Decodable {
    /// Decodes the value itself, as a single value: so that the decoder's own handling of it
    /// applies (a `URL` from its string, a `Date` as the date strategy says).
    public init(from decoder: any Decoder) throws { wrappedValue = try decoder.singleValueContainer().decode(Value.self) }
}

extension Element: Encodable where Value: Encodable {
    /// Encodes the value itself, as a single value: so that the encoder's own handling of it
    /// applies (a `URL` as its string, a `Date` as the date strategy says).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}

extension Element: Equatable where Value: Equatable {}
extension Element: Hashable where Value: Hashable {}
extension Element: Sendable where Value: Sendable {}

extension KeyedDecodingContainer {
    /// Decodes an optional element property: `nil` when it is absent.
    public func decode<Wrapped: Decodable>(_ type: Element<Wrapped?>.Type, forKey key: Key) throws -> Element<Wrapped?> {
        Element(try decodeIfPresent(Element<Wrapped>.self, forKey: key)?.wrappedValue)
    }
}
