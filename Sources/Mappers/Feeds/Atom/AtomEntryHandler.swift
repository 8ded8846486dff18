import XMLMapKit

/// Maps an Atom `<entry>` to an ``AtomEntry``, with its Media RSS tags, Podlove chapters and
/// the extension modules' elements (threading, Comment API, Slash, YouTube) and geo tags.
struct AtomEntryHandler: MediaRSSReading, FeedGeometryReading {
    private var entry = AtomEntry()
    var media = MediaRSS()
    /// The geo tags read so far.
    var geometryParts = FeedGeometryParts()
    /// The entry's geometry.
    var geometry: FeedGeometry? {
        get { entry.geometry }
        set { entry.geometry = newValue }
    }
    private let scope: XMLScope
    private var isAtom03 = false
    private var open: [AtomOpenElement] = []
    /// What the entry keeps of the elements it does not read (``AtomEntry/extensions``).
    private var keptExtensions = XMLKeptTreeBudget()

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
        if namespace == .media { return try descendIntoMedia(element, context: context) ?? keepingExtension }
        if let descent = descendIntoGeometry(element, namespace: namespace) { return descent }
        guard let field = AtomElement.table.field(element.name, in: namespace), field.isEntryElement else { return keepingExtension }
        let inner = scope.entering(element)
        switch field {
        case .chapters:
            return delegate(to: PodloveChaptersHandler()) { handler, chapters, _ in handler.entry.chapters += chapters }
        case .id, .updated, .published, .created, .slash, .commentAPI, .threading(.total), .youTube:
            open.append(.field(field, inner))
            return .collectText
        case .threading(.inReplyTo):
            return leaf(ThreadingReference.self) { handler, reference in
                ThreadingElement.add(reference.resolved(in: inner), to: &handler.entry.threading)
            }
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

    /// Keeps an element the entry does not read, whole, in ``AtomEntry/extensions``.
    private var keepingExtension: XMLDescent {
        keepTree(within: \.keptExtensions, reportingAs: "entry.extensions") { handler, node in handler.entry.extensions.append(node) }
    }

    /// Stores a leaf's value.
    mutating func endElement(_ element: XMLEndElement, text: XMLBytes, context: XMLHandlerContext) throws {
        guard case .field(let field, let inner) = open.removeLast() else { return }
        switch field {
        case .published: entry.published = try FeedValue.date(text, field: "entry.published", context: context)
        case .created: entry.created = try FeedValue.date(text, field: "entry.created", context: context)
        case .slash(let element): try SlashElement.store(element, text, into: &entry.slash, context: context)
        case .commentAPI(let element): CommentAPIElement.store(element, text, scope: inner, into: &entry.commentAPI)
        case .threading(.total): try ThreadingElement.storeTotal(text, into: &entry.threading, context: context)
        case .youTube(let element): YouTubeElement.store(element, text, into: &entry.youTube)
        default: try AtomFieldReader.store(field, text, into: &entry, context: context)
        }
    }

    /// The entry; an Atom 1.0 entry without its required elements is reported.
    mutating func finish(context: XMLHandlerContext) throws -> AtomEntry {
        // Moved out rather than copied: a copy retains each of the entry's strings, and the
        // handler's own releases them again when it goes.
        var entry = AtomEntry()
        swap(&entry, &self.entry)
        if !media.isEmpty {
            entry.media = media
            entry.title = entry.title ?? media.title.map { AtomTextConstruct(value: $0, language: entry.language) }
            entry.summary = entry.summary ?? media.description.map { AtomTextConstruct(value: $0, language: entry.language) }
        }
        try checkGeometry(context: context)
        if !isAtom03 { try AtomFieldReader.checkRequired(entry, of: "entry", context: context) }
        return entry
    }
}
