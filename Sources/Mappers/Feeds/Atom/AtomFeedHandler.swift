#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import XMLMapKit

/// Maps an Atom `<feed>` (1.0 or 0.3) to an ``AtomFeed``: the `atom` mapper's handler.
///
/// The feed's own elements are read here, so that a document cut short keeps every entry
/// completed before the cut; entries go to ``AtomEntryHandler``. The elements it does not
/// read are kept whole in ``AtomFeed/extensions``.
public struct AtomFeedHandler: XMLElementHandler {
    /// Entries dated at or before this are not kept, and the first one stops the parse.
    let since: Date?
    /// How many entries to keep before stopping the parse.
    let limit: Int?
    /// When streaming, receives each entry instead of the feed keeping it.
    let onItem: ((AtomEntry, () -> AtomFeed) throws -> Void)?
    /// How many entries were kept or handed out.
    private var entryCount = 0
    private var feed = AtomFeed()
    private var scope = XMLScope()
    private var open: [AtomOpenElement] = []
    /// Whether this handler stopped the parse (the feed's later elements are unread).
    private var stopped = false
    /// The geo tags read so far.
    var geometryParts = FeedGeometryParts()
    /// The feed's geometry.
    var geometry: FeedGeometry? {
        get { feed.geometry }
        set { feed.geometry = newValue }
    }
    /// What the feed keeps of the elements it does not read (``AtomFeed/extensions``).
    private var keptExtensions = XMLKeptTreeBudget()

    init(since: Date?, limit: Int?, onItem: ((AtomEntry, () -> AtomFeed) throws -> Void)? = nil) {
        self.since = since
        self.limit = limit
        self.onItem = onItem
    }

    /// Reads the version from the namespace, and `xml:base` and `xml:lang`.
    public mutating func begin(_ element: XMLStartElement, context: XMLHandlerContext) {
        if FeedNamespace(element.name) == .atom03 { feed.version = "0.3" }
        scope = XMLScope(baseURI: context.options.baseURI, language: context.options.language).entering(element)
        feed.language = scope.language
    }

    /// Decides how to read a descendant.
    public mutating func startElement(_ element: XMLStartElement, context: XMLHandlerContext) -> XMLDescent {
        guard open.isEmpty else {
            open.append(.nested)
            return .handle
        }
        let namespace = FeedNamespace(element.name)
        if let descent = descendIntoGeometry(element, namespace: namespace) { return descent }
        guard let field = AtomElement.table.field(element.name, in: namespace), field.isFeedElement else {
            return keepTree(within: \.keptExtensions, reportingAs: "feed.extensions") { handler, node in handler.feed.extensions.append(node) }
        }
        let inner = scope.entering(element)
        switch field {
        case .entry:
            if let limit, entryCount >= limit {
                stop(context)
                return .skip
            }
            return delegate(to: AtomEntryHandler(scope: inner)) { handler, entry, context in
                if context.isEndingEarly { try context.reportCutRecord("entry") }
                try handler.add(entry, context: context)
            }
        case .id, .updated, .icon, .logo, .syndication, .youTube:
            open.append(.field(field, inner))
            return .collectText
        case .info:
            // An info the document broke off inside is left out: its text is cut.
            return delegate(to: AtomTextHandler(scope: inner, isAtom03: true, isContent: false)) { handler, info, context in
                if !context.isEndingEarly { handler.feed.info = AtomTextConstruct(info) }
            }
        default:
            return AtomFieldReader.descendFeed(into: field, namespace: namespace, scope: inner, model: \AtomFeedHandler.feed, of: self) ?? .skip
        }
    }

    /// Stores a leaf's value.
    public mutating func endElement(_ element: XMLEndElement, text: XMLBytes, context: XMLHandlerContext) throws {
        guard case .field(let field, let inner) = open.removeLast() else { return }
        switch field {
        case .syndication(let element): try SyndicationElement.store(element, text, into: &feed.syndication, context: context)
        case .youTube(let element): YouTubeElement.store(element, text, into: &feed.youTube)
        default: try AtomFieldReader.storeFeed(field, text, scope: inner, into: &feed, context: context)
        }
    }

    /// Keeps an entry (or hands it out) unless it is too old; stops the parse at a too old one
    /// or after the last one wanted.
    private mutating func add(_ entry: AtomEntry, context: XMLHandlerContext) throws {
        if let since, let date = entry.date, date <= since {
            stop(context)
            return
        }
        entryCount += 1
        if let onItem {
            try onItem(entry) { feed }
        } else {
            feed.entries.append(entry)
        }
        if let limit, entryCount >= limit { stop(context) }
    }

    private mutating func stop(_ context: XMLHandlerContext) {
        stopped = true
        context.stop()
    }

    /// The feed; unless the parse was stopped here, an Atom 1.0 feed without its required
    /// elements is reported.
    public func finish(context: XMLHandlerContext) throws -> AtomFeed {
        try checkGeometry(context: context)
        if !stopped && feed.version == "1.0" { try AtomFieldReader.checkRequired(feed, of: "feed", context: context) }
        return feed
    }
}

extension AtomFeedHandler: ItemStreamingFeedHandler {}

extension AtomFeedHandler: FeedGeometryReading {}
