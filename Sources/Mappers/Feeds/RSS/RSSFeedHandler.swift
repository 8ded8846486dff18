#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import XMLMapKit

/// Maps an `<rss>` or `<rdf:RDF>` document to an ``RSSFeed``: the `rss` mapper's handler.
///
/// The channel's own elements are read here rather than by a child handler, so that a
/// document cut short keeps the channel and every item completed before the cut (the stack
/// drops the handlers still in progress). Channel elements beside the channel (RSS 1.0's
/// images, text inputs and items, or items misplaced directly in `<rss>`) are read too.
/// Items go to ``RSSItemHandler``, structured elements to small mappings and handlers; the
/// elements it does not read, on the channel and beside it, are kept whole in
/// ``RSSFeed/extensions`` (those of the root in no RSS namespace too).
public struct RSSFeedHandler: XMLElementHandler {
    /// Items dated at or before this are not kept, and the first one stops the parse.
    let since: Date?
    /// How many items to keep before stopping the parse.
    let limit: Int?
    /// When streaming, receives each item instead of the feed keeping it, with a way to get
    /// the feed read so far.
    let onItem: ((RSSItem, () -> RSSFeed) throws -> Void)?
    /// How many items were kept or handed out.
    private var itemCount = 0
    private var feed = RSSFeed()
    private var itunes = ITunesChannel()
    private var podcast = PodcastChannel()
    private var googlePlay = GooglePlayChannel()
    /// The `xml:lang` (and `xml:base`) in effect inside the root, then inside the channel.
    private var rootScope = XMLScope()
    private var channelScope = XMLScope()
    /// The scope of what is read now: the channel's inside it, the root's outside (RSS 1.0's
    /// items are the channel's siblings).
    private var scope: XMLScope {
        guard case .channel = open.first else { return rootScope }
        return channelScope
    }
    /// What each open element this handler handles is.
    private var open: [Open] = []
    /// The value of the description being read, naked markup included.
    private var markup: MarkupWriter?
    /// The scope at the description being read, whose base its HTML's links resolve against.
    private var markupScope = XMLScope()
    /// The geo tags read so far.
    var geometryParts = FeedGeometryParts()
    /// The channel's geometry.
    var geometry: FeedGeometry? {
        get { feed.geometry }
        set { feed.geometry = newValue }
    }
    /// What the feed keeps of the elements it does not read (``RSSFeed/extensions``).
    private var keptExtensions = XMLKeptTreeBudget()

    private enum Open {
        /// The channel.
        case channel
        /// An XML-level redirect (`<redirect>`), whose `newLocation` is read as the channel's.
        case redirect
        /// A field whose text is being collected.
        case field(RSSChannelField)
        /// An element inside a field's value.
        case nested
    }

    init(since: Date?, limit: Int?, onItem: ((RSSItem, () -> RSSFeed) throws -> Void)? = nil) {
        self.since = since
        self.limit = limit
        self.onItem = onItem
    }

    /// Reads the version: `<rss version>`, or the default namespace of an `rdf:RDF` document
    /// (else that of its channel); and `xml:lang`.
    public mutating func begin(_ element: XMLStartElement, context: XMLHandlerContext) {
        rootScope = XMLScope(baseURI: context.options.baseURI, language: context.options.language).entering(element)
        guard element.name.localName.equals("RDF") else {
            feed.version = FeedValue.attribute(element, "version")
            return
        }
        feed.version = context.namespaceURI(forPrefix: "").flatMap { Self.rdfVersion(FeedNamespace(uri: $0)) }
    }

    /// The version of an RDF feed whose elements are in `namespace`.
    private static func rdfVersion(_ namespace: FeedNamespace) -> String? {
        switch namespace {
        case .rss10: "1.0"
        case .rss090: "0.90"
        default: nil
        }
    }

