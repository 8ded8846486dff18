#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import XMLMapKit

/// Members of the object open in a writer, left out when there is nothing to write: the
/// rule of every JSON the project writes (no `null`, no empty array).
extension JSONWriter {
    /// Writes the member `key`, a string, when `value` is not `nil`.
    public mutating func member(_ key: StaticString, _ value: String?) {
        guard let value else { return }
        self.key(key)
        string(value)
    }

    /// Writes the member `key`, an integer, when `value` is not `nil`.
    public mutating func member(_ key: StaticString, _ value: Int?) {
        guard let value else { return }
        self.key(key)
        integer(value)
    }

    /// Writes the member `key`, a number in its shortest form, when `value` is not `nil`.
    public mutating func member(_ key: StaticString, _ value: Double?) {
        guard let value else { return }
        self.key(key)
        number(value)
    }

    /// Writes the member `key`, `true` or `false`, when `value` is not `nil`.
    public mutating func member(_ key: StaticString, _ value: Bool?) {
        guard let value else { return }
        self.key(key)
        bool(value)
    }

    /// Writes the member `key`, an RFC 3339 date, when `value` is not `nil`.
    public mutating func member(_ key: StaticString, _ value: Date?) {
        guard let value else { return }
        self.key(key)
        date(value)
    }

    /// Writes the member `key`, an array of objects, unless it is empty.
    @inlinable
    public mutating func members<Element: JSONWritable>(_ key: StaticString, _ values: [Element]) {
        members(key, values) { $0.writeJSON(to: &$1) }
    }

    /// Writes the member `key`, an array of strings, unless it is empty.
    public mutating func members(_ key: StaticString, _ values: [String]) {
        members(key, values) { $1.string($0) }
    }

    /// Writes the member `key`, an array of `values` each written by `write`, unless it is empty.
    @inlinable
    public mutating func members<Element>(_ key: StaticString, _ values: [Element], _ write: (Element, inout JSONWriter) -> Void) {
        guard !values.isEmpty else { return }
        self.key(key)
        beginArray()
        for value in values { write(value, &self) }
        endArray()
    }
}
