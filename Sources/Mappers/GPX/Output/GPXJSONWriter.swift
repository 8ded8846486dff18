#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import XMLMapKit

/// Writes JSON text into bytes, for GeoJSON: keys in the order written, numbers in their
/// shortest round-trip form.
///
/// Numbers and timestamps are formatted straight into spare room at the end of the buffer,
/// so a large output costs no `String` and no reallocation per value.
struct GPXJSONWriter {
    /// The JSON written so far, then spare room.
    private var buffer: [UInt8] = []
    /// How many bytes of `buffer` are JSON.
    private var count = 0

    /// The JSON written, its spare room given up.
    mutating func finish() -> [UInt8] {
        buffer.removeLast(buffer.count - count)
        return buffer
    }

    /// Makes room for about `count` more bytes, so that a large output is not copied as it grows.
    mutating func reserveCapacity(_ count: Int) {
        makeRoom(count)
    }

    /// Appends raw JSON punctuation or literals (`{`, `],`, `null`).
    mutating func raw(_ text: StaticString) {
        append(UnsafeRawBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Appends `"key":`.
    mutating func key(_ key: String) {
        string(key)
        byte(UInt8(ascii: ":"))
    }

    /// Appends a string literal, escaped as RFC 8259 requires.
    mutating func string(_ text: String) {
        byte(UInt8(ascii: "\""))
        var text = text
        let needsNoEscape = text.withUTF8 { utf8 in
            guard !utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else { return false }
            append(UnsafeRawBufferPointer(utf8))
            return true
        }
        if !needsNoEscape { escape(text) }
        byte(UInt8(ascii: "\""))
    }

    /// Appends a timestamp in RFC 3339 as a string literal.
    mutating func timestamp(_ date: Date) {
        byte(UInt8(ascii: "\""))
        write(maximumLength: FeedDate.rfc3339MaximumLength) { FeedDate.writeRFC3339(date, to: $0) }
        byte(UInt8(ascii: "\""))
    }

    /// Appends a number (integral values without a fraction: `12`, not `12.0`).
    mutating func number(_ value: Double) {
        write(maximumLength: NumberValue.shortestDecimalMaximumLength) { NumberValue.writeShortestDecimal(value, to: $0) }
    }

    /// Appends a separating comma unless `first`, which it clears.
    mutating func separator(_ first: inout Bool) {
        if first { first = false } else { byte(UInt8(ascii: ",")) }
    }

    /// Lets `body` write up to `maximumLength` bytes at the end and return how many it wrote.
    private mutating func write(maximumLength: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        makeRoom(maximumLength)
        let start = count
        count += buffer.withUnsafeMutableBufferPointer { body($0.baseAddress! + start) }
    }

    private mutating func append(_ bytes: UnsafeRawBufferPointer) {
        guard !bytes.isEmpty else { return }
        makeRoom(bytes.count)
        let start = count
        buffer.withUnsafeMutableBufferPointer { UnsafeMutableRawPointer($0.baseAddress! + start).copyMemory(from: bytes.baseAddress!, byteCount: bytes.count) }
        count += bytes.count
    }

    private mutating func byte(_ value: UInt8) {
        makeRoom(1)
        buffer[count] = value
        count += 1
    }

    /// Grows the buffer, doubling it, until `needed` more bytes fit.
    private mutating func makeRoom(_ needed: Int) {
        guard count + needed > buffer.count else { return }
        buffer.append(contentsOf: repeatElement(0, count: Swift.max(needed, buffer.count, 4096)))
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
                self.byte(Self.hexDigits[Int(byte >> 4)])
                self.byte(Self.hexDigits[Int(byte & 0x0F)])
            default: self.byte(byte)
            }
        }
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)
}