    /// Decides how to read a descendant.
    public mutating func startElement(_ element: XMLStartElement, context: XMLHandlerContext) throws -> XMLDescent {
        let namespace: FeedNamespace
        switch open.last {
        case .field, .nested:
            open.append(.nested)
            markup?.start(element, scope: XMLScope())
            return .handle
        case .channel:
            namespace = FeedNamespace(element.name)
            if let descent = descendIntoGeometry(element, namespace: namespace) { return descent }
        case .redirect:
            namespace = FeedNamespace(element.name)
        case nil:
            namespace = FeedNamespace(element.name)
            guard namespace.isRSS else { return keepingExtension }
            if ASCIIBytes.equalsIgnoringCase(element.name.localName.buffer, "channel".utf8) {
                open.append(.channel)
                channelScope = rootScope.entering(element)
                if feed.version == nil { feed.version = Self.rdfVersion(namespace) }
                return .handle
            }
        }
        guard let field = RSSChannelField.table.field(element.name, in: namespace) else {
            // Inside a redirect, an element it does not read is part of it, not the channel's.
            if case .redirect = open.last { return .skip }
            return keepingExtension
        }
        return try descend(into: field, element, namespace: namespace, context: context)
    }

    /// Keeps an element the feed does not read, whole, in ``RSSFeed/extensions``.
    private var keepingExtension: XMLDescent {
        keepTree(within: \.keptExtensions, reportingAs: "channel.extensions") { handler, node in handler.feed.extensions.append(node) }
    }

