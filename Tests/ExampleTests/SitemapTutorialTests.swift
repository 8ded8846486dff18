import Foundation
import TestSupport
import Testing
import XMLMapKit

@testable import sitemap

// The code of the DocC tutorial "Writing your first mapper" (WritingYourFirstMapper.md), each
// step run on `Samples/sitemap.xml`: the model, the handler and the plugin are
// `Examples/Sitemap` (imported here, and run as the `sitemap` command), the declarative mapping
// and the Codable model are here.

// Step 2 of the tutorial: the same model, declared.

let imageExtension = ["image": "http://www.google.com/schemas/sitemap-image/1.1"]

let urlMapping = XMLMapping(SitemapURL(), namespaces: imageExtension) { map in
    map.text("loc", to: \.location)
    map.text("lastmod", to: \.lastModified, as: .date)
    map.text("changefreq", to: \.changeFrequency)
    map.text("priority", to: \.priority, as: .double)
    map.appendText("image:image/image:loc", to: \.images)
}

let sitemapMapping = XMLMapping(Sitemap()) { map in
    map.append("url", to: \.urls, using: urlMapping)
}

/// Step 3 of the tutorial: Codable, with the element names as keys.
struct CodableSitemap: Decodable, Equatable {
    struct URLEntry: Decodable, Equatable {
        var loc: String
        var lastmod: Date?
        var changefreq: String?
        var priority: Double?
        var images: [Image]

        struct Image: Decodable, Equatable {
            var loc: String
            enum CodingKeys: String, CodingKey { case loc = "image:loc" }
        }

        enum CodingKeys: String, CodingKey {
            case loc, lastmod, changefreq, priority
            case images = "image:image"
        }
    }

    var url: [URLEntry]
}

@Suite("Tutorial: a sitemap mapper (default namespace)")
struct SitemapTutorialTests {
    static let sample = Corpus.packageRoot.appendingPathComponent("Samples/sitemap.xml").path

    static let expectedURLs = [
        SitemapURL(
            location: "https://example.com/", lastModified: Date(timeIntervalSince1970: 1_793_577_600), changeFrequency: "daily",
            priority: 1),
        SitemapURL(
            location: "https://example.com/trails/lakeside-loop", lastModified: Date(timeIntervalSince1970: 1_793_176_200),
            changeFrequency: "monthly", priority: 0.8,
            images: ["https://example.com/images/lakeside.jpg", "https://example.com/images/lakeside-map.png"]),
        SitemapURL(location: "https://example.com/about"),
    ]

    @Test("step 1: the handler reads every URL in the sitemap's default namespace, and reports the priority that is not a number")
    func handler() throws {
        let result = try SitemapHandler().map(contentsOfFile: Self.sample)
        #expect(result.model.urls == Self.expectedURLs)
        #expect(result.issues.map(\.description) == ["24:5: warning: priority: not a number: 'high' (at /urlset/url[3]/priority)"])
        #expect(throws: XMLError.self) { try SitemapHandler().map(contentsOfFile: Self.sample, options: .strict) }
    }

    @Test("step 2: the declarative mapping reads every URL, and reports the priority that is not a number")
    func declarative() throws {
        let result = try sitemapMapping.map(contentsOfFile: Self.sample)
        #expect(result.model.urls == Self.expectedURLs)
        #expect(result.issues.map(\.description) == ["24:5: warning: priority: not a valid number: 'high' (at /urlset/url[3]/priority)"])
    }

    @Test("step 3: Codable reads the same document, default namespace and prefixed keys")
    func codable() throws {
        let decoder = XMLDecoder()
        decoder.dateDecodingStrategy = .feedDate
        let text = try String(contentsOfFile: Self.sample, encoding: .utf8).replacingOccurrences(of: "<priority>high</priority>", with: "")
        let sitemap = try decoder.decode(CodableSitemap.self, from: Data(text.utf8))
        #expect(sitemap.url.map(\.loc) == Self.expectedURLs.map(\.location))
        #expect(sitemap.url.map(\.lastmod) == Self.expectedURLs.map(\.lastModified))
        #expect(sitemap.url.map(\.priority) == [1, 0.8, nil])
        #expect(sitemap.url[1].images.map(\.loc) == Self.expectedURLs[1].images)
    }

    @Test("steps 4 and 5: the handler as a plugin of `sitemap` (xmlmap with one more mapper)")
    func plugin() throws {
        let json = try Executables.run("sitemap", [Self.sample])
        #expect(json.status == 0)
        #expect(json.standardOutput.contains(#""location": "https://example.com/trails/lakeside-loop""#))
        #expect(json.standardError == "\(Self.sample):24:5: warning: priority: not a number: 'high' (at /urlset/url[3]/priority)\n")

        let jsonl = try Executables.run("sitemap", ["--format", "jsonl", Self.sample]).standardOutput
        #expect(
            jsonl == """
                {"location":"https://example.com/","lastModified":"2026-11-02T00:00:00Z","changeFrequency":"daily","priority":1}
                {"location":"https://example.com/trails/lakeside-loop","lastModified":"2026-10-28T08:30:00Z","changeFrequency":"monthly","priority":0.8,"images":["https://example.com/images/lakeside.jpg","https://example.com/images/lakeside-map.png"]}
                {"location":"https://example.com/about"}

                """)

        // Several inputs share one stream: each URL is an item record, then the document's.
        let records = try Executables.run("sitemap", ["--format", "jsonl", "--quiet", Self.sample, Self.sample]).standardOutput.split(separator: "\n")
        #expect(records.count == 8)
        #expect(records[0].hasPrefix(#"{"input":"\#(Self.sample)","record":"item","location":"https://example.com/","#))
        #expect(records[3].hasPrefix(#"{"input":"\#(Self.sample)","record":"document","mapper":"sitemap","urls":["#))

        let strict = try Executables.run("sitemap", ["--strict", Self.sample])
        #expect(strict.status == 65)
        #expect(strict.standardError.contains("24:5: error: priority: not a number: 'high' (at /urlset/url[3]/priority)"))
    }
}
