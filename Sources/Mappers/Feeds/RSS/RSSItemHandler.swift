import XMLMapKit

/// Maps an `<item>` to an ``RSSItem``, with its iTunes, Podcasting 2.0, Media RSS and geo tags.
struct RSSItemHandler: MediaRSSReading, FeedGeometryReading {
    /// The `xml:lang` (and `xml:base`) in effect around the item, then inside it.
    private var scope: XMLScope
    private var item = RSSItem()
    private var itunes = ITunesItem()
    private var podcast = PodcastItem()
    private var googlePlay = GooglePlayItem()
    var media = MediaRSS()
    /// The geo tags read so far.
    var geometryParts = FeedGeometryParts()
    /// The item's geometry.
    var geometry: FeedGeometry? {
        get { item.geometry }
        set { item.geometry = newValue }
    }
    /// The field of each open element whose value is being read (`nil`: an element nested in
    /// such a value).
    private var open: [RSSItemField?] = []
    /// The value of the description or content being read, naked markup included.
    private var markup: MarkupWriter?
    /// The scope at the description or content element being read (its `xml:lang`, and the
    /// `xml:base` its HTML's links resolve against).
    private var markupScope = XMLScope()
    /// What the item keeps of the elements it does not read (``RSSItem/extensions``).
    private var keptExtensions = XMLKeptTreeBudget()

    /// A handler for an item inside `scope`.
    init(scope: XMLScope) {
        self.scope = scope
    }

    /// Reads the item's `xml:lang` and, in RSS 1.0, `rdf:about`.
    mutating func begin(_ element: XMLStartElement, context: XMLHandlerContext) {
        scope = scope.entering(element)
        item.about = element.attributes.value("about", namespaceURI: Self.rdfNamespace).flatMap(FeedValue.string)
    }

    /// The namespace of `rdf:about`.
    private static let rdfNamespace: StaticString = "http://www.w3.org/1999/02/22-rdf-syntax-ns#"

    /// Decides how to read a descendant.
    mutating func startElement(_ element: XMLStartElement, context: XMLHandlerContext) throws -> XMLDescent {
        guard open.isEmpty else {
            open.append(nil)
            markup?.start(element, scope: XMLScope())
            return .handle
        }
        let namespace = FeedNamespace(element.name)
        if namespace == .media { return try descendIntoMedia(element, context: context) ?? keepingExtension }
        if let descent = descendIntoGeometry(element, namespace: namespace) { return descent }
        guard let field = RSSItemField.table.field(element.name, in: namespace) else { return keepingExtension }
        switch field {
        case .category, .dcSubject:
            return leaf(RSSCategory.self) { handler, category in
                if !category.name.isEmpty { handler.item.categories.append(category) }
            }
        case .enclosure:
            var enclosure = try RSSEnclosure(element, context: context)
            enclosure.url = enclosure.url.map(scope.resolve)
            item.enclosures.append(enclosure)
            return .skip
        case .guid:
            return leaf(RSSGUID.self) { handler, guid in
                if !guid.value.isEmpty { handler.item.guid = guid }
            }
        case .source:
            return leaf(RSSSource.self) { handler, source in handler.item.source = source }
        case .itunesImage:
            item.image = (FeedValue.attribute(element, "href") ?? FeedValue.attribute(element, "url")).map(scope.resolve) ?? item.image
            return .skip
        case .itunesLink:
            item.image = item.image ?? FeedValue.imageLink(element)
            return .skip
        case .googlePlayImage:
            googlePlay.image = FeedValue.attribute(element, "href").map(scope.entering(element).resolve) ?? googlePlay.image
            return .skip
        case .itunesCategory:
            return delegate(to: ITunesCategoryHandler()) { handler, category, _ in
                // A category without a name (reported) still gives its subcategories.
                handler.itunes.categories += category.name.isEmpty ? category.subcategories : [category]
            }
        case .podcastSeason:
            return leaf(PodcastSeason.self) { handler, season in handler.podcast.season = season }
        case .podcastEpisode:
            return leaf(PodcastEpisodeNumber.self) { handler, episode in handler.podcast.episode = episode }
        case .podcastTranscript:
            return leaf(PodcastTranscript.self) { handler, transcript in handler.podcast.transcripts.append(transcript) }
        case .podcastChapters:
            return leaf(PodcastChapters.self) { handler, chapters in handler.podcast.chapters = chapters }
        case .podcastSoundbite:
            return leaf(PodcastSoundbite.self) { handler, soundbite in handler.podcast.soundbites.append(soundbite) }
        case .podcastAlternateEnclosure:
            return delegate(to: PodcastAlternateEnclosureHandler()) { handler, enclosure, _ in
                handler.podcast.alternateEnclosures.append(enclosure)
            }
        case .podcastPerson:
            return leaf(PodcastPerson.self) { handler, person in handler.podcast.persons.append(person) }
        case .podcastLocation:
            return leaf(PodcastLocation.self) { handler, location in handler.podcast.locations.append(location) }
        case .podcastValue:
            return delegate(to: PodcastValueHandler()) { handler, value, _ in handler.podcast.values.append(value) }
        case .podcastLicense:
            return leaf(PodcastLicense.self) { handler, license in handler.podcast.license = license }
        case .podcastTxt:
            return leaf(PodcastTxt.self) { handler, txt in handler.podcast.txts.append(txt) }
        case .podcastImage:
            let inner = scope.entering(element)
            return leaf(PodcastImage.self) { handler, image in
                if !image.href.isEmpty { handler.podcast.images.append(image.resolved(in: inner)) }
            }
        case .podcastImages:
            podcast.images += PodcastImage.sourceSet(of: element, in: scope)
            return .skip
        case .podcastContentLink:
            let inner = scope.entering(element)
            return leaf(PodcastContentLink.self) { handler, link in
                guard !link.href.isEmpty else { return }
                var link = link
                link.href = inner.resolve(link.href)
                handler.podcast.contentLinks.append(link)
            }
        case .podcastSocialInteract:
            let inner = scope.entering(element)
            return leaf(PodcastSocialInteract.self) { handler, post in handler.podcast.socialInteracts.append(post.resolved(in: inner)) }
        case .podcastChat:
            return leaf(PodcastChat.self) { handler, chat in handler.podcast.chat = chat }
        case .podloveChapters:
            return delegate(to: PodloveChaptersHandler()) { handler, chapters, _ in handler.item.chapters += chapters }
        case .threading(.inReplyTo):
            return leaf(ThreadingReference.self) { handler, reference in
                ThreadingElement.add(reference.resolved(in: handler.scope), to: &handler.item.threading)
            }
        case .creativeCommons(.rdfLicense):
            if let license = CreativeCommonsElement.resource(of: element) { item.licenses.append(license) }
            return .skip
        case .atomLink:
            // A link of another relation than `payment`, or without one, is kept as an extension.
            guard let rel = FeedValue.attribute(element, "rel"), FeedLinkRelation.isPayment(rel),
                let href = FeedValue.attribute(element, "href").map(scope.entering(element).resolve)
            else { return keepingExtension }
            item.paymentLinks.append(try AtomLink(element, href: href, context: context))
            return .skip
        case .description, .dcDescription, .contentEncoded, .fullitem, .xhtmlBody:
            open.append(field)
            markup = MarkupWriter()
            markupScope = scope.entering(element)
            return .handle
        default:
            open.append(field)
            return .collectText
        }
    }