    private mutating func descend(
        into field: RSSChannelField, _ element: XMLStartElement, namespace: FeedNamespace, context: XMLHandlerContext
    ) throws -> XMLDescent {
        switch field {
        case .item:
            if let limit, itemCount >= limit {
                context.stop()
                return .skip
            }
            return delegate(to: RSSItemHandler(scope: scope)) { handler, item, context in
                if context.isEndingEarly { try context.reportCutRecord("item") }
                try handler.add(item, context: context)
            }
        case .image:
            guard let mapping = RSSImage.mappings[namespace] else { return .skip }
            return delegate(to: mapping) { handler, image, _ in
                if image != RSSImage() { handler.feed.image = image }
            }
        case .textInput:
            guard let mapping = RSSTextInput.mappings[namespace] else { return .skip }
            return delegate(to: mapping) { handler, textInput, _ in
                if textInput != RSSTextInput() { handler.feed.textInput = textInput }
            }
        case .cloud:
            return delegate(to: RSSCloud.mapping) { handler, cloud, _ in handler.feed.cloud = cloud }
        case .category, .dcSubject:
            return leaf(RSSCategory.self) { handler, category in
                if !category.name.isEmpty { handler.feed.categories.append(category) }
            }
        case .atomLink:
            // A link of a relation the channel does not store (a WebSub `hub`…), or without
            // one, is kept as an extension.
            let rel = FeedValue.attribute(element, "rel")
            if rel == "self" {
                feed.selfLink = FeedValue.attribute(element, "href")
                return .skip
            }
            guard let rel, let href = FeedValue.attribute(element, "href").map(scope.entering(element).resolve) else { return keepingExtension }
            if FeedLinkRelation.isPayment(rel) {
                feed.paymentLinks.append(try AtomLink(element, href: href, context: context))
                return .skip
            }
            var pages = feed.pages ?? FeedPages()
            guard pages.keep(href, rel: rel) else { return keepingExtension }
            feed.pages = pages
            return .skip
        case .itunesOwner:
            return delegate(to: ITunesOwnerHandler()) { handler, owner, _ in handler.itunes.owner = owner }
        case .itunesImage:
            itunes.image = FeedValue.attribute(element, "href") ?? FeedValue.attribute(element, "url") ?? itunes.image
            return .skip
        case .itunesLink:
            itunes.image = itunes.image ?? FeedValue.imageLink(element)
            return .skip
        case .googlePlayImage:
            googlePlay.image = FeedValue.attribute(element, "href").map(scope.entering(element).resolve) ?? googlePlay.image
            return .skip
        case .googlePlayCategory:
            if let category = FeedValue.attribute(element, "text") { googlePlay.categories.append(category) }
            return .skip
        case .itunesCategory:
            return delegate(to: ITunesCategoryHandler()) { handler, category, _ in
                // A category without a name (reported) still gives its subcategories.
                handler.itunes.categories += category.name.isEmpty ? category.subcategories : [category]
            }
        case .podcastLocked:
            return leaf(PodcastLocked.self) { handler, locked in handler.podcast.locked = locked }
        case .podcastFunding:
            return leaf(PodcastFunding.self) { handler, funding in handler.podcast.funding.append(funding) }
        case .podcastPerson:
            return leaf(PodcastPerson.self) { handler, person in handler.podcast.persons.append(person) }
        case .podcastLocation:
            return leaf(PodcastLocation.self) { handler, location in handler.podcast.locations.append(location) }
        case .podcastTrailer:
            return leaf(PodcastTrailer.self) { handler, trailer in handler.podcast.trailers.append(trailer) }
        case .podcastLicense:
            return leaf(PodcastLicense.self) { handler, license in handler.podcast.license = license }
        case .podcastTxt:
            return leaf(PodcastTxt.self) { handler, txt in handler.podcast.txts.append(txt) }
        case .podcastValue:
            return delegate(to: PodcastValueHandler()) { handler, value, _ in handler.podcast.values.append(value) }
        case .creativeCommons(.rdfLicense):
            if let license = CreativeCommonsElement.resource(of: element) { feed.licenses.append(license) }
            return .skip
        case .podcastBlock:
            return leaf(PodcastBlock.self) { handler, block in handler.podcast.blocks.append(block) }
        case .podcastImage:
            let inner = scope.entering(element)
            return leaf(PodcastImage.self) { handler, image in
                if !image.href.isEmpty { handler.podcast.images.append(image.resolved(in: inner)) }
            }
        case .podcastImages:
            podcast.images += PodcastImage.sourceSet(of: element, in: scope)
            return .skip
        case .podcastLiveItem:
            let live = try PodcastLiveItem(element, context: context)
            return delegate(to: RSSItemHandler(scope: scope)) { handler, item, context in
                guard !context.isEndingEarly else { return }
                var live = live
                live.item = item
                handler.podcast.liveItems.append(live)
            }
        case .podcastPodroll:
            return delegate(to: PodcastRemoteItemsHandler(scope: scope)) { handler, items, _ in handler.podcast.podroll += items }
        case .podcastPublisher:
            return delegate(to: PodcastRemoteItemsHandler(scope: scope)) { handler, items, _ in
                handler.podcast.publisher = items.first ?? handler.podcast.publisher
            }
        case .podcastRemoteItem:
            let inner = scope.entering(element)
            return leaf(PodcastRemoteItem.self) { handler, item in
                var item = item
                item.feedUrl = item.feedUrl.map(inner.resolve)
                handler.podcast.remoteItems.append(item)
            }
        case .podcastUpdateFrequency:
            return leaf(PodcastUpdateFrequency.self) { handler, frequency in handler.podcast.updateFrequency = frequency }
        case .podcastChat:
            return leaf(PodcastChat.self) { handler, chat in handler.podcast.chat = chat }
        case .podcastSocialInteract:
            let inner = scope.entering(element)
            return leaf(PodcastSocialInteract.self) { handler, post in handler.podcast.socialInteracts.append(post.resolved(in: inner)) }
        case .podcastPodping:
            podcast.usesPodping = try FeedValue.attribute(element, "usesPodping", field: "podcast:podping@usesPodping", context: context, FeedValue.bool)
            return .skip
        case .description, .dcDescription:
            open.append(.field(field))
            markup = MarkupWriter()
            markupScope = scope.entering(element)
            return .handle
        case .redirect:
            open.append(.redirect)
            return .handle
        default:
            open.append(.field(field))
            return .collectText
        }
    }

