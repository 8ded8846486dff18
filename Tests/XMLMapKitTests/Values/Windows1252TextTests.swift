import Testing

@testable import XMLMapKit

/// Tests of ``Windows1252Text``.
@Suite("Windows1252Text")
struct Windows1252TextTests {
    @Test(
        "C1 controls read as the Windows-1252 characters of their bytes; the five it leaves undefined and other text stay",
        arguments: [
            ("don\u{92}t", "don’t"),
            ("\u{93}quoted\u{94} \u{96} \u{85} \u{80}5 \u{99}", "“quoted” – … €5 ™"),
            ("\u{81}\u{8D}\u{8F}\u{90}\u{9D}", "\u{81}\u{8D}\u{8F}\u{90}\u{9D}"),
            ("plain, Grüße, 日本, 😀, \u{7F}\u{A0}", "plain, Grüße, 日本, 😀, \u{7F}\u{A0}"),
        ])
    func repairs(_ text: String, _ expected: String) {
        #expect(Windows1252Text.repairingControls(text) == expected)
        let hasControls = Array(text.utf8).withUnsafeBytes(Windows1252Text.hasControls)
        #expect(hasControls == text.unicodeScalars.contains { (0x80...0x9F).contains($0.value) })
    }

    @Test("the table agrees with the windows-1252 decoder and with HTML numeric references")
    func oneTable() {
        for byte in UInt8(0x80)...0x9F {
            let decoded = decodeInChunks(Array("<?xml version='1.0' encoding='windows-1252'?><a>".utf8) + [byte] + Array("</a>".utf8))
            #expect(String(decoding: decoded.output, as: UTF8.self).contains(Character(Windows1252Text.character(forControl: UInt32(byte)))))
            let reference = Array("&#\(byte);".utf8)
            #expect(reference.withUnsafeBytes { HTMLCharacterReference.decode($0, at: 0)?.scalar } == Windows1252Text.character(forControl: UInt32(byte)))
        }
    }
}
