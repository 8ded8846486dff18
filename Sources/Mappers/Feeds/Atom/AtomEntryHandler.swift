import XMLMapKit

/// Maps an Atom `<entry>` to an ``AtomEntry``, with its Media RSS tags and Podlove chapters.
struct AtomEntryHandler: MediaRSSReading {
    private var entry = AtomEntry()
    var media = MediaRSS()
    private let scope: XMLScope
    private var isAtom03 = false
    private var open: [AtomOpenElement] = []

    /// A handler for an entry whose scope (`xml:base`, `xml:lang` in effect inside it) is
    /// `scope`.
    init(scope: XMLScope) {
        self.scope = scope
        entry.language = scope.language
    }

    /// Notes the Atom version.
    mutating func begin(_ element: XMLStartElement, context: XMLHandlerContext) {
        isAtom03 = FeedNamespace(element.name) == .atom03
    }

    /// Decides how to read a descendant.
    mutating func startElement(_ element: XMLStartElement, context: XMLHandlerContext) throws -> XMLDescent {
        guard open.isEmpty else {
            open.append(.nested)
            return .handle
        }
        let namespace = FeedNamespace(element.name)
        if namespace == .media { return try descendIntoMedia(element, context: context) }
        if namespace == .podloveChapters, element.name.localName.equals("chapters") {
            return delegate(to: PodloveChaptersHandler()) { handler, chapters, _ in handler.entry.chapters += chapters }
        }
        guard let field = AtomElement.table.field(element.name, in: namespace) else { return .skip }
        let inner = scope.entering(element)
        switch field {
        case .id, .updated, .published:
            open.append(.field(field, inner))
            return .collectText
        case .summary:
            // A summary or content the document broke off inside is left out: its text is cut.
            return delegate(to: AtomTextHandler(scope: inner, isAtom03: namespace == .atom03, isContent: false)) { handler, summary, context in
                if !context.isEndingEarly { handler.entry.summary = AtomTextConstruct(summary) }
            }
        case .content:
            return delegate(to: AtomTextHandler(scope: inner, isAtom03: namespace == .atom03, isContent: true)) { handler, content, context in
                if !context.isEndingEarly { handler.entry.content = content }
            }
        case .source:
            return delegate(to: AtomSourceHandler(scope: inner)) { handler, source, _ in handler.entry.source = source }
        default:
            return AtomFieldReader.descend(into: field, namespace: namespace, scope: inner, model: \AtomEntryHandler.entry, of: self) ?? .skip
        }
    }

    /// Stores a leaf's value.
    mutating func endElement(_ element: XMLEndElement, text: XMLBytes, context: XMLHandlerContext) throws {
        guard case .field(let field, _) = open.removeLast() else { return }
        if field == .published {
            entry.published = try FeedValue.date(text, field: "entry.published", context: context)
        } else {
            try AtomFieldReader.store(field, text, into: &entry, context: context)
        }
    }

    /// The entry; an Atom 1.0 entry without its required elements is reported.
    func finish(context: XMLHandlerContext) throws -> AtomEntry {
        var entry = entry
        if !media.isEmpty {
            entry.media = media
            entry.title = entry.title ?? media.title.map { AtomTextConstruct(value: $0, language: entry.language) }
            entry.summary = entry.summary ?? media.description.map { AtomTextConstruct(value: $0, language: entry.language) }
        }
        if !isAtom03 { try AtomFieldReader.checkRequired(entry, of: "entry", context: context) }
        return entry
    }
}
