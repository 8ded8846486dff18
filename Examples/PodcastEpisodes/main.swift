// podcast-episodes FEED
//
// Prints one line per episode of a podcast feed:
//
//     TITLE | ENCLOSURE_URL | DURATION_SECONDS | IMAGE_URL
//
// A template for hand-written handlers: the feed handler meets each <item> and delegates it
// to an episode handler; the stack pushes the episode handler, pops it at </item> and hands
// its result back. No handler ever re-points a delegate by hand.
import Foundation
import XMLMapKit

/// The iTunes namespace, matched by URI whatever prefix a feed uses.
let itunesNamespace: StaticString = "http://www.itunes.com/dtds/podcast-1.0.dtd"

/// One episode, as the episode handler reads it.
struct Episode {
    var title = ""
    var enclosureURL = ""
    var duration: Double?
    var imageURL: String?
}

/// Reads one <item>. It only ever sees the item's own subtree.
struct EpisodeHandler: XMLElementHandler {
    var episode = Episode()

    mutating func startElement(_ element: XMLStartElement, context: XMLHandlerContext) -> XMLDescent {
        let name = element.name
        if name.matches("enclosure"), let url = element.attributes.value("url") {
            episode.enclosureURL = url.string
        } else if name.matches("image", namespaceURI: itunesNamespace), let href = element.attributes.value("href") {
            episode.imageURL = href.string
        } else if name.matches("title") || name.matches("duration", namespaceURI: itunesNamespace) {
            return .collectText  // its text comes to endElement
        }
        return .skip
    }

    mutating func endElement(_ element: XMLEndElement, text: XMLBytes, context: XMLHandlerContext) throws {
        if element.name.matches("title") {
            episode.title = text.string
        } else if let seconds = DurationValue.parseSeconds(text) {
            episode.duration = seconds
        } else {
            try context.reportIssue(field: "itunes:duration", "not a duration: '\(text.string)'")
        }
    }

    func finish(context: XMLHandlerContext) -> Episode { episode }
}

/// Reads the feed: the channel's image, and each item through an `EpisodeHandler`.
struct FeedHandler: XMLElementHandler {
    var episodes: [Episode] = []
    var feedImageURL: String?

    mutating func startElement(_ element: XMLStartElement, context: XMLHandlerContext) -> XMLDescent {
        let name = element.name
        if name.matches("item") {
            return delegate(to: EpisodeHandler()) { feed, episode, _ in feed.episodes.append(episode) }
        }
        if name.matches("image", namespaceURI: itunesNamespace), context.depth == 3, let href = element.attributes.value("href") {
            feedImageURL = href.string
        }
        return name.matches("channel") ? .handle : .skip
    }

    /// Episodes without an image take the feed's, which may come after them in the document.
    func finish(context: XMLHandlerContext) -> [Episode] {
        episodes.map { episode in
            var episode = episode
            if episode.imageURL == nil { episode.imageURL = feedImageURL }
            return episode
        }
    }
}

guard CommandLine.arguments.count == 2 else {
    print("usage: podcast-episodes FEED")
    exit(64)
}
do throws(XMLError) {
    let result = try FeedHandler().map(contentsOfFile: CommandLine.arguments[1])
    for episode in result.model {
        let duration = episode.duration.map { $0 == $0.rounded() ? String(Int($0)) : String($0) } ?? ""
        print([episode.title, episode.enclosureURL, duration, episode.imageURL ?? ""].joined(separator: " | "))
    }
    for issue in result.issues { printError("\(CommandLine.arguments[1]):\(issue)") }
    if let error = result.error { printError("\(CommandLine.arguments[1]):\(error)"); exit(65) }
} catch {
    printError("\(CommandLine.arguments[1]):\(error)")
    exit(error.code == .inputUnreadable ? 66 : 65)
}

/// Writes a line to standard error.
func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}
