#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import XMLMapKit

/// A value a ``ModelShape`` member holds: what it writes as JSON, whether it is left out, and
/// whether decoding requires it.
///
/// Strings, integers, `Double`s, Booleans, dates (RFC 3339 in UTC), `Decimal`s (their exact
/// digits), enumerations with string raw values (declare the conformance), models, and
/// optionals and lists of these.
public protocol ModelMemberValue: Codable, Equatable {
    /// Writes the value as one JSON value.
    func writeJSON(to json: inout JSONWriter)
    /// Whether the value has nothing to write as a member (`nil`, an empty list).
    var isAbsent: Bool { get }
    /// Whether decoding fails when the member is missing: `false` for optionals and lists.
    static var isRequired: Bool { get }
    /// Writes the member `key` holding this value into the object open in `json`, unless it
    /// has nothing to write.
    func writeJSONMember(_ key: StaticString, to json: inout JSONWriter)
}

extension ModelMemberValue {
    /// Present, by default.
    @inlinable
    public var isAbsent: Bool { false }

    /// Required, by default.
    @inlinable
    public static var isRequired: Bool { true }

    /// The key, then the value.
    @inlinable
    public func writeJSONMember(_ key: StaticString, to json: inout JSONWriter) {
        json.key(key)
        writeJSON(to: &json)
    }
}

extension ModelMemberValue where Self: RawRepresentable, RawValue == String {
    /// The raw value, as a string.
    @inlinable
    public func writeJSON(to json: inout JSONWriter) {
        json.string(rawValue)
    }
}

extension String: ModelMemberValue {
    /// A JSON string.
    @inlinable
    public func writeJSON(to json: inout JSONWriter) { json.string(self) }
}

extension Int: ModelMemberValue {
    /// A JSON number.
    @inlinable
    public func writeJSON(to json: inout JSONWriter) { json.integer(self) }
}

extension Double: ModelMemberValue {
    /// A JSON number in its shortest round-trip form.
    @inlinable
    public func writeJSON(to json: inout JSONWriter) { json.number(self) }
}

extension Bool: ModelMemberValue {
    /// `true` or `false`.
    @inlinable
    public func writeJSON(to json: inout JSONWriter) { json.bool(self) }
}

extension Date: ModelMemberValue {
    /// An RFC 3339 string in UTC.
    @inlinable
    public func writeJSON(to json: inout JSONWriter) { json.date(self) }
}

extension Decimal: ModelMemberValue {
    /// A JSON number with the decimal's exact digits.
    @inlinable
    public func writeJSON(to json: inout JSONWriter) { json.rawNumber(description) }
}

extension Optional: ModelMemberValue where Wrapped: ModelMemberValue {
    /// Whether it is `nil`.
    @inlinable
    public var isAbsent: Bool { self == nil }

    /// Never required.
    @inlinable
    public static var isRequired: Bool { false }

    /// The wrapped value, or `null`.
    @inlinable
    public func writeJSON(to json: inout JSONWriter) {
        if let self { self.writeJSON(to: &json) } else { json.null() }
    }

    /// The wrapped value's member, or nothing for `nil`.
    @inlinable
    public func writeJSONMember(_ key: StaticString, to json: inout JSONWriter) {
        if let self { self.writeJSONMember(key, to: &json) }
    }
}

extension Array: ModelMemberValue where Element: ModelMemberValue {
    /// Whether it is empty.
    @inlinable
    public var isAbsent: Bool { isEmpty }

    /// Never required: a missing list decodes as empty.
    @inlinable
    public static var isRequired: Bool { false }

    /// A JSON array of the elements.
    @inlinable
    public func writeJSON(to json: inout JSONWriter) {
        json.beginArray()
        for element in self { element.writeJSON(to: &json) }
        json.endArray()
    }

    /// The array's member, or nothing when it is empty.
    @inlinable
    public func writeJSONMember(_ key: StaticString, to json: inout JSONWriter) {
        guard !isEmpty else { return }
        json.key(key)
        writeJSON(to: &json)
    }
}
