import Foundation
import TestSupport
import Testing
import XMLMapKit
import XMLMapOutput

@testable import Mappers

/// A feed cut anywhere (a download that broke off) still gives, in lenient mode, every item
/// that was complete before the cut, exactly as the whole feed gives it, and an error that
/// says where the cut is.
@Suite("Nothing lost")
struct NothingLostTests {
    @Test("an RSS feed cut at every byte keeps every item complete before the cut and says where it was cut")
    func truncatedFeed() throws {
        try #require(XMLMapperRegistry.builtIn.mapper(named: "rss") != nil, "the registry has an rss mapper")
        let bytes = [UInt8](try Data(contentsOf: Corpus.packageRoot.appendingPathComponent("Samples/podcast.xml")))
        let whole = try RSSMapper().map(bytes)
        #expect(whole.error == nil)
        let itemEnds = occurrences(of: "</item>", in: bytes).map(\.upperBound)
        try #require(whole.model.items.count == itemEnds.count && itemEnds.count >= 2)
        let rootStart = try #require(occurrences(of: "<rss", in: bytes).first?.lowerBound)
        let rootTagEnd = try #require(bytes[rootStart...].firstIndex(of: UInt8(ascii: ">"))) + 1
        var cuts = 0
        for cut in rootTagEnd..<bytes.count - 1 {
            let complete = itemEnds.filter { $0 <= cut }.count
            let lastComplete = itemEnds.last { $0 <= cut } ?? rootTagEnd
            let result = try RSSMapper().map(Array(bytes[..<cut]))
            let error = try #require(result.error, "cut at \(cut): no error")
            #expect(Array(result.model.items.prefix(complete)) == Array(whole.model.items.prefix(complete)), "cut at \(cut)")
            #expect(result.model.items.count <= complete + 1, "cut at \(cut)")
            #expect((lastComplete...cut).contains(error.location.byteOffset), "cut at \(cut): error at \(error.location.byteOffset), \(error)")
            cuts += 1
        }
        print("nothing lost: \(cuts) cuts of Samples/podcast.xml (\(itemEnds.count) items) each kept every item complete before the cut")
    }
}
