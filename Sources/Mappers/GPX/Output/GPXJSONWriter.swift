#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import XMLMapKit
import XMLMapOutput

/// Writes compact JSON text for GeoJSON into an ``OutputBuffer``, punctuation given by the
/// caller: keys in the order written, numbers in their shortest round-trip form, strings
/// escaped by ``JSONWriter``'s rules, timestamps in RFC 3339, all formatted straight into the
/// buffer.
struct GPXJSONWriter {
    /// Where the text goes.
    let output: OutputBuffer

    /// Appends raw JSON punctuation or literals (`{`, `],`, `null`).
    func raw(_ text: StaticString) {
        output.append(text)
    }

    /// Appends `"key":`.
    func key(_ key: String) {
        string(key)
        output.append(UInt8(ascii: ":"))
    }

    /// Appends a string literal, escaped as RFC 8259 requires.
    func string(_ text: String) {
        var json = JSONWriter(output, style: .compact)
        json.string(text)
    }

    /// Appends a timestamp in RFC 3339 as a string literal.
    func timestamp(_ date: Date) {
        output.append(UInt8(ascii: "\""))
        output.write(maximumLength: FeedDate.rfc3339MaximumLength) { FeedDate.writeRFC3339(date, to: $0) }
        output.append(UInt8(ascii: "\""))
    }

    /// Appends a number (integral values without a fraction: `12`, not `12.0`).
    func number(_ value: Double) {
        output.appendShortestDecimal(value)
    }

    /// Appends a separating comma unless `first`, which it clears.
    func separator(_ first: inout Bool) {
        if first { first = false } else { output.append(UInt8(ascii: ",")) }
    }
}
