import TestSupport
@testable import XMLMapKit

/// The result of decoding a whole document, compared across ways of chunking it.
struct DecodedDocument: Equatable, CustomStringConvertible {
    /// The UTF-8 emitted (up to the error, when there is one).
    var output: [UInt8] = []
    /// The encoding the decoder detected.
    var encoding: XMLInputEncoding?
    /// The error's code, message and location, when decoding failed.
    var error: String?

    /// The output as text, for expectations.
    var text: String { String(decoding: output, as: UTF8.self) }

    /// A summary for failure messages.
    var description: String {
        "\(encoding.map(\.rawValue) ?? "nil") \(error.map { "error \($0)" } ?? "\"\(text)\"")"
    }
}

/// A way of splitting a document into chunks for the decoder.
enum InputChunking: CustomStringConvertible, Sendable, CaseIterable {
    /// The whole document in one final chunk.
    case whole
    /// One byte per chunk, the last one final.
    case bytewise
    /// One byte per chunk, then an empty final chunk.
    case bytewiseThenEmptyFinal
    /// Chunks of 1 to 9 bytes, chosen by a seeded generator.
    case randomSmall
    /// Chunks of 1 to 5000 bytes, chosen by a seeded generator.
    case randomLarge
    /// Chunks of 2, 3 and 4,095 bytes (around the detection limit), repeating.
    case awkward

    /// A name for test output.
    var description: String {
        switch self {
        case .whole: "whole"
        case .bytewise: "bytewise"
        case .bytewiseThenEmptyFinal: "bytewise then empty final"
        case .randomSmall: "random 1–9"
        case .randomLarge: "random 1–5000"
        case .awkward: "2, 3, 4095"
        }
    }

    /// The chunk sizes for a document of `count` bytes (they sum to `count`, plus a 0 when
    /// an empty final chunk follows).
    func sizes(for count: Int) -> [Int] {
        var generator = SplitMix(seed: UInt64(count) &* 0x9E37_79B9)
        var sizes: [Int] = []
        var remaining = count
        while remaining > 0 {
            let size: Int
            switch self {
            case .whole: size = remaining
            case .bytewise, .bytewiseThenEmptyFinal: size = 1
            case .randomSmall: size = Int(generator.next() % 9) + 1
            case .randomLarge: size = Int(generator.next() % 5000) + 1
            case .awkward: size = [2, 3, 4095][sizes.count % 3]
            }
            sizes.append(Swift.min(size, remaining))
            remaining -= sizes.last!
        }
        if sizes.isEmpty || self == .bytewiseThenEmptyFinal { sizes.append(0) }
        return sizes
    }
}

/// Decodes `document` split as `chunking` says, each chunk in its own memory that is
/// scribbled over once the decoder returns (so a decoder that kept a pointer would show it),
/// with the encoding its transport declares, if any.
func decodeInChunks(_ document: [UInt8], _ chunking: InputChunking = .whole, transportEncoding: String? = nil) -> DecodedDocument {
    var decoder = InputDecoder(transportEncoding: transportEncoding)
    var result = DecodedDocument()
    let sizes = chunking.sizes(for: document.count)
    var start = 0
    do {
        for (index, size) in sizes.enumerated() {
            let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: Swift.max(size, 1), alignment: 1)
            defer {
                chunk.initializeMemory(as: UInt8.self, repeating: 0xAA)
                chunk.deallocate()
            }
            document.withUnsafeBytes { chunk.copyMemory(from: UnsafeRawBufferPointer(rebasing: $0[start..<start + size])) }
            try decoder.decode(UnsafeRawBufferPointer(rebasing: chunk[..<size]), isFinal: index == sizes.count - 1) { bytes, _ in
                result.output.append(contentsOf: bytes)
            }
            start += size
        }
    } catch {
        result.error = "\(error.code) \(error.location.line):\(error.location.column)@\(error.location.byteOffset) \(error.message)"
    }
    result.encoding = decoder.encoding
    return result
}

/// The document as bytes: the UTF-8 of `text`.
func utf8Bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

/// `text` encoded as UTF-16 in the given byte order, after a byte order mark when `withBOM`.
func utf16Bytes(_ text: String, bigEndian: Bool, withBOM: Bool) -> [UInt8] {
    let units = (withBOM ? [0xFEFF] : []) + Array(text.utf16)
    return units.flatMap { unit in
        bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
    }
}

/// `text` encoded as UTF-32 in the given byte order, after a byte order mark when `withBOM`.
func utf32Bytes(_ text: String, bigEndian: Bool, withBOM: Bool) -> [UInt8] {
    utf32UnitBytes((withBOM ? [0xFEFF] : []) + text.unicodeScalars.map(\.value), bigEndian: bigEndian)
}

/// `units` written as UTF-32 code units in the given byte order, for malformed sequences.
func utf32UnitBytes(_ units: [UInt32], bigEndian: Bool) -> [UInt8] {
    units.flatMap { unit in
        let bytes = [UInt8(unit >> 24), UInt8(unit >> 16 & 0xFF), UInt8(unit >> 8 & 0xFF), UInt8(unit & 0xFF)]
        return bigEndian ? bytes : bytes.reversed()
    }
}

/// `units` written as UTF-16 code units in the given byte order, for malformed sequences.
func utf16UnitBytes(_ units: [UInt16], bigEndian: Bool) -> [UInt8] {
    units.flatMap { unit in
        bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
    }
}
