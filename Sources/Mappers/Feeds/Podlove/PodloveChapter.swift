import XMLMapKit
import XMLMapOutput

/// A chapter of an episode from Podlove Simple Chapters
/// (`<psc:chapter start="01:02:03.400" title href image/>` in `<psc:chapters>`,
/// `http://podlove.org/simple-chapters`): chapters written in the feed itself, as many
/// European podcasts publish them. (Podcasting 2.0's chapters live in a separate JSON file,
/// ``PodcastChapters``.)
public struct PodloveChapter: Codable, Sendable, Equatable {
    /// Where the chapter starts, in seconds from the start of the episode.
    public var start: Double
    /// The chapter's title.
    public var title: String
    /// A web page about the chapter.
    public var href: String?
    /// An image for the chapter.
    public var image: String?

    /// An empty chapter, which decoding fills.
    public init() {
        self.init(start: 0, title: "")
    }

    /// Creates a chapter.
    public init(start: Double, title: String, href: String? = nil, image: String? = nil) {
        self.start = start
        self.title = title
        self.href = href
        self.image = image
    }

    /// Reads `psc:chapter`; `nil`, after reporting the issue, when its required `start` or
    /// `title` is missing or its start is not a time.
    init?(_ element: XMLStartElement, context: XMLHandlerContext) throws {
        guard let startText = element.attributes.value("start"), let title = FeedValue.attribute(element, "title") else {
            try context.reportIssue(field: "psc:chapter", "missing start or title")
            return nil
        }
        guard let start = try FeedValue.duration(startText, field: "psc:chapter@start", context: context) else { return nil }
        self.init(start: start, title: title, href: FeedValue.attribute(element, "href"), image: FeedValue.attribute(element, "image"))
    }
}

/// Reads the `psc:chapter`s of a `psc:chapters`.
struct PodloveChaptersHandler: XMLElementHandler {
    private var chapters: [PodloveChapter] = []

    /// Reads each chapter from its attributes; skips anything else.
    mutating func startElement(_ element: XMLStartElement, context: XMLHandlerContext) throws -> XMLDescent {
        if FeedNamespace(element.name) == .podloveChapters, element.name.localName.equals("chapter"),
            let chapter = try PodloveChapter(element, context: context)
        {
            chapters.append(chapter)
        }
        return .skip
    }

    /// The chapters, in document order.
    func finish(context: XMLHandlerContext) -> [PodloveChapter] { chapters }
}

extension PodloveChapter: ModelShape {
    /// States start, title, href, image.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("start", &start)
        visitor.member("title", &title)
        visitor.member("href", &href)
        visitor.member("image", &image)
    }
}
