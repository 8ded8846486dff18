#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import XMLMapKit

/// Writes JSON text into bytes, for GeoJSON: keys in the order written, numbers in their
/// shortest round-trip form.
struct GPXJSONWriter {
    /// The JSON written so far.
    private(set) var bytes: [UInt8] = []

    /// Makes room for about `count` bytes of output, so that a large output is not copied as it grows.
    mutating func reserveCapacity(_ count: Int) {
        bytes.reserveCapacity(count)
    }

    /// Appends raw JSON punctuation or literals (`{`, `],`, `null`).
    mutating func raw(_ text: StaticString) {
        bytes.append(contentsOf: UnsafeRawBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Appends `"key":`.
    mutating func key(_ key: String) {
        string(key)
        bytes.append(UInt8(ascii: ":"))
    }

    /// Appends a string literal, escaped as RFC 8259 requires.
    mutating func string(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        let needsNoEscape = text.withUTF8 { utf8 in
            guard !utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else { return false }
            bytes.append(contentsOf: utf8)
            return true
        }
        if !needsNoEscape { escape(text) }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Appends a timestamp in RFC 3339 as a string literal.
    mutating func timestamp(_ date: Date) {
        bytes.append(UInt8(ascii: "\""))
        FeedDate.appendRFC3339(date, to: &bytes)
        bytes.append(UInt8(ascii: "\""))
    }

    /// Appends the characters of `text`, escaping those that need it.
    private mutating func escape(_ text: String) {
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): raw("\\\"")
            case UInt8(ascii: "\\"): raw("\\\\")
            case 0x0A: raw("\\n")
            case 0x0D: raw("\\r")
            case 0x09: raw("\\t")
            case 0..<0x20:
                raw("\\u00")
                bytes.append(Self.hexDigits[Int(byte >> 4)])
                bytes.append(Self.hexDigits[Int(byte & 0x0F)])
            default: bytes.append(byte)
            }
        }
    }

    /// Appends a number (integral values without a fraction: `12`, not `12.0`).
    mutating func number(_ value: Double) {
        NumberValue.appendShortestDecimal(value, to: &bytes)
    }

    /// Appends a separating comma unless `first`, which it clears.
    mutating func separator(_ first: inout Bool) {
        if first { first = false } else { bytes.append(UInt8(ascii: ",")) }
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)
}
