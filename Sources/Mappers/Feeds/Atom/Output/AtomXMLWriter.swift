#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import XMLMapKit
import XMLMapOutput

/// Writes an ``AtomFeed`` back as Atom 1.0 (`xml`), entry by entry while it is mapped (it keeps
/// none) or from a feed in memory replayed into it, so that mapping the output again gives the
/// model written.
///
/// The feed's elements come first, as read when the first entry arrives, then the entries,
/// then the feed's elements that were not known yet (those a feed gives after its entries;
/// Atom does not fix the order); the whole feed when there is no entry. Everything is in the
/// Atom namespace (the default one), indented two spaces, with an XML declaration. Each
/// element the model holds is written: text constructs with their `type` (`html` escaped,
/// `xhtml` as elements inside a `div` in the XHTML namespace, as RFC 4287 has it), content
/// inline as text, HTML, XHTML or XML, base64 for other media types, or out of line (`src`, its
/// type then a media type), dates in RFC 3339 (UTC, to the millisecond: a finer fraction of a
/// second is rounded), people, links with every attribute, categories, generator, icon, logo,
/// rights and an entry's `source`; an entry's Media RSS tags (`media:`), Podlove chapters
/// (`psc:`), `dcterms:created` and extension modules' elements (`thr:`, `wfw:`, `slash:`,
/// `yt:`) follow its Atom elements, a feed's `sy:` and `yt:` elements its own; so does a feed's
/// and an entry's geometry (GeoRSS, or GML inside `georss:where`, declared where it is used).
/// The elements the mapper kept without reading them (``AtomFeed/extensions``,
/// ``AtomEntry/extensions``) come last, as they were read.
/// The languages the model holds are written as `xml:lang` where they differ from
/// the one in effect (`xml:lang=""` where one is in effect and the model holds none); URIs are
/// written as read, resolved against `xml:base`, so no other `xml:base` is written than the
/// ``AtomTextConstruct/base`` or ``AtomContent/base`` of HTML and XHTML values.
///
/// What the `atom` mapper reads of Atom 0.3 is written as Atom 1.0: `tagline` as `subtitle`,
/// `copyright` as `rights`, `modified` as `updated`, `issued` as `published`, `created` as
/// `dcterms:created`, `info` (which Atom 1.0 has no element for) as Atom 0.3's own `info`, a person's or
/// generator's `url` as `uri`, `mode="escaped"` as `type="html"`, `mode="base64"` as base64
/// content of its media type, and `application/xhtml+xml` as `xhtml` (its markup, `div`
/// included, inside the wrapping `div`). The model's ``AtomFeed/version`` is not written: the
/// output reads back as `1.0`. Nothing is made up: a feed or entry without the `id`, `title`
/// or `updated` that Atom 1.0 requires (as Atom 0.3 allowed) is written without it.
final class AtomXMLWriter {
    /// Atom 1.0's namespace, the default one.
    private static var namespace: String { FeedNamespace.atom.uri }

    /// Where the feed is written.
    private var writer: StreamedXMLWriter
    /// The feed as written before the first entry (its entries left out); `nil` until then.
    private var head: AtomFeed?

    /// A writer into `output` (XMLWriter, pretty style, XML declaration).
    init(output: OutputBuffer) {
        writer = StreamedXMLWriter(output: output)
    }

    /// Writes an entry; the first one is preceded by
    /// `<feed xmlns="http://www.w3.org/2005/Atom">` and the feed's fields read so far (`feed()`).
    func add(_ entry: AtomEntry, feed: () -> AtomFeed) {
        if head == nil {
            var feed = feed()
            feed.entries = []
            start(feed, firstEntry: entry)
            writer.write { xml in
                try Self.writeFields(of: feed, since: nil, in: feed.language, to: &xml)
                try Self.writeFeedExtensions(of: feed, since: nil, in: feed.language, to: &xml)
                try Self.writeUnreadElements(of: feed, since: nil, to: &xml)
            }
            head = feed
        }
        let language = head?.language
        writer.write { try Self.write(entry, in: language, to: &$0) }
    }

    /// Writes the feed fields that were not known at the first entry (or the whole feed when
    /// there was no entry), closes the document; throws the first error the XMLWriter raised.
    func finish(_ feed: AtomFeed) throws {
        if let head {
            writer.write { xml in
                try Self.writeFields(of: feed, since: head, in: head.language, to: &xml)
                try Self.writeFeedExtensions(of: feed, since: head, in: head.language, to: &xml)
                try Self.writeUnreadElements(of: feed, since: head, to: &xml)
            }
        } else {
            // No entry came (``add(_:feed:)`` is given every one): the feed's own fields alone.
            start(feed, firstEntry: nil)
            writer.write { xml in
                try Self.writeFields(of: feed, since: nil, in: feed.language, to: &xml)
                try Self.writeFeedExtensions(of: feed, since: nil, in: feed.language, to: &xml)
                try Self.writeUnreadElements(of: feed, since: nil, to: &xml)
            }
        }
        try writer.finish()
    }