    /// Keeps an element the item does not read, whole, in ``RSSItem/extensions``.
    private var keepingExtension: XMLDescent {
        keepTree(within: \.keptExtensions, reportingAs: "item.extensions") { handler, node in handler.item.extensions.append(node) }
    }

    /// Keeps the text of a description or content: escaped inside `xhtml:body`, whose text is
    /// XHTML text; as it is elsewhere (escaped HTML, which unescaped is the markup itself).
    mutating func text(_ text: XMLText, context: XMLHandlerContext) {
        markup?.text(text.bytes, escaped: open.first == .xhtmlBody)
    }

    /// Stores a field's value.
    mutating func endElement(_ element: XMLEndElement, text: XMLBytes, context: XMLHandlerContext) throws {
        guard let field = open.removeLast() else {
            markup?.end(element)
            return
        }
        switch field {
        case .title: item.title = FeedValue.string(text)
        case .link: item.link = FeedValue.string(text).map(scope.resolve)
        case .description:
            item.description = takeMarkup(context: context)
            item.descriptionBase = item.description == nil ? nil : markupScope.keptBase(context.options)
        case .contentEncoded: item.content = takeContent(type: "text/html", context: context) ?? item.content
        case .fullitem: item.content = item.content ?? takeContent(type: "text/html", context: context)
        case .xhtmlBody: item.content = item.content ?? takeContent(type: "application/xhtml+xml", context: context)
        case .author: item.author = FeedValue.string(text).map(RSSPerson.init(text:))
        case .comments: item.comments = FeedValue.string(text).map(scope.resolve)
        case .pubDate: item.pubDate = try FeedValue.date(text, field: "item.pubDate", context: context)
        case .dcTitle: item.title = item.title ?? FeedValue.string(text)
        case .dcDescription:
            let description = takeMarkup(context: context)
            if item.description == nil, let description {
                item.description = description
                item.descriptionBase = markupScope.keptBase(context.options)
            }
        case .dcCreator:
            if let creator = FeedValue.string(text) { item.creators.append(RSSPerson(text: creator)) }
        case .dcContributor:
            if let contributor = FeedValue.string(text) { item.contributors.append(RSSPerson(text: contributor)) }
        case .dcPublisher: item.publisher = FeedValue.string(text).map(RSSPerson.init(text:))
        case .dcRights: item.rights = FeedValue.string(text)
        case .dcLanguage: item.language = text.languageTag
        case .dcDate:
            let date = try FeedValue.date(text, field: "item.dc:date", context: context)
            item.pubDate = item.pubDate ?? date
        case .dctermsIssued:
            let date = try FeedValue.date(text, field: "item.dcterms:issued", context: context)
            item.pubDate = item.pubDate ?? date
        case .dctermsModified: item.updated = try FeedValue.date(text, field: "item.dcterms:modified", context: context)
        case .itunesDuration: itunes.duration = try FeedValue.duration(text, field: "item.itunes:duration", context: context)
        case .itunesExplicit: itunes.explicit = try FeedValue.bool(text, field: "item.itunes:explicit", context: context)
        case .itunesEpisode: itunes.episode = try FeedValue.int(text, field: "item.itunes:episode", context: context)
        case .itunesSeason: itunes.season = try FeedValue.int(text, field: "item.itunes:season", context: context)
        case .itunesEpisodeType: itunes.episodeType = try FeedValue.keyword(text, field: "item.itunes:episodeType", context: context)
        case .itunesTitle: itunes.title = FeedValue.string(text)
        case .itunesAuthor: itunes.author = FeedValue.string(text)
        case .itunesSubtitle: itunes.subtitle = FeedValue.string(text)
        case .itunesSummary: itunes.summary = FeedValue.string(text)
        case .itunesKeywords: itunes.keywords = FeedValue.list(text)
        case .itunesBlock: itunes.block = FeedValue.yes(text)
        case .dctermsCreated: item.created = try FeedValue.date(text, field: "item.dcterms:created", context: context)
        case .dctermsValid: item.validity = try DublinCorePeriod(text, field: "item.dcterms:valid", context: context)
        case .expirationDate: item.expirationDate = try FeedValue.date(text, field: "item.expirationDate", context: context)
        case .slash(let element): try SlashElement.store(element, text, into: &item.slash, context: context)
        case .commentAPI(let element): CommentAPIElement.store(element, text, scope: scope, into: &item.commentAPI)
        case .threading(.total): try ThreadingElement.storeTotal(text, into: &item.threading, context: context)
        case .creativeCommons(.license):
            if let license = FeedValue.string(text) { item.licenses.append(license) }
        case .googlePlayAuthor: googlePlay.author = FeedValue.string(text)
        case .googlePlayDescription: googlePlay.description = FeedValue.string(text)
        case .googlePlayExplicit: googlePlay.explicit = try FeedValue.bool(text, field: "item.googleplay:explicit", context: context)
        case .googlePlayBlock: googlePlay.block = FeedValue.yes(text)
        case .category, .dcSubject, .enclosure, .guid, .source, .itunesImage, .itunesLink, .itunesCategory, .podcastSeason, .podcastEpisode,
            .podcastTranscript, .podcastChapters, .podcastSoundbite, .podcastAlternateEnclosure, .podcastPerson,
            .podcastLocation, .podcastValue, .podcastLicense, .podcastTxt, .podloveChapters, .threading(.inReplyTo),
            .creativeCommons(.rdfLicense), .atomLink, .googlePlayImage, .podcastImage, .podcastImages,
            .podcastContentLink, .podcastSocialInteract, .podcastChat:
            break
        }
    }

