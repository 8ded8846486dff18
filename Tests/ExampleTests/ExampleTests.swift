import TestSupport
import Testing

/// The examples are templates people copy: their exact output is pinned.
@Suite("Examples")
struct ExampleTests {
    @Test("podcast-episodes prints one line per episode, falling back to the feed's image")
    func podcastEpisodes() throws {
        let output = try Executables.run("podcast-episodes", ["Samples/podcast.xml"])
        #expect(output.status == 0)
        #expect(
            output.standardOutput == """
                Episode 3: Streaming a gigabyte | https://cdn.example.com/byte-by-byte/3.mp3 | 2467 | https://example.com/byte-by-byte/3.jpg
                Episode 2: Entities & other hazards | https://cdn.example.com/byte-by-byte/2.mp3 | 3733 | https://example.com/byte-by-byte/cover.jpg
                Episode 1: Hello, bytes | https://cdn.example.com/byte-by-byte/1.mp3 | 1834 | https://example.com/byte-by-byte/cover.jpg

                """)
    }

    @Test("feed-since stops at the first item at or before the date")
    func feedSince() throws {
        let output = try Executables.run("feed-since", ["2024-05-01T00:00:00Z", "Samples/podcast.xml"])
        #expect(output.status == 0)
        #expect(output.standardOutput == "Episode 3: Streaming a gigabyte\nEpisode 2: Entities & other hazards\n")
        #expect(output.standardError == "3 items read (stopped at an older item)\n")
        let all = try Executables.run("feed-since", ["2020-01-01T00:00:00Z", "Samples/podcast.xml"])
        #expect(all.standardError == "3 items read (read the whole feed)\n")
        #expect(try Executables.run("feed-since", ["yesterday", "Samples/podcast.xml"]).status == 64)
    }
}

/// The examples that use the built-in mappers.
@Suite("Mapper examples")
struct MapperExampleTests {
    @Test("catalog-sections prints each category with its products")
    func catalogSections() throws {
        let output = try Executables.run("catalog-sections", ["Samples/catalog.xml"])
        #expect(output.status == 0)
        #expect(
            output.standardOutput.hasPrefix(
                """
                Laptops
                  Aero 14 Ultrabook, 16 GB — LT-1401 (1.299,00 €)
                  Forge 16 Workstation — LT-1602 ($1,849.99)
                """))
        #expect(try Executables.run("catalog-sections", ["missing.xml"]).status == 66)
    }

    @Test("opml-mapper is xmlmap with one more mapper")
    func opmlMapper() throws {
        let output = try Executables.run("opml-mapper", ["Samples/subscriptions.opml", "--format", "summary"])
        #expect(output.status == 0)
        #expect(output.standardOutput == "input: Samples/subscriptions.opml\nmapper: opml\ntitle: My podcasts\nfeeds: 3\nissues: 0\n")
        let list = try Executables.run("opml-mapper", ["--list-mappers"])
        #expect(list.standardOutput.contains("opml\n  OPML subscription lists: feeds and folders\n  roots:   opml\n"))
        let json = try Executables.run("opml-mapper", ["Samples/subscriptions.opml"])
        #expect(
            json.standardOutput.contains("\"feedURL\" : \"https://example.net/orbit.xml\"")
                || json.standardOutput.contains("\"feedURL\": \"https://example.net/orbit.xml\""))
        let lines = try Executables.run("opml-mapper", ["--format", "jsonl", "Samples/subscriptions.opml"])
        #expect(
            lines.standardOutput == """
                {"text":"Byte by Byte","feedURL":"https://example.com/byte-by-byte/feed.xml","siteURL":"https://example.com/byte-by-byte"}
                {"text":"Orbit Weekly","feedURL":"https://example.net/orbit.xml"}
                {"text":"Cells & Stories","feedURL":"https://example.net/cells.xml"}

                """)
    }
}

/// The streaming example.
@Suite("Streaming example")
struct StreamingExampleTests {
    @Test("track-stats prints a track's figures without keeping its points")
    func trackStats() throws {
        let output = try Executables.run("track-stats", ["Samples/track.gpx"])
        #expect(output.status == 0)
        #expect(
            output.standardOutput == """
                points:   7
                distance: 0.741 km
                climb:    4 m up, 4 m down
                duration: 0:04:30
                moving:   0:04:30

                """)
    }
}