    /// The XML declaration and `<feed>` with its `xml:lang`; the `media` and `psc` prefixes
    /// are declared on it when the first entry uses them, those of the extension modules when
    /// the feed or its first entry does (else where they are used).
    private func start(_ feed: AtomFeed, firstEntry: AtomEntry?) {
        writer.write { xml in
            try xml.declaration()
            try xml.prefer(prefix: nil, for: Self.namespace)
            try xml.prefer(prefix: nil, for: FeedNamespace.xhtml.uri)
            try xml.prefer(prefix: Self.atom03Prefix, for: FeedNamespace.atom03.uri)
            try xml.preferUsualPrefixes(of: [.media, .podloveChapters] + Self.extensionNamespaces + [.georss, .gml])
            try xml.startElement("feed", namespaceURI: Self.namespace)
            if let language = feed.language { try xml.attribute("xml:lang", language) }
            if firstEntry?.media != nil { try xml.declareNamespace(.media) }
            if firstEntry?.chapters.isEmpty == false { try xml.declareNamespace(.podloveChapters) }
            for namespace in Self.extensionNamespaces(of: feed, firstEntry: firstEntry) { try xml.declareNamespace(namespace) }
        }
    }

    /// The namespaces of the extension modules an Atom feed may use.
    private static let extensionNamespaces: [FeedNamespace] = [.dublinCoreTerms, .syndication, .threading, .commentAPI, .slash, .youTube]

    /// The prefix of Atom 0.3's namespace, which Atom 1.0 has no `info` for.
    private static let atom03Prefix = "atom03"

    /// The namespaces of ``extensionNamespaces`` `feed` or `firstEntry` uses.
    private static func extensionNamespaces(of feed: AtomFeed, firstEntry: AtomEntry?) -> [FeedNamespace] {
        let replies = firstEntry?.links.contains { $0.replies != nil } == true
        let used: [FeedNamespace: Bool] = [
            .dublinCoreTerms: firstEntry?.created != nil, .syndication: feed.syndication != nil,
            .threading: firstEntry?.threading != nil || replies, .commentAPI: firstEntry?.commentAPI != nil,
            .slash: firstEntry?.slash != nil, .youTube: feed.youTube != nil || firstEntry?.youTube != nil,
        ]
        return extensionNamespaces.filter { used[$0] == true }
    }

    // MARK: Feed and source

    /// Writes the elements of a feed or a source: all of them when `earlier` is `nil`, else
    /// those that changed since `earlier` was written (the people, links and categories
    /// added). Its text constructs are read in `language`.
    private static func writeFields<Model: AtomFeedFields & Equatable>(
        of model: Model, since earlier: Model?, in language: String?, to xml: inout XMLWriter
    ) throws {
        /// `model`'s value at `key` when it is to be written: not `nil`, and new or changed.
        func changed<Value: Equatable>(_ key: KeyPath<Model, Value?>) -> Value? {
            guard let value = model[keyPath: key], earlier?[keyPath: key] != value else { return nil }
            return value
        }
        /// `model`'s list at `key`: whole, or what was added to it since `earlier`.
        func added<Element: Equatable>(_ key: KeyPath<Model, [Element]>) -> ArraySlice<Element> {
            let list = model[keyPath: key]
            guard let written = earlier?[keyPath: key], list.starts(with: written) else { return list[...] }
            return list.dropFirst(written.count)
        }
        try xml.element("id", in: namespace, changed(\.id))
        try textConstruct("title", changed(\.title), in: language, to: &xml)
        try textConstruct("subtitle", changed(\.subtitle), in: language, to: &xml)
        try xml.element("updated", in: namespace, date: changed(\.updated))
        for author in added(\.authors) { try write(author, as: "author", to: &xml) }
        for contributor in added(\.contributors) { try write(contributor, as: "contributor", to: &xml) }
        for link in added(\.links) { try write(link, to: &xml) }
        for category in added(\.categories) { try write(category, to: &xml) }
        if let generator = changed(\.generator) {
            try xml.startElement("generator", namespaceURI: namespace)
            try xml.attribute("uri", ifSet: generator.uri)
            try xml.attribute("version", ifSet: generator.version)
            try xml.endElement(text: generator.name)
        }
        try xml.element("icon", in: namespace, changed(\.icon))
        try xml.element("logo", in: namespace, changed(\.logo))
        try textConstruct("rights", changed(\.rights), in: language, to: &xml)
    }

