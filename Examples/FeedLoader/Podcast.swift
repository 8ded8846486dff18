import Foundation
import Mappers
import XMLMapKit

/// What the app shows of a feed, RSS or Atom alike.
struct Podcast {
    var title: String?
    var author: String?
    var artworkURL: String?
    var description: String?
    var primaryGenre: String?
    var episodes: [Episode] = []

    /// One episode.
    struct Episode {
        var identifier: String?
        var title: String?
        var description: String?
        var publicationDate: Date?
        var duration: Double?
        var enclosureURL: String?
    }

    /// A podcast from an RSS feed: the author from `itunes:author`, else the owner's name;
    /// the artwork from `itunes:image`; the genre from the first `category`, else the first
    /// `itunes:category`.
    init(_ feed: RSSFeed) {
        title = Self.present(feed.title)
        author = Self.present(feed.itunes?.author) ?? Self.present(feed.itunes?.owner?.name)
        artworkURL = Self.present(feed.itunes?.image)
        description = Self.plainText(feed.description)
        primaryGenre = Self.present(feed.categories.first?.name) ?? Self.present(feed.itunes?.categories.first?.name)
        episodes = feed.items.map { item in
            Episode(
                identifier: Self.present(item.id) ?? Self.present(item.link), title: Self.present(item.title),
                description: Self.plainText(item.description), publicationDate: item.date, duration: item.itunes?.duration,
                enclosureURL: Self.present(item.enclosure?.url))
        }
    }

    /// A podcast from an Atom feed: the author from the feed's first author, the artwork
    /// from `logo` (or `icon`), the description from `subtitle`, the genre from the first
    /// category; each entry's enclosure from its `enclosure` link.
    init(_ feed: AtomFeed) {
        title = Self.plainText(feed.title)
        author = Self.present(feed.authors.first?.name)
        artworkURL = Self.present(feed.logo) ?? Self.present(feed.icon)
        description = Self.plainText(feed.subtitle)
        primaryGenre = feed.categories.first.flatMap { Self.present($0.label) ?? Self.present($0.term) }
        episodes = feed.entries.map { entry in
            Episode(
                identifier: Self.present(entry.id), title: Self.plainText(entry.title),
                description: Self.plainText(entry.summary) ?? Self.plainText(entry.content?.value),
                publicationDate: entry.published ?? entry.updated, duration: nil,
                enclosureURL: Self.present(entry.links.first { $0.rel == "enclosure" }?.href))
        }
    }

    /// The podcast as JSON, absent values left out, dates in RFC 3339.
    var json: JSONLine {
        var json = JSONLine()
        json.add("title", title)
        json.add("author", author)
        json.add("artworkURL", artworkURL)
        json.add("description", description)
        json.add("primaryGenre", primaryGenre)
        json.add(
            "episodes",
            episodes.map { episode in
                var json = JSONLine()
                json.add("identifier", episode.identifier)
                json.add("title", episode.title)
                json.add("description", episode.description)
                json.add("publicationDate", episode.publicationDate.map(FeedDate.rfc3339String))
                json.add("duration", episode.duration)
                json.add("enclosureURL", episode.enclosureURL)
                return json
            })
        return json
    }

    /// `text` trimmed, or `nil` when there is nothing left.
    private static func present(_ text: String?) -> String? {
        let trimmed = text?.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed?.isEmpty == false ? trimmed : nil
    }

    /// The plain text of HTML (tags removed, references decoded), or `nil` when empty.
    private static func plainText(_ html: String?) -> String? {
        present(html.map(HTMLText.plainText))
    }

    /// The plain text of an Atom text construct.
    private static func plainText(_ construct: AtomTextConstruct?) -> String? {
        guard let construct else { return nil }
        return construct.type == .text ? present(construct.value) : plainText(construct.value)
    }
}
