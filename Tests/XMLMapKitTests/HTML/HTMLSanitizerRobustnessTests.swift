import Testing
import TestSupport

@testable import XMLMapKit

/// Random bytes and cut or mutated hostile fragments: the sanitizer never traps, ends, and its
/// output holds nothing that runs script.
@Suite("HTMLSanitizer, robustness")
struct HTMLSanitizerRobustnessTests {
    /// The bytes random fragments are drawn from: markup delimiters, quotes, letters of the
    /// names that matter, control characters, and a few non-ASCII ones.
    static let alphabet: [UInt8] = Array("<>/!?-=\"' &#;:[]()\t\n\r\0\u{1}abcdeijlnoprstvxy".utf8) + [0xC2, 0xA0, 0xE2, 0x80, 0xA8, 0xFF, 0xC3, 0xA9]

    /// Seeded random byte strings (invalid UTF-8 included) and strings drawn from markup bytes.
    @Test("random bytes")
    func randomBytes() {
        var random = SplitMix(seed: 27)
        var failures: [String] = []
        for round in 0..<4_000 {
            let length = Int(random.next() % 64)
            let bytes: [UInt8] = (0..<length).map { _ in
                round % 2 == 0 ? UInt8(truncatingIfNeeded: random.next()) : Self.alphabet[Int(random.next() % UInt64(Self.alphabet.count))]
            }
            let output = bytes.withUnsafeBytes { HTMLSanitizer().sanitize($0) }
            if !HostileHTML.violations(in: output).isEmpty { failures.append(output) }
            _ = bytes.withUnsafeBytes { HTMLSanitizer(isXHTML: true).resolveLinks($0) }
        }
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }

    /// Every prefix of the hand-written hostile fragments (a fragment cut anywhere, as a feed
    /// cut short gives it) is safe once sanitized.
    @Test("hostile fragments cut anywhere")
    func cutFragments() {
        var failures: [String] = []
        for html in HostileHTML.handwritten {
            let bytes = Array(html.utf8)
            for end in 0...bytes.count {
                let output = bytes[..<end].withUnsafeBytes { HTMLSanitizer().sanitize($0) }
                if !HostileHTML.violations(in: output).isEmpty { failures.append(output) }
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }

    /// Hostile fragments with random bytes inserted, removed or replaced are safe once sanitized.
    @Test("mutated hostile fragments")
    func mutatedFragments() {
        var random = SplitMix(seed: 2_704)
        var failures: [String] = []
        let cases = HostileHTML.handwritten
        for _ in 0..<6_000 {
            var bytes = Array(cases[Int(random.next() % UInt64(cases.count))].utf8)
            for _ in 0..<(1 + random.next() % 3) {
                let position = Int(random.next() % UInt64(bytes.count + 1))
                let byte = Self.alphabet[Int(random.next() % UInt64(Self.alphabet.count))]
                switch random.next() % 3 {
                case 0: bytes.insert(byte, at: position)
                case 1: if position < bytes.count { bytes.remove(at: position) }
                default: if position < bytes.count { bytes[position] = byte }
                }
            }
            let output = bytes.withUnsafeBytes { HTMLSanitizer(base: nil).sanitize($0) }
            if !HostileHTML.violations(in: output).isEmpty { failures.append(String(decoding: bytes, as: UTF8.self) + " -> " + output) }
        }
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }

    /// Tags of 2 to 60 attributes drawn from nine allowed names, so that most repeat: the sanitizer
    /// keeps one a name, the last written, in the order of their names (feedparser's
    /// `normalize_attrs`), however many there are (past 16 they are sorted another way).
    @Test("many attributes: one a name, the last written, in the order of the names")
    func manyAttributes() {
        var random = SplitMix(seed: 28)
        let names = ["title", "alt", "href", "width", "height", "class", "id", "lang", "dir"]
        var failures: [String] = []
        for round in 0..<600 {
            let count = 2 + Int(random.next() % 59)
            var written: [(name: String, value: String)] = []
            for index in 0..<count { written.append((names[Int(random.next() % UInt64(names.count))], "v\(round)-\(index)")) }
            var last: [String: String] = [:]
            for attribute in written { last[attribute.name] = attribute.value }
            let kept = last.keys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }.map { " \($0)=\"\(last[$0]!)\"" }
            let expected = "<span\(kept.joined())>x</span>"
            let output = HTMLSanitizer(base: nil).sanitize("<span \(written.map { "\($0.name)=\"\($0.value)\"" }.joined(separator: " "))>x</span>")
            if output != expected { failures.append("\(count) attributes: \(output), not \(expected)") }
        }
        #expect(failures.count == 0, "\(failures.prefix(3))")
        // Sorted by insertion, this took 65 s in a debug build (50,000 attributes 0.8 s in a
        // release build).
        let many = "<span " + (0..<100_000).map { "a\($0)=\"1\"" }.joined(separator: " ") + ">x</span>"
        let elapsed = ContinuousClock().measure { _ = HTMLSanitizer(base: nil).sanitize(many) }
        #expect(elapsed < .seconds(5), "took \(elapsed)")
    }
}
