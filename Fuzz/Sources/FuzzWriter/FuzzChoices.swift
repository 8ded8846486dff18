import Foundation

/// The fuzzer's bytes read as a sequence of choices, so that each input builds one value and
/// libFuzzer's mutations change it a choice at a time. Past the end every choice is the first.
struct FuzzChoices {
    private let bytes: [UInt8]
    private var index = 0

    /// Choices read from `bytes`.
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Whether bytes are left: a builder stops adding elements when they run out.
    var hasMore: Bool { index < bytes.count }

    /// The next byte, 0 past the end.
    mutating func byte() -> UInt8 {
        guard index < bytes.count else { return 0 }
        defer { index += 1 }
        return bytes[index]
    }

    /// A number in `range`.
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(byte()) % range.count
    }

    /// A coin toss.
    mutating func bool() -> Bool { byte() & 1 == 1 }

    /// One of `values`.
    mutating func pick<Value>(_ values: [Value]) -> Value {
        values[int(0...values.count - 1)]
    }

    /// `value()` or `nil`, half the time each.
    mutating func optional<Value>(_ value: (inout FuzzChoices) -> Value) -> Value? {
        bool() ? value(&self) : nil
    }

    /// What strings are made of: markup characters, sequences CDATA, comments and processing
    /// instructions cannot hold, white space and line ends of every kind, non-ASCII, and, rarely,
    /// characters XML 1.0 does not allow.
    static let pieces = [
        "a", "Z", "9", " ", "  ", "word", "&", "<", ">", "\"", "'", "]]>", "]", "--", "-", "?>", "=", ":", "\t", "\n", "\r", "\r\n", "é",
        "名", "🎧", "\u{A0}", "\u{85}", "\u{2028}", "\u{E000}", "\u{10FFFF}", "\u{FFFD}", "&amp;", "&#38;", "<![CDATA[", "https://e.org/a?b=1&c=2",
        "\u{7F}", "\u{0}", "\u{1}", "\u{1F}", "\u{FFFE}",
    ]

    /// A string of 0 to 7 pieces.
    mutating func string() -> String {
        (0..<int(0...7)).map { _ in pick(Self.pieces) }.joined()
    }

    /// A string of 1 to 7 pieces that is not blank: what a field read trimmed can hold.
    mutating func text() -> String {
        let text = string().trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? "t" : text
    }

    /// A finite number: small integers, fractions, extremes, or any bit pattern that is finite.
    mutating func double() -> Double {
        switch int(0...5) {
        case 0: return Double(int(0...255)) - 128
        case 1: return Double(int(0...255)) / 7
        case 2: return pick([0, -0.0, 1e-300, 1e300, .leastNonzeroMagnitude, .greatestFiniteMagnitude, 0.1, 1.0 / 3])
        default:
            var bits: UInt64 = 0
            for _ in 0..<8 { bits = bits << 8 | UInt64(byte()) }
            let value = Double(bitPattern: bits)
            return value.isFinite ? value : 0
        }
    }

    /// An instant between 1900 and 2100, whole seconds or with a fraction.
    mutating func date() -> Date {
        var seconds = Double(int(0...255) << 24 | int(0...255) << 16 | int(0...255) << 8 | int(0...255)) * 1.5 - 2_208_988_800
        if bool() { seconds += Double(int(0...255)) / 256 }
        return Date(timeIntervalSince1970: seconds)
    }
}
