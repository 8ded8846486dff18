import Testing

@testable import XMLMapKit

/// Tests of ``BooleanValue``.
@Suite("BooleanValue")
struct BooleanValueTests {
    /// Every accepted word, in several cases and with whitespace.
    @Test(
        "Flags",
        arguments: [
            ("yes", true), ("Yes", true), ("YES", true), ("true", true), ("True", true),
            ("1", true), ("explicit", true), ("Explicit", true), (" yes\n", true),
            ("no", false), ("NO", false), ("false", false), ("FALSE", false), ("0", false),
            ("clean", false), ("Clean", false), ("\tfalse ", false),
        ])
    func flags(input: String, value: Bool) {
        #expect(BooleanValue.parse(input) == value, "\(input)")
    }

    /// Words that are not flags.
    @Test(
        "Other words give nil",
        arguments: [
            "", " ", "y", "n", "2", "10", "yess", "tru", "on", "off", "t rue", "cleanly",
            "explicitly", "nope", "01",
        ])
    func others(input: String) {
        #expect(BooleanValue.parse(input) == nil, "\(input)")
    }

    /// The raw-buffer and `XMLBytes` entry points agree with the `String` one.
    @Test func bytesConveniences() {
        Array("Explicit".utf8).withUnsafeBytes { raw in
            #expect(BooleanValue.parse(raw) == true)
            #expect(BooleanValue.parse(XMLBytes(raw)) == true)
        }
        #expect(BooleanValue.parse(XMLBytes.empty) == nil)
    }
}
