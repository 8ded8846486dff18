import Foundation
import TestSupport
import Testing

@testable import XMLMapKit

/// ``VectorScan`` stops exactly where a byte-by-byte reading of its run would, in whichever
/// build (vector blocks, or words with `XMLMAPKIT_SCALAR_SCAN`) these tests run.
@Suite("Block-at-a-time scanning")
struct VectorScanTests {
    /// The runs, with the bytes each must stop at.
    static let runs: [(name: String, stops: VectorScan.RunStops, stopsAt: @Sendable (UInt8) -> Bool)] = [
        ("text", .text, { isControlOrHigh($0, passingTabAndLineFeed: true) || $0 == 0x3C || $0 == 0x26 || $0 == 0x5D }),
        ("attribute value", .attributeValue, { isControlOrHigh($0, passingTabAndLineFeed: false) || [0x22, 0x27, 0x3C, 0x26].contains($0) }),
        ("CDATA", .cdata, { isControlOrHigh($0, passingTabAndLineFeed: true) || $0 == 0x5D }),
        ("comment", .comment, { isControlOrHigh($0, passingTabAndLineFeed: true) || $0 == 0x2D }),
        ("processing instruction", .processingInstruction, { isControlOrHigh($0, passingTabAndLineFeed: true) || $0 == 0x3F }),
    ]

    /// Bytes below 0x20 (but tab and line feed where they pass) and bytes of 0x80 or more.
    static func isControlOrHigh(_ byte: UInt8, passingTabAndLineFeed: Bool) -> Bool {
        if byte >= 0x80 { return true }
        if passingTabAndLineFeed && (byte == 0x09 || byte == 0x0A) { return false }
        return byte < 0x20
    }

    /// Whether `found` is a right answer of a scan from `start`: every byte before it is plain,
    /// and it is a stop, or so near the end that a step no longer fits (the caller's byte loop
    /// goes on from there).
    static func isRight(_ found: Int, in bytes: [UInt8], from start: Int, _ stopsAt: (UInt8) -> Bool) -> Bool {
        guard found >= start, found <= bytes.count, !bytes[start..<found].contains(where: stopsAt) else { return false }
        return found < bytes.count && stopsAt(bytes[found]) || bytes.count - found < VectorScan.stepBytes
    }

    /// The two scans of a run: ``VectorScan/firstStop(in:from:to:_:)`` and, for long runs,
    /// ``VectorScan/firstStopInLongRun(in:from:to:_:)``.
    static let scans: [(name: String, scan: @Sendable ([UInt8], Int, VectorScan.RunStops) -> Int)] = [
        ("steps", { bytes, start, stops in bytes.withUnsafeBufferPointer { VectorScan.firstStop(in: $0.baseAddress!, from: start, to: $0.count, stops) } }),
        ("long-run steps", { bytes, start, stops in
            bytes.withUnsafeBufferPointer { VectorScan.firstStopInLongRun(in: $0.baseAddress!, from: start, to: $0.count, stops) }
        }),
    ]

    @Test("the build scans with the path it was asked for: SIMD steps of 32 bytes, or words with XMLMAPKIT_SCALAR_SCAN")
    func pathOfThisBuild() {
        #if XMLMAPKIT_SCALAR_SCAN
            #expect(VectorScan.stepBytes == 8)
        #else
            #expect(VectorScan.stepBytes == 32)
        #endif
    }

    @Test("every byte value at every position of three steps, among plain bytes: the first stop is found, by both scans", arguments: 0..<2)
    func everyByteEverywhere(scanIndex: Int) {
        let (scanName, scan) = Self.scans[scanIndex]
        let step = VectorScan.stepBytes
        for (name, stops, stopsAt) in Self.runs {
            for position in 0..<(3 * step) {
                for byte in 0..<256 {
                    // Tab, space and letters around the byte: a stop must not leak into its neighbours.
                    var bytes = (0..<(4 * step)).map { UInt8([0x61, 0x20, 0x09, 0x0A, 0x7E][$0 % 5]) }
                    bytes[position] = UInt8(byte)
                    let found = scan(bytes, 0, stops)
                    if !Self.isRight(found, in: bytes, from: 0, stopsAt) {
                        Issue.record("\(scanName), \(name): byte \(byte) at \(position) gave \(found)")
                        return
                    }
                }
            }
        }
    }

