import Foundation
import Testing

@testable import XMLMapKit

/// The flat tree the decoder keeps of each element: text joined from its pieces, keys
/// compared as bytes, one tree reused by the elements of a stream, and error locations of
/// values that are not elements.
@Suite("Codable decoding tree")
struct DecodingTreeTests {
    @Test func textArrivingInPiecesIsJoined() throws {
        struct Values: Decodable { let text: String; let mixed: String; let number: Double }
        let xml = "<v><text>a &amp; <![CDATA[b <c>]]> d</text><mixed>x<b>y</b>z</mixed><number> 1<!-- -->2.5 </number></v>"
        let values = try XMLDecoder().decode(Values.self, from: Array(xml.utf8))
        #expect(values.text == "a & b <c> d")
        #expect(values.mixed == "xz")
        #expect(values.number == 12.5)
    }

    @Test func mixedContentKeepsItsRunsOfTextInOrder() throws {
        enum Piece: Decodable, Equatable {
            case bold(String), text(String)
            enum CodingKeys: String, XMLChoiceCodingKey { case bold = "b", text = "" }
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                switch container.allKeys.first! {
                case .bold: self = .bold(try container.decode(String.self, forKey: .bold))
                case .text: self = .text(try container.decode(String.self, forKey: .text))
                }
            }
        }
        let pieces = try XMLDecoder().decode([Piece].self, from: Array("<p>one &amp; <b>two</b> three<b>four</b></p>".utf8))
        #expect(pieces == [.text("one &"), .bold("two"), .text("three"), .bold("four")])
    }

    @Test func keysMatchNamesByteForByte() throws {
        struct Values: Decodable {
            let größe: Int
            let prefixed: String
            enum CodingKeys: String, CodingKey { case größe, prefixed = "a:prefixed" }
        }
        let xml = #"<v xmlns:a="urn:a"><größe>3</größe><a:prefixed>p</a:prefixed><prefixed>no</prefixed></v>"#
        let values = try XMLDecoder().decode(Values.self, from: Array(xml.utf8))
        #expect(values.größe == 3)
        #expect(values.prefixed == "p")
    }

    @Test func streamedElementsShareNoValues() throws {
        struct Item: Decodable, Equatable {
            struct Enclosure: Decodable, Equatable { let url: String }
            let title: String
            let note: String?
            let enclosure: Enclosure?
        }
        let xml = """
            <rss><channel>
              <item><title>First, the longest</title><note>a note</note><enclosure url="https://example.com/1.mp3"/></item>
              <item><title>Two</title></item>
              <item><title>Three</title><enclosure url="https://example.com/3.mp3"/></item>
            </channel></rss>
            """
        var items: [Item] = []
        try XMLDecoder().decode(Item.self, elementsAt: "channel/item", from: Array(xml.utf8)) { items.append($0) }
        #expect(
            items == [
                Item(title: "First, the longest", note: "a note", enclosure: .init(url: "https://example.com/1.mp3")),
                Item(title: "Two", note: nil, enclosure: nil),
                Item(title: "Three", note: nil, enclosure: .init(url: "https://example.com/3.mp3")),
            ])
    }

    @Test func anErrorInAnAttributesValueNamesItsElement() throws {
        struct Length: Decodable {
            let value: Int
            enum CodingKeys: String, CodingKey { case value = "" }
        }
        struct Enclosure: Decodable { let length: Length }
        struct Item: Decodable { let enclosure: Enclosure }
        let xml = "<item>\n  <enclosure length=\"big\"/>\n</item>"
        let error = try #require(throws: DecodingError.self) { try XMLDecoder().decode(Item.self, from: Array(xml.utf8)) }
        guard case .typeMismatch(_, let context) = error else {
            Issue.record("expected a type mismatch, got \(error)")
            return
        }
        #expect(context.debugDescription == "expected an integer (Int), found 'big' (at 2:3, /item/enclosure)")
        #expect(context.codingPath.map(\.stringValue) == ["enclosure", "length", ""])
    }

    /// Hands a document to the parser a few bytes at a time.
    final class Chunks: XMLByteSource {
        let bytes: [UInt8]
        let size: Int
        var offset = 0
        init(_ text: String, size: Int) {
            bytes = Array(text.utf8)
            self.size = size
        }
        func nextChunk(_ body: (UnsafeRawBufferPointer) throws(XMLError) -> Void) throws(XMLError) -> Bool {
            guard offset < bytes.count else { return false }
            let end = min(offset + size, bytes.count)
            defer { offset = end }
            let result: Result<Void, XMLError> = bytes[offset..<end].withUnsafeBytes { chunk in
                do throws(XMLError) { try body(chunk); return .success(()) } catch { return .failure(error) }
            }
            try result.get()
            return true
        }
    }

    /// Elements are located only when an error asks, at the end of the decoded element: the
    /// ones whose bytes the parser let go of before are located as they left.
    @Test(arguments: [1, 5, 64, 1 << 16])
    func errorLocationsOfElementsTheParserLetGoOf(chunkSize: Int) throws {
        struct Item: Decodable { let title: String; let length: Int }
        struct Channel: Decodable { let item: [Item] }
        struct RSS: Decodable { let channel: Channel }
        let items = (1...40).map { "  <item>\r\n    <title>é \($0)</title>\n    <length>\($0 == 3 ? "big" : "\($0)")</length>\n  </item>" }
        let xml = "<rss>\n<channel>\n" + items.joined(separator: "\n") + "\n</channel>\n</rss>\n"
        let error = try #require(throws: XMLError.self) { try XMLDecodingHandler<RSS>().map(Chunks(xml, size: chunkSize)) }
        guard case .typeMismatch(_, let context)? = error.underlyingError as? DecodingError else {
            Issue.record("expected a type mismatch, got \(error)")
            return
        }
        #expect(context.debugDescription == "expected an integer (Int), found 'big' (at 13:5, /rss/channel/item[3]/length)")
    }
}