    /// Keeps the text of a description.
    public mutating func text(_ text: XMLText, context: XMLHandlerContext) {
        markup?.text(text.bytes, escaped: false)
    }

    /// Stores a field's value, or checks the channel had what RSS requires.
    public mutating func endElement(_ element: XMLEndElement, text: XMLBytes, context: XMLHandlerContext) throws {
        switch open.removeLast() {
        case .nested:
            markup?.end(element)
        case .redirect:
            break
        case .channel:
            for (value, field) in [(feed.title, "channel.title"), (feed.link, "channel.link"), (feed.description, "channel.description")] where value == nil {
                try context.reportIssue(field: field, "missing")
            }
            try checkGeometry(context: context)
        case .field(let field):
            try store(field, text, context: context)
        }
    }

    private mutating func store(_ field: RSSChannelField, _ text: XMLBytes, context: XMLHandlerContext) throws {
        switch field {
        case .title: feed.title = FeedValue.string(text)
        case .link: feed.link = FeedValue.string(text).map(scope.resolve)
        case .description: feed.description = takeMarkup(context: context)
        case .language: feed.language = text.languageTag
        case .copyright: feed.copyright = FeedValue.string(text)
        case .managingEditor: feed.managingEditor = FeedValue.string(text).map(RSSPerson.init(text:))
        case .author: feed.managingEditor = feed.managingEditor ?? FeedValue.string(text).map(RSSPerson.init(text:))
        case .webMaster: feed.webMaster = FeedValue.string(text).map(RSSPerson.init(text:))
        case .pubDate: feed.pubDate = try FeedValue.date(text, field: "channel.pubDate", context: context)
        case .lastBuildDate: feed.lastBuildDate = try FeedValue.date(text, field: "channel.lastBuildDate", context: context)
        case .generator: feed.generator = FeedValue.string(text)
        case .docs: feed.docs = FeedValue.string(text).map(scope.resolve)
        case .ttl: feed.ttl = try FeedValue.int(text, field: "channel.ttl", context: context)
        case .dcTitle: feed.title = feed.title ?? FeedValue.string(text)
        case .dcDescription:
            let description = takeMarkup(context: context)
            feed.description = feed.description ?? description
        case .dcLanguage: feed.language = feed.language ?? text.languageTag
        case .dcRights: feed.copyright = feed.copyright ?? FeedValue.string(text)
        case .dcCreator: feed.managingEditor = feed.managingEditor ?? FeedValue.string(text).map(RSSPerson.init(text:))
        case .dcContributor:
            if let contributor = FeedValue.string(text) { feed.contributors.append(RSSPerson(text: contributor)) }
        case .dcPublisher: feed.webMaster = feed.webMaster ?? FeedValue.string(text).map(RSSPerson.init(text:))
        case .dcDate:
            let date = try FeedValue.date(text, field: "channel.dc:date", context: context)
            feed.lastBuildDate = feed.lastBuildDate ?? date
        case .dctermsModified:
            let date = try FeedValue.date(text, field: "channel.dcterms:modified", context: context)
            feed.lastBuildDate = feed.lastBuildDate ?? date
        case .dctermsIssued:
            let date = try FeedValue.date(text, field: "channel.dcterms:issued", context: context)
            feed.pubDate = feed.pubDate ?? date
        case .itunesAuthor: itunes.author = FeedValue.string(text)
        case .itunesExplicit: itunes.explicit = try FeedValue.bool(text, field: "channel.itunes:explicit", context: context)
        case .itunesType: itunes.type = try FeedValue.keyword(text, field: "channel.itunes:type", context: context)
        case .itunesTitle: itunes.title = FeedValue.string(text)
        case .itunesSubtitle: itunes.subtitle = FeedValue.string(text)
        case .itunesSummary: itunes.summary = FeedValue.string(text)
        case .itunesKeywords: itunes.keywords = FeedValue.list(text)
        case .itunesBlock: itunes.block = FeedValue.yes(text)
        case .itunesComplete: itunes.complete = FeedValue.yes(text)
        case .itunesNewFeedURL: itunes.newFeedURL = FeedValue.string(text).map(scope.resolve)
        case .newLocation: feed.newLocation = FeedValue.string(text).map(scope.resolve)
        case .googlePlayAuthor: googlePlay.author = FeedValue.string(text)
        case .googlePlayDescription: googlePlay.description = FeedValue.string(text)
        case .googlePlayEmail: googlePlay.email = FeedValue.string(text)
        case .googlePlayOwner: googlePlay.owner = FeedValue.string(text)
        case .googlePlayExplicit: googlePlay.explicit = try FeedValue.bool(text, field: "channel.googleplay:explicit", context: context)
        case .googlePlayBlock: googlePlay.block = FeedValue.yes(text)
        case .googlePlayNewFeedURL: googlePlay.newFeedURL = FeedValue.string(text).map(scope.resolve)
        case .podcastGuid: podcast.guid = FeedValue.string(text)
        case .podcastMedium: podcast.medium = FeedValue.string(text)
        case .dctermsCreated: feed.created = try FeedValue.date(text, field: "channel.dcterms:created", context: context)
        case .dctermsValid: feed.validity = try DublinCorePeriod(text, field: "channel.dcterms:valid", context: context)
        case .syndication(let element): try SyndicationElement.store(element, text, into: &feed.syndication, context: context)
        case .creativeCommons(.license):
            if let license = FeedValue.string(text) { feed.licenses.append(license) }
        case .item, .image, .textInput, .cloud, .category, .dcSubject, .atomLink, .itunesOwner, .itunesImage, .itunesLink,
            .itunesCategory, .podcastLocked, .podcastFunding, .podcastPerson, .podcastLocation, .podcastTrailer,
            .podcastLicense, .podcastTxt, .podcastValue, .creativeCommons(.rdfLicense), .redirect, .googlePlayImage, .googlePlayCategory,
            .podcastBlock, .podcastImage, .podcastImages, .podcastLiveItem, .podcastPodroll, .podcastPublisher, .podcastRemoteItem,
            .podcastUpdateFrequency, .podcastChat, .podcastSocialInteract, .podcastPodping:
            break
        }
    }

