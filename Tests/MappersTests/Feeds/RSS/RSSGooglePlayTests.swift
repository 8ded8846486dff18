import Foundation
import Testing
import XMLMapKit

@testable import Mappers

/// Google Play's podcast tags (`googleplay:`), on the channel and on items.
@Suite("rss: Google Play tags")
struct RSSGooglePlayTests {
    /// A podcast with Google Play's tags, as Google's sample feed gives them, plus the block,
    /// owner and new feed URL its specification has, and relative images.
    static let podcast = """
        <rss version="2.0" xmlns:googleplay="http://www.google.com/schemas/play-podcasts/1.0"><channel xml:base="https://www.example.com/podcasts/dafnas-zebras/">
        <title>Dafna's Zebra Podcast</title><link>https://www.example.com/podcasts/dafnas-zebras/</link><description>A pet-owner's guide</description>
        <googleplay:author>Dafna</googleplay:author>
        <googleplay:description>A pet-owner's guide to the popular striped equine.</googleplay:description>
        <googleplay:email>dafna@example.com</googleplay:email>
        <googleplay:owner>owner@example.com</googleplay:owner>
        <googleplay:image href="img/dafna-zebra-pod-logo.jpg"/>
        <googleplay:category text="Kids &amp; Family"/><googleplay:category text="Pets &amp; Animals"/>
        <googleplay:explicit>clean</googleplay:explicit>
        <googleplay:block>Yes</googleplay:block>
        <googleplay:new-feed-url>https://feeds.example.com/zebras.xml</googleplay:new-feed-url>
        <item><title>Top 10 myths about caring for a zebra</title>
          <googleplay:author>Dafna and Kim</googleplay:author>
          <googleplay:description>Here are the top 10 misunderstandings about the care, feeding, and breeding of these lovable striped animals.</googleplay:description>
          <googleplay:image href="https://www.example.com/img/ep1.jpg"/>
          <googleplay:explicit>yes</googleplay:explicit><googleplay:block>no</googleplay:block>
        </item>
        <item><title>Zebras and the law</title><googleplay:explicit>maybe</googleplay:explicit></item>
        </channel></rss>
        """

    @Test("channel and item tags: texts, the image resolved, categories in order, flags")
    func tags() throws {
        let result = try mapRSS(Self.podcast)
        #expect(result.issues.map { "\($0.field): \($0.message)" } == ["item.googleplay:explicit: not a valid boolean: 'maybe'"])
        var channel = GooglePlayChannel()
        channel.author = "Dafna"
        channel.description = "A pet-owner's guide to the popular striped equine."
        channel.email = "dafna@example.com"
        channel.owner = "owner@example.com"
        channel.image = "https://www.example.com/podcasts/dafnas-zebras/img/dafna-zebra-pod-logo.jpg"
        channel.categories = ["Kids & Family", "Pets & Animals"]
        channel.explicit = false
        channel.block = true
        channel.newFeedURL = "https://feeds.example.com/zebras.xml"
        #expect(result.model.googlePlay == channel)
        var item = GooglePlayItem()
        item.author = "Dafna and Kim"
        item.description = "Here are the top 10 misunderstandings about the care, feeding, and breeding of these lovable striped animals."
        item.image = "https://www.example.com/img/ep1.jpg"
        item.explicit = true
        item.block = false
        #expect(result.model.items.map(\.googlePlay) == [item, nil])
    }

    @Test("written back with the namespace on the root, read back the same, in memory and while mapping")
    func roundTrip() throws {
        let bytes = Array(Self.podcast.utf8)
        let original = try RSSMapper().map(bytes)
        for xml in [try RSSXMLRoundTripTests.written(original.model), try RSSXMLRoundTripTests.writtenWhileMapping(bytes)] {
            let comparison = try RSSXMLRoundTripTests.compare(xml, with: original.model, originalIssues: original.issues)
            #expect(comparison.newIssues.isEmpty && comparison.reread == comparison.expected)
            let text = String(decoding: xml, as: UTF8.self)
            for expected in [
                #"xmlns:googleplay="http://www.google.com/schemas/play-podcasts/1.0">"#,
                #"<googleplay:image href="https://www.example.com/podcasts/dafnas-zebras/img/dafna-zebra-pod-logo.jpg"/>"#,
                #"<googleplay:category text="Kids &amp; Family"/>"#, "<googleplay:explicit>no</googleplay:explicit>",
                "<googleplay:block>yes</googleplay:block>", "<googleplay:explicit>yes</googleplay:explicit>",
            ] {
                #expect(text.contains(expected), "\(expected)")
            }
        }
    }
}
