import Mappers
import Testing
import XMLMapKit
import XMLMapOutput

/// Inputs on which `Fuzz/fuzz-registry` found a mapping read from a file in chunks placing an
/// error or an issue elsewhere than the same mapping of the bytes in memory (where a handler's
/// error or an issue reported on an early end was placed depended on where a read ended; the
/// tokenizer now locates open start tags and the current token before their bytes leave).
///
/// Each document is read in two reads (``TwoReads``), the first ending at every offset of the
/// document in turn. (A file's full reads now end after a `>`, so a file no longer puts the end
/// of a read anywhere; shorter reads, as from a pipe, are parsed as they come.)
@Suite("Read boundary reproducers")
struct ReadBoundaryReproducerTests {
    /// Hands a document over in two reads, the first ending at `cut`, from one buffer that is
    /// overwritten once each read has been parsed, as a file's reads reuse theirs: bytes used
    /// after their read was released come out wrong.
    final class TwoReads: XMLByteSource {
        private let bytes: [UInt8]
        private var reads: [Range<Int>]
        private var buffer: [UInt8] = []

        init(_ bytes: [UInt8], endingAt cut: Int) {
            self.bytes = bytes
            reads = [0..<cut, cut..<bytes.count].filter { !$0.isEmpty }
        }

        func nextChunk(_ body: (UnsafeRawBufferPointer) throws(XMLError) -> Void) throws(XMLError) -> Bool {
            guard !reads.isEmpty else { return false }
            buffer = Array(bytes[reads.removeFirst()])
            defer { buffer.withUnsafeMutableBytes { $0.initializeMemory(as: UInt8.self, repeating: UInt8(ascii: "#")) } }
            let result: Result<Void, XMLError> = buffer.withUnsafeBytes { chunk in
                do throws(XMLError) { try body(chunk); return .success(()) } catch { return .failure(error) }
            }
            try result.get()
            return true
        }
    }

    /// Strict Atom, a date that is not one: the error belongs at `<updated>` (2:1), as mapped
    /// in memory; read from a file, it is at 2:10 when a read ends inside `<updated>`'s text
    /// (fuzz-registry crash-b95e90df, minimised).
    @Test("a handler's error in strict mode is placed the same wherever a read ends")
    func handlerErrorLocation() throws {
        let differing = try differingCuts(
            "<feed xmlns=\"http://www.w3.org/2005/Atom\">\n<updated>2745-12-31T10 :14:55Z</updated>\n</feed>\n",
            mapper: "atom", options: .strict)
        #expect(differing.isEmpty, "\(differing.count) cuts differ: \(differing.prefix(3).joined(separator: "; "))")
    }

    /// Lenient catalog, a document cut short: the issues its handler reports while finishing
    /// early are placed at `<root>` (2:1) in memory; read from a file, at 2:7 when a read ends
    /// after `<root>` (fuzz-registry crash-7757397f, minimised).
    @Test("an issue reported on an early end is placed the same wherever a read ends")
    func earlyEndIssueLocation() throws {
        let differing = try differingCuts(
            "<!DOCTYPE root [<!ENTITY e SYSTEM 'e.jpg' NDATA j><!NOTATION j SYSTEM 'j'>]>\n<root>text &e;</root>\n", mapper: "catalog",
            options: XMLMappingOptions())
        #expect(differing.isEmpty, "\(differing.count) cuts differ: \(differing.prefix(3).joined(separator: "; "))")
    }

    /// Lenient Atom forced on a document that is not a feed and not well-formed: finishing the
    /// feed early reported its missing elements, whose location was looked up in a read that had
    /// been released (issue 12; fuzz-registry crash-9d889c8c on the code before the fix, a
    /// heap use after free under AddressSanitizer). Read in two reads, the first ending at every
    /// offset.
    @Test("issues reported on an early end after the last read read no released memory")
    func earlyEndAfterLastRead() throws {
        var options = XMLMappingOptions()
        options.itemLimit = 1
        let document = "<doc>\r\n<a / >\r\n</doc>\r\n"
        let registry = XMLMapperRegistry.builtIn
        for cut in 0...document.utf8.count {
            let result = try registry.map(TwoReads(Array(document.utf8), endingAt: cut), mapperName: "atom", options: options).result
            #expect(result.error != nil, "read ends at \(cut)")
        }
        #expect(throws: Never.self) { try registry.map(Array(document.utf8), mapperName: "atom", options: options) }
    }

    /// The offsets of `document` at which ending a read changes the error's or issues' locations
    /// from those of the same bytes mapped in memory, each with both descriptions.
    func differingCuts(_ document: String, mapper: String, options: XMLMappingOptions) throws -> [String] {
        let registry = XMLMapperRegistry.builtIn
        let bytes = Array(document.utf8)
        var differing: [String] = []
        for cut in 1..<bytes.count {
            let inMemory = Self.locations { () throws(XMLError) in try registry.map(bytes, mapperName: mapper, options: options) }
            let read = Self.locations { () throws(XMLError) in try registry.map(TwoReads(bytes, endingAt: cut), mapperName: mapper, options: options) }
            if inMemory != read { differing.append("read ends at \(cut): in memory \(inMemory), read \(read)") }
        }
        return differing
    }

    /// `LINE:COLUMN` and message of the error `map` throws, or of its lenient error and every issue.
    static func locations(_ map: () throws(XMLError) -> XMLMappedDocument) -> [String] {
        let result: XMLMappingResult<any Encodable & Sendable>
        do throws(XMLError) {
            result = try map().result
        } catch {
            return ["thrown \(error.location.line):\(error.location.column) \(error.message)"]
        }
        return (result.error.map { ["error \($0.location.line):\($0.location.column) \($0.message)"] } ?? [])
            + result.issues.map { "issue \($0.location.line):\($0.location.column) \($0.field): \($0.message)" }
    }
}
