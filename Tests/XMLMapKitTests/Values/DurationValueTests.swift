import Testing

@testable import XMLMapKit

/// Tests of ``DurationValue``.
@Suite("DurationValue")
struct DurationValueTests {
    /// Each accepted form and its length in seconds.
    @Test(
        "Durations in seconds",
        arguments: [
            ("29:07", 1_747.0), ("01:00:01", 3_601.0), ("1234", 1_234.0), ("1234.5", 1_234.5),
            ("1:02:03.5", 3_723.5), ("  29:07\n", 1_747.0), ("0", 0.0), ("00:00", 0.0),
            ("90:00", 5_400.0), ("100:59:59", 363_599.0), ("1:2:3", 3_723.0), ("59.25", 59.25),
            ("0:0.5", 0.5), ("12:34.125", 754.125),
        ] as [(String, Double)])
    func valid(input: String, seconds: Double) {
        #expect(DurationValue.parseSeconds(input) == seconds, "\(input)")
    }

    /// Negative, malformed and out-of-range durations.
    @Test(
        "Malformed durations give nil",
        arguments: [
            "", "  ", "-5", "-1:00", "+5", "abc", "1:", ":30", "1::2", "1:60", "1:00:60",
            "1:60:00", "1:2:3:4", "1.5:00", "1.", ".5", "1.2.3", "12 34", "1e3", "10s",
            "1234567890123456",
        ])
    func invalid(input: String) {
        #expect(DurationValue.parseSeconds(input) == nil, "\(input)")
    }

    /// The raw-buffer and `XMLBytes` entry points agree with the `String` one.
    @Test func bytesConveniences() {
        Array("1:02:03.5".utf8).withUnsafeBytes { raw in
            #expect(DurationValue.parseSeconds(raw) == 3_723.5)
            #expect(DurationValue.parseSeconds(XMLBytes(raw)) == 3_723.5)
        }
        #expect(DurationValue.parseSeconds(XMLBytes.empty) == nil)
    }
}
