import Foundation
import Testing

@testable import XMLMapKit

/// Inputs on which `Fuzz/fuzz-mappers` found the event stream giving different events (or a
/// different error) when the same bytes were pushed in chunks than when parsed whole.
@Suite("Fuzz reproducers")
struct FuzzReproducerTests {
    /// A saved fuzzer input (without the fuzzer's leading selector byte) and where it split it.
    struct Reproducer: CustomTestStringConvertible, Sendable {
        var name: String
        var base64: String
        var splits: [Int]
        var testDescription: String { name }
    }

    static let reproducers = [
        Reproducer(
            name: "crash-9f24bdb9: UTF-16 BOM, ASCII bytes, NULs",
            base64:
                "/v8EPAA/AHgAbQBsACBFeGFtcGxlIEF0b20nCi0tPgo8ZmVlZCB4bWxucz0iaHR0cDovL3d3dy53My4AdgBlAHIAcwBpAG89ICfeeGFtcGxlIEF0b20nCi0tPgo8ZmVlZCB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAAdAAvAD4ACg==",
            splits: [67, 99]),
        Reproducer(
            name: "crash-3a6950aa: encoding='ASCII', 0xFF bytes in a comment",
            base64:
                "PD94bWwgZW5jb2Rpbmc9J0FTQ0lJJyB2ZXJzaW9uPScxLjAnPy0+DQo8IURPQ1RZUEUgZG9jIFsNCiAgIDwhRUxFTUVOVCBkb2MgRU1QVFk+DQpdPg0KPGRvYy8+DQo8KyEtLSBXcm9uZyBvcmRlcmlu/////////yFnIGJldHdlZW4gVmVyc2lvbkluZm8gYW5kIEVuY29kaW5nRGVjbCBpbiBYTUxEZWNsIC0tPg==",
            splits: [103]),
        Reproducer(
            name: "crash-5a68d057: encoding='ASCII', 0xFF bytes in the DTD",
            base64:
                "PD94bWwgZW5jb2Rpbmc9J0FTQ0lJJyB2ZXJzaW9uPScxLjAnPz4NCjwhRE9DVFlQRSBkb2MgWw0KICAgPCFFTEVNRU5UIGRvYyBFTVBU////////////////////////WT4NCl0+DQo8ZG9jLz4NCjwhLS0gV3Jvbmcgb3JkZXZpbmcgYmV0d2VlbiBWZXJzaW9uSW5mbyBhbmQgRW5jb2RpbmdEZWNsIGluIFhNTERlY2wgLS0+",
            splits: [56]),
        Reproducer(
            name: "crash-6865cc84: UTF-16 LE BOM, a run of 0xFF, an RSS feed in ASCII",
            base64:
                "//7A/zwAZgD+/////////////////////////////////////////////////////////////////////////////////////////////////////////////////////2FzdGVyIG1hcHMgdG8gcHVibGlzaGVyCkV4cGVjdDogICAgIDEgbm90IGJvem8gYW5kIGZlZWRbJ3B1Ymxpc2hlcl9kZXRhaWwnXVsnZW1haWwnXSA9PSAnbWVAZXhhbXBsZS5jb20nCi0tPgo8cnNzIHZlcnNpb249IjIuMCI+CjxjaGFubmVsPgo8d2ViTWFzdGVyPkV4YW1wbGUgZWRpdG9yIChtZUBleGFtcGxlLmNvbSk8L3dlYk1hc3Rlcj4KPC9jaGFubmVsPgr//////////////////////////////////////////////9gALwA+AA==",
            splits: [124, 211]),
    ]

    /// Bytes that do not fit the declared or detected encoding (ASCII with 0xFF bytes, broken
    /// UTF-16): the whole parse reported the encoding error, the pushed one an earlier syntax
    /// error. Fixed by "decoders pass valid bytes on before an encoding error". Each is parsed
    /// whole, pushed split as the fuzzer split it, and pushed split at every offset.
    @Test("pushed in chunks, a reproducer gives the events and error of the whole parse", arguments: reproducers)
    func chunkingChangesNothing(_ reproducer: Reproducer) throws {
        let bytes = [UInt8](try #require(Data(base64Encoded: reproducer.base64)))
        let (whole, error) = streamEvents(bytes)
        #expect(error != nil, "each reproducer is malformed")
        #expect(pushedEvents(bytes, splitAt: reproducer.splits.filter { $0 < bytes.count }).0 == whole)
        let differing = (1..<bytes.count).filter { pushedEvents(bytes, splitAt: [$0]).0 != whole }
        #expect(differing.isEmpty, "split at \(differing.prefix(10))")
    }

    /// An attribute value of entity references cut off before its tag ends (minimised, 214
    /// bytes), parsed with the fuzzers' lower expansion limits (256 KiB in total, 10× past
    /// 16 KiB). Pushed in two chunks split at 213, the start tag is scanned, found incomplete,
    /// and scanned again when the last byte arrives: its expansions are counted twice, so the
    /// pushed parse stops on `limit.exceeded` where the whole parse reports
    /// `syntax.unexpectedEndOfInput`. With the default limits the same happens past 1 MiB of
    /// expansion (the pushed parse stops at an earlier reference). Fixed: `XMLTokenizer.next()`
    /// restores `expandedBytes` when a scan ends `.incomplete`.
    @Test("entity expansions of a tag scanned again after more input are counted once")
    func expansionCountedOnce() throws {
        let base64 =
            "PCFET0NUWVBFIGZvbyBbCjwhRU5USVRZIGYgInNvbWUgaW50ZXJuYWwgZGF0YSByYXRoZXIgbGFnZSB0YWtpbmcgcXVpdGUgc29tZSByb29tIj4KPCFFTlRJVFkgZSAiJmY7JmY7Ij4KPCFFTlRJVFkgZCAiJmU7JmU7Ij4KXT4KPGZvbyBiYXI9IiZkOyZkOyZkOyZkOyZkOyZkOyZkOyZkOyZkOyZkOyZkOyZkOyZkOzsmZDsmZDsmZDsmZDsKJmQ7JmQ7JmQ7JmQ7JmQ7JmQ7JmQ7Cg=="
        let bytes = [UInt8](try #require(Data(base64Encoded: base64)))
        var options = XMLParserOptions()
        options.limits.maxEntityExpansionBytes = 256 << 10
        options.limits.entityAmplificationThreshold = 16 << 10
        options.limits.maxEntityAmplification = 10
        let (whole, _) = streamEvents(bytes, options: options)
        let differing = (1..<bytes.count).filter { pushedEvents(bytes, splitAt: [$0], options: options).0 != whole }
        #expect(
            differing.isEmpty,
            "split at \(differing.prefix(10)): \(pushedEvents(bytes, splitAt: differing.prefix(1).map { $0 }, options: options).0.last ?? "")")
    }
}