    /// The description read (sanitized unless raw HTML is kept), its reading over.
    private mutating func takeMarkup(context: XMLHandlerContext) -> String? {
        defer { markup = nil }
        return markup?.trimmedString.map { context.options.keptHTML($0, in: markupScope) }
    }

    /// Keeps an item (or hands it out, with the feed's artwork read so far when it has none)
    /// unless it is too old; stops the parse at a too old one or after the last one wanted.
    private mutating func add(_ item: RSSItem, context: XMLHandlerContext) throws {
        if let since, let date = item.date, date <= since {
            context.stop()
            return
        }
        itemCount += 1
        if let onItem {
            var item = item
            item.image = item.image ?? itunes.image ?? feed.image?.url
            try onItem(item) { finish(context: context) }
        } else {
            feed.items.append(item)
        }
        if let limit, itemCount >= limit { context.stop() }
    }

    /// The feed, its episodes given the feed's artwork when they have none of their own.
    public func finish(context: XMLHandlerContext) -> RSSFeed {
        var feed = self.feed
        if itunes != ITunesChannel() { feed.itunes = itunes }
        if podcast != PodcastChannel() { feed.podcast = podcast }
        if googlePlay != GooglePlayChannel() { feed.googlePlay = googlePlay }
        if let artwork = feed.artwork {
            for index in feed.items.indices where feed.items[index].image == nil { feed.items[index].image = artwork }
        }
        return feed
    }
}

extension RSSFeedHandler: ItemStreamingFeedHandler {}

extension RSSFeedHandler: FeedGeometryReading {}