    /// The description read (sanitized unless raw HTML is kept), its reading over.
    private mutating func takeMarkup(context: XMLHandlerContext, isXHTML: Bool = false) -> String? {
        defer { markup = nil }
        return markup?.trimmedString.map { context.options.keptHTML($0, in: markupScope, isXHTML: isXHTML) }
    }

    /// The content read (sanitized unless raw HTML is kept), its reading over.
    private mutating func takeContent(type: String, context: XMLHandlerContext) -> RSSContent? {
        takeMarkup(context: context, isXHTML: type == "application/xhtml+xml").map {
            RSSContent(value: $0, type: type, language: markupScope.language, base: markupScope.keptBase(context.options))
        }
    }

    /// The item; one with neither a title nor a description is reported.
    mutating func finish(context: XMLHandlerContext) throws -> RSSItem {
        if itunes != ITunesItem() { item.itunes = itunes }
        if podcast != PodcastItem() { item.podcast = podcast }
        if googlePlay != GooglePlayItem() { item.googlePlay = googlePlay }
        if !media.isEmpty {
            item.media = media
            item.title = item.title ?? media.title
            item.description = item.description ?? media.description
        }
        try checkGeometry(context: context)
        if item.title == nil && item.description == nil {
            try context.reportIssue(field: "item.title", "missing (an item needs a title or a description)")
        }
        // Moved out rather than copied: a copy retains each of the item's strings, and the
        // handler's own releases them again when it goes.
        var finished = RSSItem()
        swap(&finished, &item)
        return finished
    }
}