    /// Writes what a feed has that a source has not: Atom 0.3's `info` (in Atom 0.3's
    /// namespace, which the `atom` mapper reads it from), the syndication schedule,
    /// YouTube's identifiers and the geometry; all of them when `earlier` is `nil`, else those
    /// that changed since `earlier` was written.
    private static func writeFeedExtensions(of feed: AtomFeed, since earlier: AtomFeed?, in language: String?, to xml: inout XMLWriter) throws {
        if let info = feed.info, earlier?.info != info { try writeInfo(info, in: language, to: &xml) }
        if earlier?.syndication != feed.syndication { try xml.write(feed.syndication) }
        if earlier?.youTube != feed.youTube { try xml.write(feed.youTube) }
        if let geometry = feed.geometry, geometry != earlier?.geometry { try xml.write(geometry) }
    }

    /// Writes `info` as the Atom 0.3 text construct it was read from: its media type
    /// (`text/plain` by default), escaped HTML (`mode="escaped"`), XHTML as elements.
    private static func writeInfo(_ info: AtomTextConstruct, in parentLanguage: String?, to xml: inout XMLWriter) throws {
        try xml.startElement("info", namespaceURI: FeedNamespace.atom03.uri)
        switch info.type {
        case .text:
            break
        case .html:
            try xml.attribute("type", "text/html")
            try xml.attribute("mode", "escaped")
        case .xhtml:
            try xml.attribute("type", "application/xhtml+xml")
        }
        try language(info.language, in: parentLanguage, to: &xml)
        try xml.attribute("xml:base", ifSet: info.base)
        if info.type == .xhtml {
            try writeMarkup(info.value, namespaceURI: FeedNamespace.xhtml.uri, to: &xml)
        } else {
            try xml.text(info.value)
        }
        try xml.endElement()
    }

    /// Writes the elements the mapper kept without reading them (``AtomFeed/extensions``): all
    /// of them when `earlier` is `nil`, else those read since `earlier` was written.
    private static func writeUnreadElements(of feed: AtomFeed, since earlier: AtomFeed?, to xml: inout XMLWriter) throws {
        for node in feed.extensions.dropFirst(earlier?.extensions.count ?? 0) { try xml.writeExtension(node) }
    }

    // MARK: Entry

    /// Writes `entry` in a feed whose language is `feedLanguage`: its Atom elements, then its
    /// Media RSS tags and chapters.
    private static func write(_ entry: AtomEntry, in feedLanguage: String?, to xml: inout XMLWriter) throws {
        try xml.startElement("entry", namespaceURI: namespace)
        try self.language(entry.language, in: feedLanguage, to: &xml)
        let language = entry.language
        try xml.element("id", in: namespace, entry.id)
        try textConstruct("title", entry.title, in: language, to: &xml)
        try xml.element("updated", in: namespace, date: entry.updated)
        try xml.element("published", in: namespace, date: entry.published)
        for author in entry.authors { try write(author, as: "author", to: &xml) }
        for contributor in entry.contributors { try write(contributor, as: "contributor", to: &xml) }
        for link in entry.links { try write(link, to: &xml) }
        for category in entry.categories { try write(category, to: &xml) }
        try textConstruct("rights", entry.rights, in: language, to: &xml)
        if let source = entry.source {
            try xml.startElement("source", namespaceURI: namespace)
            try writeFields(of: source, since: nil, in: language, to: &xml)
            try xml.endElement()
        }
        try textConstruct("summary", entry.summary, in: language, to: &xml)
        if let content = entry.content { try write(content, in: language, to: &xml) }
        if let geometry = entry.geometry { try xml.write(geometry) }
        if let media = entry.media { try xml.write(media) }
        try xml.write(entry.chapters)
        try xml.element("created", in: FeedNamespace.dublinCoreTerms.uri, date: entry.created)
        try xml.write(entry.threading)
        try xml.write(entry.commentAPI)
        try xml.write(entry.slash)
        try xml.write(entry.youTube)
        for node in entry.extensions { try xml.writeExtension(node) }
        try xml.endElement()
    }

    /// How content of a type is written, as the `atom` mapper reads it back (RFC 4287 §4.1.3.3).
    private enum ContentEncoding {
        /// Text, or HTML escaped: `text`, `html` and `text/*` media types.
        case text
        /// XHTML elements inside a `div`.
        case xhtml
        /// XML elements, for XML media types (`…/xml`, `…+xml`).
        case xml
        /// Base64, for other media types.
        case base64

