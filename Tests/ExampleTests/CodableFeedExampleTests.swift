import Foundation
import TestSupport
import Testing

/// The Codable example: `xmlmap` with a mapper whose model is plain Codable structs.
@Suite("Codable example")
struct CodableFeedExampleTests {
    @Test("codable-feed maps a feed with XMLDecoder as an xmlmap mapper")
    func codableFeed() throws {
        let summary = try Executables.run("codable-feed", ["--mapper", "codable-rss", "--format", "summary", "Samples/podcast.xml"])
        #expect(summary.status == 0)
        #expect(
            summary.standardOutput
                == "input: Samples/podcast.xml\nmapper: codable-rss\ntitle: Byte by Byte\nitems: 3\nnewest: 2024-05-14T08:30:00Z\nissues: 0\n")
        let json = try Executables.run("codable-feed", ["--mapper", "codable-rss", "Samples/podcast.xml"])
        #expect(
            json.standardOutput.contains("\"url\" : \"https://cdn.example.com/byte-by-byte/3.mp3\"")
                || json.standardOutput.contains("\"url\": \"https://cdn.example.com/byte-by-byte/3.mp3\""))
    }
}
