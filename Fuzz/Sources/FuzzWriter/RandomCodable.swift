import Foundation
import XMLMapKit
import XMLMapOutput

/// A Codable model like an app's, built from the fuzzer's choices, encoded by ``XMLEncoder``
/// and decoded by `XMLDecoder`.
enum RandomCodable {
    /// An episode: attributes, text, numbers, dates, URLs, optionals, lists and a child.
    struct Episode: Codable, Equatable {
        @Attribute var id: String
        @Attribute var rank: Int
        var title: String
        var summary: String?
        var duration: Double
        var published: Date
        var link: URL?
        var tags: [String]
        var enclosure: Enclosure?
    }

    /// A child element with attributes and text.
    struct Enclosure: Codable, Equatable {
        @Attribute var url: String
        @Attribute var length: Int?
    }

    /// A feed: a root with a list of children.
    struct Feed: Codable, Equatable {
        @Attribute var version: String
        var title: String
        var episode: [Episode]
    }

    /// Checks the round trip of a random feed, pretty or compact.
    static func check(_ choices: inout FuzzChoices) {
        let feed = Feed(version: choices.text(), title: choices.string(), episode: (0..<choices.int(0...3)).map { _ in episode(&choices) })
        let encoder = XMLEncoder()
        if choices.bool() { encoder.outputFormatting = .prettyPrinted }
        let decoder = XMLDecoder()
        RoundTrip.check(
            "codable", feed, write: { try Array(encoder.encode($0, withRootKey: "feed")) },
            read: { try decoder.decode(Feed.self, from: Data($0)) })
    }

    private static func episode(_ choices: inout FuzzChoices) -> Episode {
        Episode(
            id: choices.string(), rank: choices.int(0...255) - 128, title: choices.string(), summary: choices.optional { $0.string() },
            duration: choices.double(), published: choices.date(), link: choices.optional { URL(string: "https://e.org/" + String($0.int(0...99))) } ?? nil,
            tags: (0..<choices.int(0...2)).map { _ in choices.string() },
            enclosure: choices.optional { Enclosure(url: $0.string(), length: $0.optional { $0.int(0...255) }) })
    }
}