    @Test("200,000 random runs from random starts, most of them printable ASCII: both scans match a byte loop", arguments: 0..<2)
    func randomRuns(scanIndex: Int) {
        let (scanName, scan) = Self.scans[scanIndex]
        var random = SplitMix(seed: 11)
        var passedWholeBlocks = 0
        for round in 0..<200_000 {
            let (name, stops, stopsAt) = Self.runs[round % Self.runs.count]
            let count = Int(random.next() % 200)
            let bytes = (0..<count).map { _ -> UInt8 in
                let roll = random.next() % 64
                return UInt8(truncatingIfNeeded: roll < 62 ? 0x20 + random.next() % 0x5F : random.next() % 256)
            }
            let start = count == 0 ? 0 : Int(random.next() % UInt64(count))
            let found = scan(bytes, start, stops)
            if !Self.isRight(found, in: bytes, from: start, stopsAt) {
                Issue.record("\(scanName), \(name): \(bytes) from \(start) gave \(found)")
                return
            }
            if found - start >= VectorScan.stepBytes { passedWholeBlocks += 1 }
        }
        // The point of it: plain blocks are passed whole.
        #expect(passedWholeBlocks > 1_000)
    }

    /// The bytes a JSON string escapes: `"`, `\\` and control characters; bytes of 0x80 or more
    /// (UTF-8 sequences) and DEL pass.
    static func isJSONEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x22 || byte == 0x5C
    }

    static func scanJSON(_ bytes: [UInt8], from start: Int) -> Int {
        bytes.withUnsafeBufferPointer { VectorScan.firstJSONEscape(in: $0.baseAddress!, from: start, to: $0.count) }
    }

    @Test("JSON escapes: every byte value at every position of two steps, among plain ASCII and UTF-8 bytes, is found")
    func everyByteEverywhereInJSON() {
        let block = VectorScan.stepBytes
        for position in 0..<(2 * block) {
            for byte in 0..<256 {
                // Letters, space, DEL and the two bytes of `é` around it: none is escaped, and
                // none may pass for an escape beside one.
                var bytes = (0..<(3 * block)).map { UInt8([0x61, 0x20, 0xC3, 0xA9, 0x7F, 0x7E][$0 % 6]) }
                bytes[position] = UInt8(byte)
                let found = Self.scanJSON(bytes, from: 0)
                if !Self.isRight(found, in: bytes, from: 0, Self.isJSONEscape) {
                    Issue.record("byte \(byte) at \(position) gave \(found)")
                    return
                }
                if Self.isJSONEscape(UInt8(byte)) && position < 2 * block {
                    #expect(found == position, "byte \(byte) at \(position)")
                }
            }
        }
    }

    @Test("JSON escapes: 200,000 random strings from random starts, a third of their bytes not ASCII: the scan matches a byte loop")
    func randomJSONStrings() {
        var random = SplitMix(seed: 28)
        var passedWholeSteps = 0
        for _ in 0..<200_000 {
            let count = Int(random.next() % 100)
            let bytes = (0..<count).map { _ -> UInt8 in
                switch random.next() % 64 {
                case 0..<40: UInt8(truncatingIfNeeded: 0x20 + random.next() % 0x60)
                case 40..<62: UInt8(truncatingIfNeeded: 0x80 + random.next() % 0x80)
                default: UInt8(truncatingIfNeeded: random.next() % 256)
                }
            }
            let start = count == 0 ? 0 : Int(random.next() % UInt64(count))
            let found = Self.scanJSON(bytes, from: start)
            if !Self.isRight(found, in: bytes, from: start, Self.isJSONEscape) {
                Issue.record("\(bytes) from \(start) gave \(found)")
                return
            }
            if found - start >= VectorScan.stepBytes { passedWholeSteps += 1 }
        }
        #expect(passedWholeSteps > 1_000)
    }

    /// The last index of `byte` from `start` to before `end`, one byte at a time.
    static func lastIndexByteByByte(of byte: UInt8, in bytes: [UInt8], from start: Int, to end: Int) -> Int? {
        bytes[start..<end].lastIndex(of: byte)
    }

    static func lastIndex(of byte: UInt8, in bytes: [UInt8], from start: Int, to end: Int) -> Int? {
        bytes.withUnsafeBufferPointer { VectorScan.lastIndex(of: byte, in: $0.baseAddress!, from: start, to: end) }
    }

    @Test("backwards: every byte value at every position of three steps, alone or after another of its value, is the last found")
    func lastIndexEverywhere() {
        let count = 3 * VectorScan.stepBytes + 5
        for byte in 0..<256 {
            let other = UInt8((byte + 1) % 256)
            for position in 0..<count {
                for earlier in [nil, 0, position / 2] as [Int?] {
                    var bytes = [UInt8](repeating: other, count: count)
                    if let earlier { bytes[earlier] = UInt8(byte) }
                    bytes[position] = UInt8(byte)
                    for (start, end) in [(0, count), (1, count - 1), (0, position + 1), (position, count)] where start <= end {
                        let found = Self.lastIndex(of: UInt8(byte), in: bytes, from: start, to: end)
                        let expected = Self.lastIndexByteByByte(of: UInt8(byte), in: bytes, from: start, to: end)
                        if found != expected {
                            Issue.record("byte \(byte) at \(position) (and \(earlier ?? -1)) in \(start)..<\(end) gave \(found ?? -1), not \(expected ?? -1)")
                            return
                        }
                    }
                }
            }
        }
    }

    @Test("backwards: 100,000 random ranges of random bytes: the search matches a byte loop")
    func lastIndexRandom() {
        var random = SplitMix(seed: 62)
        for _ in 0..<100_000 {
            let count = Int(random.next() % 150)
            let bytes = (0..<count).map { _ in UInt8(truncatingIfNeeded: 0x3C + random.next() % 4) }
            let end = count == 0 ? 0 : Int(random.next() % UInt64(count + 1))
            let start = end == 0 ? 0 : Int(random.next() % UInt64(end + 1))
            let found = Self.lastIndex(of: UInt8(ascii: ">"), in: bytes, from: start, to: end)
            let expected = Self.lastIndexByteByByte(of: UInt8(ascii: ">"), in: bytes, from: start, to: end)
            if found != expected {
                Issue.record("\(bytes) in \(start)..<\(end) gave \(found ?? -1), not \(expected ?? -1)")
                return
            }
        }
    }

    @Test("long CDATA sections, comments, text and attribute values give the same events whole and fed in small chunks")
    func longRuns() {
        let words = (0..<120).map { "word\($0 % 37)" }.joined(separator: " \t\n ")
        let value = (0..<40).map { "value\($0)" }.joined(separator: " \t\n ")
        let document =
            "<r a='\(value) \"x\" \(value)' b=\"\(value) &amp; 'y'\t\(value)\"><![CDATA[\(words) ]] ] -- ? é \(words)]]><!-- \(words) - \(words) -->"
            + "<?pi \(words) ? \(words)?><t>\(words) &amp; \(words) ]\r\n\(words) é\(words)</t>\t\(words)</r>"
        let bytes = Array(document.utf8)
        let whole = recordEvents(bytes)
        #expect(whole == recordEvents(bytes, chunkSizes: [1]))
        #expect(whole == recordEvents(bytes, chunkSizes: [7, 3, 8, 9]))
        #expect(whole == recordEvents(bytes, chunkSizes: [31, 33, 64, 2]))
        #expect(whole.contains { $0.hasPrefix("cdata") && $0.contains("word8 ]] ] -- ? é word0") }, "\(whole)")
        #expect(whole.contains { $0.contains(#"value39 \"x\" value0    value1"#) }, "\(whole)")
    }

    @Test("a control character or a byte that is not UTF-8 deep in a long run is an error at its line and column")
    func stopsInLongRuns() throws {
        let line = String(repeating: "plain text ", count: 20)
        for (bad, code) in [("\u{01}", XMLError.Code.invalidCharacter), ("\u{0B}", .invalidCharacter)] {
            for wrap in [
                "<r>\(line)\n\(line)\(bad)\(line)</r>", "<r><![CDATA[\(line)\n\(line)\(bad)]]></r>", "<r><!--\(line)\n\(line)\(bad)--></r>",
                "<r a='\(line)\(bad)'/>",
            ] {
                var handler = NullHandler()
                let error = #expect(throws: XMLError.self) { try XMLStreamParser().parse(wrap, into: &handler) }
                #expect(error?.code == code, "\(wrap.prefix(20))")
                if wrap.hasPrefix("<r a=") { #expect(error?.location.column == 7 + line.utf8.count) } else { #expect(error?.location.line == 2) }
            }
        }
        var invalid = Array("<r>\(line)\(line)".utf8)
        invalid.append(0xFF)
        invalid += Array("\(line)</r>".utf8)
        var handler = NullHandler()
        let error = #expect(throws: XMLError.self) { try XMLStreamParser().parse(invalid, into: &handler) }
        #expect(error?.code == .invalidCharacter)
        #expect(error?.location.column == 4 + 2 * line.utf8.count)
    }
}

/// A handler that ignores every event.
private struct NullHandler: XMLEventHandler {}
