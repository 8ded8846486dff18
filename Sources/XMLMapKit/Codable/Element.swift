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
    /// Decodes the value itself.
    public init(from decoder: any Decoder) throws { wrappedValue = try Value(from: decoder) }
}

extension Element: Encodable where Value: Encodable {
    /// Encodes the value itself.
    public func encode(to encoder: any Encoder) throws { try wrappedValue.encode(to: encoder) }
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