        /// The encoding of `type`, a construct type or a media type.
        init(_ type: String) {
            if type == "xhtml" {
                self = .xhtml
            } else if !type.contains("/") || type.hasPrefix("text/") {
                self = .text
            } else {
                self = type.hasSuffix("+xml") || type.hasSuffix("/xml") ? .xml : .base64
            }
        }
    }

    /// Writes `<content>`: its value encoded as its type says; for content elsewhere (`src`),
    /// `text`, `html` and `xhtml` as the media types Atom requires there, which read back as
    /// them.
    private static func write(_ content: AtomContent, in entryLanguage: String?, to xml: inout XMLWriter) throws {
        try xml.startElement("content", namespaceURI: namespace)
        if let src = content.src {
            let mediaTypes = ["text": "text/plain", "html": "text/html", "xhtml": "application/xhtml+xml"]
            try xml.attribute("type", mediaTypes[content.type] ?? content.type)
            try xml.attribute("src", src)
        } else if content.type != "text" {
            try xml.attribute("type", content.type)
        }
        try language(content.language, in: entryLanguage, to: &xml)
        try xml.attribute("xml:base", ifSet: content.base)
        if let value = content.value {
            try writeValue(value, as: ContentEncoding(content.type), to: &xml)
        }
        try xml.endElement()
    }

    // MARK: Parts

    /// Writes a text construct, unless it is `nil`, in a parent whose language is
    /// `parentLanguage`.
    private static func textConstruct(_ name: String, _ construct: AtomTextConstruct?, in parentLanguage: String?, to xml: inout XMLWriter) throws {
        guard let construct else { return }
        try xml.startElement(name, namespaceURI: namespace)
        if construct.type != .text { try xml.attribute("type", construct.type.rawValue) }
        try language(construct.language, in: parentLanguage, to: &xml)
        try xml.attribute("xml:base", ifSet: construct.base)
        try writeValue(construct.value, as: construct.type == .xhtml ? .xhtml : .text, to: &xml)
        try xml.endElement()
    }

    /// Writes the value of a text construct or content into the element just started: XHTML
    /// and XML markup as elements (their layout kept), base64 as its encoding of the value's
    /// UTF-8.
    private static func writeValue(_ value: String, as encoding: ContentEncoding, to xml: inout XMLWriter) throws {
        switch encoding {
        case .text:
            try xml.text(value)
        case .xhtml:
            try xml.startText()
            try xml.startElement("div", namespaceURI: FeedNamespace.xhtml.uri)
            try writeMarkup(value, namespaceURI: FeedNamespace.xhtml.uri, to: &xml)
            try xml.endElement()
        case .xml:
            try writeMarkup(value, namespaceURI: "", to: &xml)
        case .base64:
            try xml.text(Data(value.utf8).base64EncodedString())
        }
    }

    /// Writes `markup` into the element just started: as elements when it is XML
    /// (``MarkupFragment``, its unprefixed elements in `namespaceURI`), else as text (markup
    /// made in code: `a < b` as XHTML).
    private static func writeMarkup(_ markup: String, namespaceURI: String, to xml: inout XMLWriter) throws {
        if let fragment = MarkupFragment(markup, namespaceURI: namespaceURI) {
            try xml.write(fragment)
        } else {
            try xml.text(markup)
        }
    }

    /// Writes `xml:lang` on the start tag just written when `language` is not the one in
    /// effect, `parentLanguage` (empty when the element has none but its parent has one).
    private static func language(_ language: String?, in parentLanguage: String?, to xml: inout XMLWriter) throws {
        guard language != parentLanguage else { return }
        try xml.attribute("xml:lang", language ?? "")
    }

    /// Writes a person as `name` (`author`, `contributor`): `name`, `uri`, `email`.
    private static func write(_ person: AtomPerson, as name: String, to xml: inout XMLWriter) throws {
        try xml.startElement(name, namespaceURI: namespace)
        try xml.element("name", in: namespace, person.name)
        try xml.element("uri", in: namespace, person.uri)
        try xml.element("email", in: namespace, person.email)
        try xml.endElement()
    }

    /// Writes `<link>` with its `href`, `rel` and the attributes it has, `thr:count` and
    /// `thr:updated` among them.
    private static func write(_ link: AtomLink, to xml: inout XMLWriter) throws {
        try xml.write(link)
    }

    /// Writes `<category>` with its `term` and the attributes it has.
    private static func write(_ category: AtomCategory, to xml: inout XMLWriter) throws {
        try xml.startElement("category", namespaceURI: namespace)
        try xml.attribute("term", category.term)
        try xml.attribute("scheme", ifSet: category.scheme)
        try xml.attribute("label", ifSet: category.label)
        try xml.endElement()
    }
}
