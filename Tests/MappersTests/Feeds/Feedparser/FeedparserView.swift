import Foundation
import XMLMapKit
@testable import Mappers

/// The models seen the way feedparser presents a feed: the translation of the `Expect:`
/// lines to this project's models. Each key is filled from the field that means the same
/// thing, with feedparser's own conventions (RSS `description` is the feed's `subtitle` and
/// an entry's `summary`, `managingEditor` is the `author`, `webMaster` the `publisher`,
/// iTunes categories and keywords are tags, text-construct types are media types…).
enum FeedparserView {
    /// The keys this view fills; an expectation about any other key is not translated.
    static let knownKeys: Set<String> = [
        "title", "title_detail", "subtitle", "subtitle_detail", "summary", "summary_detail", "rights", "rights_detail",
        "link", "links", "id", "updated", "updated_parsed", "published", "published_parsed", "author", "author_detail",
        "authors", "contributors", "publisher", "publisher_detail", "tags", "generator", "generator_detail", "icon",
        "logo", "image", "cloud", "textinput", "language", "docs", "ttl", "content", "comments", "enclosures",
        "guidislink", "source", "itunes_explicit", "itunes_block", "itunes_duration", "itunes_keywords", "category",
        "type", "value", "href", "rel", "hreflang", "length", "name", "email", "term", "scheme", "label", "version",
        "domain", "port", "path", "registerprocedure", "protocol", "description", "width", "height", "src",
        "media_thumbnail", "media_player", "media_credit", "media_restriction", "media_license", "media_rating",
        "media_content", "url", "role", "relationship", "base", "psc_chapters", "chapters", "start_parsed",
        "created", "created_parsed", "expired", "expired_parsed", "validity_start", "validity_start_parsed", "validity_end",
        "validity_end_parsed", "license", "info", "info_detail", "sy_updateperiod", "sy_updatefrequency", "sy_updatebase",
        "slash_comments", "slash_department", "slash_section", "slash_hit_parade", "wfw_comment", "wfw_commentrss",
        "thr_in-reply-to", "thr_total", "ref", "thr:count", "thr:updated", "yt_videoid", "yt_channelid", "yt_playlistid",
        "where", "coordinates", "srsName", "srsDimension", "newlocation",
    ]

    // MARK: RSS

    /// An RSS feed's `feed` dictionary.
    static func feed(_ feed: RSSFeed) -> FeedparserDict {
        let itunes = feed.itunes
        let author = feed.managingEditor ?? itunes?.author.map(RSSPerson.init(text:))
        var links: [PythonValue] = []
        if let link = feed.link {
            links.append(.dict(FeedparserDict([("rel", .string("alternate")), ("type", .string("text/html")), ("href", .string(link))])))
        }
        if let selfLink = feed.selfLink { links.append(.dict(FeedparserDict([("rel", .string("self")), ("href", .string(selfLink))]))) }
        links += ((feed.pages?.links ?? []) + feed.paymentLinks).map(link)
        let publisher =
            feed.webMaster.map(person)
            ?? itunes?.owner.map { owner in
                .dict(FeedparserDict([("name", owner.name.map(PythonValue.string)), ("email", owner.email.map(PythonValue.string))]))
            }
        var tags = feed.categories.map { tag($0.name, scheme: $0.domain) }
        tags += itunesTags(itunes?.categories ?? [])
        for keyword in itunes?.keywords ?? [] where !tags.contains(where: { PythonValue.equal(term(of: $0), .string(keyword)) }) {
            tags.append(tag(keyword, scheme: "http://www.itunes.com/"))
        }
        let members: [(String, PythonValue?)] = [
            ("title", feed.title.map(PythonValue.string)),
            ("link", feed.link.map(PythonValue.string)),
            ("links", .list(links)),
            ("subtitle", (feed.description ?? itunes?.subtitle).map(PythonValue.string)),
            ("subtitle_detail", feed.description.map { .dict(FeedparserDict([("type", .string("text/html")), ("value", .string($0))])) }),
            ("summary", itunes?.summary.map(PythonValue.string)),
            ("language", feed.language.map(PythonValue.string)),
            ("rights", feed.copyright.map(PythonValue.string)),
            ("author", author.map { .string($0.text) }),
            ("author_detail", author.map(person)),
            ("authors", author.map { .list([person($0)]) }),
            ("publisher", feed.webMaster.map { .string($0.text) }),
            ("contributors", feed.contributors.isEmpty ? nil : .list(feed.contributors.map(person))),
            ("publisher_detail", publisher),
            ("published", feed.pubDate.map(PythonValue.date)),
            ("published_parsed", feed.pubDate.map(PythonValue.date)),
            ("updated", feed.lastBuildDate.map(PythonValue.date)),
            ("updated_parsed", feed.lastBuildDate.map(PythonValue.date)),
            ("tags", tags.isEmpty ? nil : .list(tags)),
            ("generator", feed.generator.map(PythonValue.string)),
            ("docs", feed.docs.map(PythonValue.string)),
            ("ttl", feed.ttl.map { .string(String($0)) }),
            ("image", image(feed)),
            (
                "cloud",
                feed.cloud.map { cloud in
                    .dict(
                        FeedparserDict([
                            ("domain", cloud.domain.map(PythonValue.string)), ("port", cloud.port.map { .string(String($0)) }),
                            ("path", cloud.path.map(PythonValue.string)), ("registerprocedure", cloud.registerProcedure.map(PythonValue.string)),
                            ("protocol", cloud.protocol.map(PythonValue.string)),
                        ]))
                }
            ),
            (
                "textinput",
                feed.textInput.map { input in
                    .dict(
                        FeedparserDict([
                            ("title", input.title.map(PythonValue.string)), ("description", input.description.map(PythonValue.string)),
                            ("name", input.name.map(PythonValue.string)), ("link", input.link.map(PythonValue.string)),
                        ]))
                }
            ),
            ("itunes_explicit", itunes?.explicit.map(PythonValue.bool)),
            ("itunes_block", itunes?.block.map { .int($0 ? 1 : 0) }),
            ("license", feed.licenses.first.map(PythonValue.string)),
            ("where", feed.geometry.map(`where`)),
            ("newlocation", feed.newLocation.map(PythonValue.string)),
        ]
        return FeedparserDict(
            members + dates(created: feed.created, validity: feed.validity) + syndication(feed.syndication) + unknownElements(feed.extensions))
    }

    /// An RSS item's `entries[n]` dictionary.
    static func entry(_ item: RSSItem) -> FeedparserDict {
        let authors = (item.author.map { [$0] } ?? []) + item.creators + (item.itunes?.author.map { [RSSPerson(text: $0)] } ?? [])
        var links: [PythonValue] = []
        if let link = item.permalink {
            links.append(.dict(FeedparserDict([("rel", .string("alternate")), ("type", .string("text/html")), ("href", .string(link))])))
        }
        let enclosures = item.enclosures.map { enclosure in
            FeedparserDict([
                ("href", enclosure.url.map(PythonValue.string)), ("length", enclosure.length.map { .string(String($0)) }),
                ("type", enclosure.type.map(PythonValue.string)),
            ])
        }
        links += enclosures.map { .dict(FeedparserDict([("rel", .string("enclosure"))] + $0.entries.map { ($0.key, $0.value) })) }
        links += item.paymentLinks.map(link)
        return FeedparserDict(
            [
                ("title", item.title.map(PythonValue.string)),
                // An RSS item's title is text.
                (
                    "title_detail",
                    item.title.map { title in
                        .dict(
                            FeedparserDict([
                                ("type", .string("text/plain")), ("value", .string(title)),
                                ("language", item.language.map(PythonValue.string) ?? PythonValue.none),
                            ]))
                    }
                ),
                ("link", item.permalink.map(PythonValue.string)),
                ("links", .list(links)),
                // feedparser copies an entry's content to its summary when it has none.
                ("summary", (item.description ?? item.itunes?.summary ?? item.content?.value).map(PythonValue.string)),
                ("summary_detail", summaryDetail(item)),
                ("subtitle", item.itunes?.subtitle.map(PythonValue.string)),
                (
                    "content",
                    item.content.map { content in
                        .list([
                            .dict(
                                FeedparserDict([
                                    ("type", .string(content.type)), ("value", .string(content.value)),
                                    ("language", content.language.map(PythonValue.string) ?? PythonValue.none),
                                    ("base", content.base.map(PythonValue.string)),
                                ]))
                        ])
                    }
                ),
                ("author", authors.first.map { .string($0.text) }),
                ("author_detail", authors.first.map(person)),
                ("authors", authors.isEmpty ? nil : .list(authors.map(person))),
                ("tags", tags(item)),
                ("comments", item.comments.map(PythonValue.string)),
                ("contributors", item.contributors.isEmpty ? nil : .list(item.contributors.map(person))),
                ("publisher", item.publisher.map { .string($0.text) }),
                ("publisher_detail", item.publisher.map(person)),
                ("rights", item.rights.map(PythonValue.string)),
                ("language", item.language.map(PythonValue.string)),
                ("enclosures", enclosures.isEmpty ? nil : .list(enclosures.map(PythonValue.dict))),
                ("id", item.id.map(PythonValue.string)),
                ("guidislink", item.guid.map { .bool($0.isPermaLink && item.link == nil) }),
                ("published", item.pubDate.map(PythonValue.date)),
                ("published_parsed", item.pubDate.map(PythonValue.date)),
                ("updated", item.updated.map(PythonValue.date)),
                ("updated_parsed", item.updated.map(PythonValue.date)),
                (
                    "source",
                    item.source.map { source in
                        .dict(FeedparserDict([("title", source.title.map(PythonValue.string)), ("href", source.url.map(PythonValue.string))]))
                    }
                ),
                ("image", item.image.map { .dict(FeedparserDict([("href", .string($0))])) }),
                ("itunes_duration", item.itunes?.duration.map(PythonValue.duration)),
                ("itunes_explicit", item.itunes?.explicit.map(PythonValue.bool)),
                ("itunes_block", item.itunes?.block.map { .int($0 ? 1 : 0) }),
                ("psc_chapters", chapters(item.chapters)),
                ("license", item.licenses.first.map(PythonValue.string)),
                ("expired", item.expirationDate.map(PythonValue.date)),
                ("expired_parsed", item.expirationDate.map(PythonValue.date)),
                ("where", item.geometry.map(`where`)),
            ] + media(item.media) + dates(created: item.created, validity: item.validity)
                + discussion(slash: item.slash, commentAPI: item.commentAPI, threading: item.threading) + unknownElements(item.extensions))
    }

    /// feedparser's keys for `dcterms:created` (or Atom 0.3's `created`) and the start and end
    /// of `dcterms:valid`.
    private static func dates(created: Date?, validity: DublinCorePeriod?) -> [(String, PythonValue?)] {
        [
            ("created", created.map(PythonValue.date)), ("created_parsed", created.map(PythonValue.date)),
            ("validity_start", validity?.start.map(PythonValue.date)), ("validity_start_parsed", validity?.start.map(PythonValue.date)),
            ("validity_end", validity?.end.map(PythonValue.date)), ("validity_end_parsed", validity?.end.map(PythonValue.date)),
        ]
    }

    /// feedparser's keys for the `sy:` elements, their text.
    private static func syndication(_ schedule: SyndicationSchedule?) -> [(String, PythonValue?)] {
        [
            ("sy_updateperiod", schedule?.updatePeriod.map { .string($0.rawValue) }),
            ("sy_updatefrequency", numberText(schedule?.updateFrequency)),
            ("sy_updatebase", schedule?.updateBase.map(PythonValue.date)),
        ]
    }

    /// feedparser's keys for the `slash:`, `wfw:` and `thr:` elements (an item's place in a
    /// discussion): their text, and the attributes of the last `thr:in-reply-to` (feedparser
    /// keeps one).
    private static func discussion(slash: SlashItem?, commentAPI: CommentAPI?, threading: ThreadingInfo?) -> [(String, PythonValue?)] {
        let hitParade = slash?.hitParade.map(String.init).joined(separator: ",") ?? ""
        let inReplyTo = threading?.inReplyTo.last.map { reference in
            FeedparserDict([
                ("ref", .string(reference.ref)), ("href", reference.href.map(PythonValue.string)),
                ("type", reference.type.map(PythonValue.string)), ("source", reference.source.map(PythonValue.string)),
            ])
        }
        return [
            ("slash_comments", numberText(slash?.comments)),
            ("slash_department", slash?.department.map(PythonValue.string)),
            ("slash_section", slash?.section.map(PythonValue.string)),
            ("slash_hit_parade", hitParade.isEmpty ? nil : .string(hitParade)),
            ("wfw_comment", commentAPI?.comment.map(PythonValue.string)),
            ("wfw_commentrss", commentAPI?.commentRSS.map(PythonValue.string)),
            ("thr_in-reply-to", inReplyTo.map(PythonValue.dict)),
            ("thr_total", numberText(threading?.total)),
        ]
    }

    /// feedparser's keys for the `yt:` elements.
    private static func youTube(_ ids: YouTubeIDs?) -> [(String, PythonValue?)] {
        [
            ("yt_videoid", ids?.videoID.map(PythonValue.string)), ("yt_channelid", ids?.channelID.map(PythonValue.string)),
            ("yt_playlistid", ids?.playlistID.map(PythonValue.string)),
        ]
    }

    /// An RSS item's `summary_detail`: its description as HTML, else its `itunes:summary` as
    /// text, else its content.
    private static func summaryDetail(_ item: RSSItem) -> PythonValue? {
        let detail: [(String, PythonValue?)]
        if let description = item.description {
            let base: PythonValue? = item.descriptionBase.map(PythonValue.string)
            detail = [("type", .string("text/html")), ("value", .string(description)), ("base", base)]
        } else if let summary = item.itunes?.summary {
            detail = [("type", .string("text/plain")), ("value", .string(summary))]
        } else if let content = item.content {
            detail = [
                ("type", .string(content.type)), ("value", .string(content.value)),
                ("language", content.language.map(PythonValue.string) ?? PythonValue.none), ("base", content.base.map(PythonValue.string)),
            ]
        } else {
            return nil
        }
        return .dict(FeedparserDict(detail))
    }

    /// feedparser's `psc_chapters`: the Podlove chapters, their start as a duration.
    private static func chapters(_ chapters: [PodloveChapter]) -> PythonValue? {
        guard !chapters.isEmpty else { return nil }
        let list = chapters.map { chapter in
            PythonValue.dict(
                FeedparserDict([
                    ("title", .string(chapter.title)), ("start_parsed", .duration(chapter.start)),
                    ("href", chapter.href.map(PythonValue.string)), ("image", chapter.image.map(PythonValue.string)),
                ]))
        }
        return .dict(FeedparserDict([("chapters", .list(list))]))
    }

    /// feedparser's `version` for an RSS feed (RSS 0.91's Netscape and UserLand flavours are
    /// not told apart), or for a CDF channel mapped to one (`cdf`, the name feedparser's
    /// `SUPPORTED_VERSIONS` gives it).
    static func version(_ feed: RSSFeed) -> PythonValue {
        switch feed.version {
        case nil: .string("rss")
        case "cdf": .string("cdf")
        case "0.90": .string("rss090")
        case "1.0": .string("rss10")
        case "0.91": .anyOf([.string("rss091u"), .string("rss091n")])
        case let version? where version.hasPrefix("2"): .string("rss20")
        case let version?: .string("rss" + version.replacingOccurrences(of: ".", with: ""))
        }
    }

    /// An item's categories, then its iTunes categories.
    private static func tags(_ item: RSSItem) -> PythonValue? {
        let tags =
            item.categories.map { tag($0.name, scheme: $0.domain) } + itunesTags(item.itunes?.categories ?? [])
            + mediaTags(item.media)
        return tags.isEmpty ? nil : .list(tags)
    }

    /// `media:category` elements as feedparser's tags, with the specification's default scheme.
    private static func mediaTags(_ media: MediaRSS?) -> [PythonValue] {
        (media?.categories ?? []).map { category in
            let scheme = category.scheme ?? "http://search.yahoo.com/mrss/category_schema"
            return .dict(FeedparserDict([("term", .string(category.term)), ("scheme", .string(scheme)), ("label", .text(category.label))]))
        }
    }

    /// A number as feedparser keeps an attribute's value: its text.
    private static func numberText(_ value: Int?) -> PythonValue? {
        value.map { .string(String($0)) }
    }

    /// feedparser's `media_*` keys of an entry.
    private static func media(_ media: MediaRSS?) -> [(String, PythonValue?)] {
        guard let media else { return [] }
        return [
            (
                "media_content",
                media.contents.isEmpty
                    ? nil
                    : .list(
                        media.contents.map { content in
                            .dict(
                                FeedparserDict([
                                    ("url", content.url.map(PythonValue.string)), ("type", content.type.map(PythonValue.string)),
                                    ("medium", content.medium.map(PythonValue.string)), ("filesize", numberText(content.fileSize)),
                                    ("width", numberText(content.width)), ("height", numberText(content.height)),
                                ]))
                        })
            ),
            (
                "media_thumbnail",
                media.thumbnails.isEmpty
                    ? nil
                    : .list(
                        media.thumbnails.map { thumbnail in
                            .dict(
                                FeedparserDict([
                                    ("url", thumbnail.url.map(PythonValue.string)), ("width", numberText(thumbnail.width)),
                                    ("height", numberText(thumbnail.height)), ("time", thumbnail.time.map(PythonValue.string)),
                                ]))
                        })
            ),
            (
                "media_player",
                media.player.map { player in
                    .dict(
                        FeedparserDict([
                            ("url", player.url.map(PythonValue.string)), ("width", numberText(player.width)), ("height", numberText(player.height)),
                        ]))
                }
            ),
            (
                "media_credit",
                media.credits.isEmpty
                    ? nil
                    : .list(
                        media.credits.map { credit in
                            .dict(
                                FeedparserDict([
                                    ("content", .string(credit.name)), ("role", credit.role.map(PythonValue.string)),
                                    ("scheme", credit.scheme.map(PythonValue.string)),
                                ]))
                        })
            ),
            (
                "media_restriction",
                media.restriction.map { restriction in
                    .dict(
                        FeedparserDict([
                            ("relationship", restriction.relationship.map(PythonValue.string)), ("type", restriction.type.map(PythonValue.string)),
                            ("content", .list(restriction.values.map(PythonValue.string))),
                        ]))
                }
            ),
            (
                "media_license",
                media.license.map { license in
                    .dict(
                        FeedparserDict([
                            ("content", license.name.map(PythonValue.string)), ("href", license.href.map(PythonValue.string)),
                            ("type", license.type.map(PythonValue.string)),
                        ]))
                }
            ),
            (
                "media_rating",
                media.rating.map { rating in
                    .dict(FeedparserDict([("content", .string(rating.value)), ("scheme", rating.scheme.map(PythonValue.string))]))
                }
            ),
        ]
    }

    /// iTunes categories, each followed by its subcategories.
    private static func itunesTags(_ categories: [ITunesCategory]) -> [PythonValue] {
        categories.flatMap { category in
            [tag(category.name, scheme: "http://www.itunes.com/")] + category.subcategories.map { tag($0.name, scheme: "http://www.itunes.com/") }
        }
    }

    private static func person(_ person: RSSPerson) -> PythonValue {
        .dict(FeedparserDict([("name", person.name.map(PythonValue.string)), ("email", person.email.map(PythonValue.string))]))
    }

    private static func tag(_ term: String, scheme: String?) -> PythonValue {
        .dict(FeedparserDict([("term", .string(term)), ("scheme", .text(scheme)), ("label", PythonValue.none)]))
    }

    private static func term(of tag: PythonValue) -> PythonValue {
        if case .dict(let dict) = tag { dict["term"] ?? .none } else { .none }
    }

    private static func image(_ feed: RSSFeed) -> PythonValue? {
        guard feed.image != nil || feed.itunes?.image != nil else { return nil }
        let image = feed.image
        return .dict(
            FeedparserDict([
                ("href", feed.artwork.map(PythonValue.string)),
                ("title", image?.title.map(PythonValue.string)),
                ("link", image?.link.map(PythonValue.string)),
                ("width", image?.width.map(PythonValue.int)),
                ("height", image?.height.map(PythonValue.int)),
                ("description", image?.description.map(PythonValue.string)),
            ]))
    }

    // MARK: Geometry

    /// A geometry as feedparser's `where`: its `type` and `coordinates` (each position a tuple,
    /// x first, as ``FeedGeometry`` has them; a line a list of them, a polygon a tuple holding
    /// its ring, a box a tuple of its corners), with `srsName` and `srsDimension` when the
    /// feed named a reference system.
    private static func `where`(_ geometry: FeedGeometry) -> PythonValue {
        let positions = geometry.positions.map { PythonValue.tuple($0.map(PythonValue.float)) }
        let coordinates: PythonValue
        switch geometry.kind {
        case .point: coordinates = positions.first ?? .tuple([])
        case .lineString: coordinates = .list(positions)
        case .polygon: coordinates = .tuple([.list(positions)])
        case .box: coordinates = .tuple(positions)
        }
        return .dict(
            FeedparserDict([
                ("type", .string(geometry.kind.rawValue)), ("coordinates", coordinates), ("srsName", geometry.srsName.map(PythonValue.string)),
                ("srsDimension", geometry.srsName.map { _ in .int(geometry.dimension) }),
            ]))
    }

    /// `entries` with feedparser's empty `where` (`{}`) in those whose geometry element was
    /// reported as making no geometry (an issue of the field `geometry` inside the entry or
    /// item): feedparser starts the dictionary at the element and fills it only when its
    /// coordinates make a geometry.
    static func markingUnreadableGeometries(_ entries: [FeedparserDict], issues: [XMLMappingIssue]) -> [FeedparserDict] {
        var entries = entries
        for issue in issues where issue.field == "geometry" {
            guard let match = issue.elementPath.firstMatch(of: /\/(?:entry|item)(?:\[(\d+)\])?\//), let index = Int(match.1 ?? "1"),
                entries.indices.contains(index - 1), entries[index - 1]["where"] == nil
            else { continue }
            entries[index - 1] = FeedparserDict(entries[index - 1].entries.map { ($0.key, $0.value) } + [("where", .dict(FeedparserDict([])))])
        }
        return entries
    }

    // MARK: Unknown elements

    /// The elements feedparser reads with a handler of its own (its `_start_*` and `_end_*`
    /// methods, in `mixin.py` and `namespaces/*.py`), by key: they are not unknown to it,
    /// whatever this project reads of them.
    static let elementsFeedparserReads: Set<String> = [
        "abstract", "admin_errorreportsto", "admin_generatoragent", "author", "body", "category", "cc_license", "channel", "cloud",
        "content", "content_encoded", "contributor", "copyright", "created", "creativecommons_license", "dc_author", "dc_contributor",
        "dc_creator", "dc_date", "dc_description", "dc_language", "dc_publisher", "dc_rights", "dc_subject", "dc_title",
        "dcterms_created", "dcterms_issued", "dcterms_modified", "dcterms_valid", "description", "email", "enclosure", "entry",
        "expirationdate", "feed", "feedburner_browserfriendly", "fullitem", "generator", "geom", "georss_box", "georss_line",
        "georss_point", "georss_polygon", "georss_where", "georssgeom", "gml_exterior", "gml_linearring", "gml_linestring",
        "gml_point", "gml_polygon", "gml_pos", "gml_poslist", "guid", "height", "homepage", "id", "image", "info", "issued", "item",
        "itunes_author", "itunes_block", "itunes_category", "itunes_email", "itunes_explicit", "itunes_image", "itunes_keywords",
        "itunes_link", "itunes_name", "itunes_owner", "itunes_subtitle", "itunes_summary", "keywords", "language", "lastbuilddate",
        "link", "managingeditor", "media_category", "media_content", "media_credit", "media_description", "media_group",
        "media_keywords", "media_license", "media_player", "media_rating", "media_restriction", "media_thumbnail", "media_title",
        "modified", "name", "newlocation", "psc_chapter", "psc_chapters", "pubdate", "published", "rights", "rss", "source",
        "subtitle", "summary", "tag", "tagline", "tags", "textinput", "title", "updated", "uri", "url", "webmaster", "where",
        "width", "xhtml_body",
    ]

    /// The elements a model kept unread as feedparser's `unknown_starttag` keeps elements it
    /// has no handler for: under `prefix_localname` (lower-cased; no prefix for RSS's and
    /// Atom's own namespaces; the usual prefix of a namespace this project knows, else the
    /// one the document wrote), the element's text when it has no attribute, else its
    /// attributes; the last of a name wins. Those feedparser reads itself are left out.
    static func unknownElements(_ nodes: [XMLNode]) -> [(String, PythonValue?)] {
        var values: [(String, PythonValue?)] = []
        for node in nodes {
            guard let key = unknownElementKey(node) else { continue }
            let value: PythonValue =
                node.attributes.isEmpty
                ? .string(node.text.trimmingCharacters(in: .whitespacesAndNewlines))
                : .dict(FeedparserDict(node.attributes.map { ($0.name.lowercased(), .string($0.value)) }))
            values.removeAll { $0.0 == key }
            values.append((key, value))
        }
        return values
    }

    /// feedparser's key for an element it has no handler for; `nil` for one it reads itself.
    static func unknownElementKey(_ node: XMLNode) -> String? {
        let namespace = FeedNamespace(uri: node.namespaceURI)
        let written = node.name.split(separator: ":", maxSplits: 1)
        let prefix =
            namespace.isRSS || namespace == .atom || namespace == .atom03 ? "" : namespace.usualPrefix ?? (written.count == 2 ? String(written[0]) : "")
        let key = (prefix.isEmpty ? "" : prefix.lowercased() + "_") + node.localName.lowercased()
        return elementsFeedparserReads.contains(key) ? nil : key
    }

    // MARK: Atom

    /// An Atom feed's `feed` dictionary.
    static func feed(_ feed: AtomFeed) -> FeedparserDict {
        FeedparserDict(
            metadata(feed) + [
                ("language", feed.language.map(PythonValue.string)),
                ("info", feed.info.map { .string($0.value) }), ("info_detail", feed.info.map(detail)),
                ("where", feed.geometry.map(`where`)),
            ] + syndication(feed.syndication) + youTube(feed.youTube) + unknownElements(feed.extensions))
    }

    /// An Atom entry's `entries[n]` dictionary.
    static func entry(_ entry: AtomEntry) -> FeedparserDict {
        let enclosures = entry.links.filter { $0.rel == "enclosure" }.map { link in
            PythonValue.dict(
                FeedparserDict([
                    ("href", .string(link.href)), ("type", link.type.map(PythonValue.string)), ("length", link.length.map { .string(String($0)) }),
                ]))
        }
        let summary = entry.summary ?? contentSummary(entry.content)
        return FeedparserDict(
            common(entry, link: entry.link) + [
                // feedparser copies an entry's text, HTML or XHTML content to its summary when it has none.
                ("summary", summary.map { PythonValue.string($0.value) }),
                ("summary_detail", summary.map(detail)),
                (
                    "content",
                    entry.content.map { content in
                        .list([
                            .dict(
                                FeedparserDict([
                                    ("type", .string(mediaType(content.type))), ("value", content.value.map(PythonValue.string)),
                                    ("src", content.src.map(PythonValue.string)),
                                    // feedparser's detail dictionaries always have a language, None when unset.
                                    ("language", content.language.map(PythonValue.string) ?? PythonValue.none),
                                    ("base", content.base.map(PythonValue.string)),
                                ]))
                        ])
                    }
                ),
                ("published", entry.published.map(PythonValue.date)),
                ("published_parsed", entry.published.map(PythonValue.date)),
                ("enclosures", enclosures.isEmpty ? nil : .list(enclosures)),
                ("source", entry.source.map { .dict(FeedparserDict(metadata($0))) }),
                ("psc_chapters", chapters(entry.chapters)),
                ("where", entry.geometry.map(`where`)),
            ] + media(entry.media) + dates(created: entry.created, validity: nil)
                + discussion(slash: entry.slash, commentAPI: entry.commentAPI, threading: entry.threading) + youTube(entry.youTube)
                + unknownElements(entry.extensions))
    }

    /// feedparser's `version` for an Atom feed.
    static func version(_ feed: AtomFeed) -> PythonValue {
        .string(feed.version == "0.3" ? "atom03" : "atom10")
    }

    private static func metadata<Model: AtomFeedFields>(_ model: Model) -> [(String, PythonValue?)] {
        common(model, link: model.links.first { $0.rel == "alternate" }?.href) + [
            ("subtitle", model.subtitle.map { .string($0.value) }),
            ("subtitle_detail", model.subtitle.map(detail)),
            ("generator", model.generator.map { .text($0.name) }),
            (
                "generator_detail",
                model.generator.map { generator in
                    .dict(
                        FeedparserDict([
                            ("name", generator.name.map(PythonValue.string)), ("href", generator.uri.map(PythonValue.string)),
                            ("version", generator.version.map(PythonValue.string)),
                        ]))
                }
            ),
            ("icon", model.icon.map(PythonValue.string)),
            ("logo", model.logo.map(PythonValue.string)),
        ]
    }

    private static func common<Model: AtomCommonFields>(_ model: Model, link: String?) -> [(String, PythonValue?)] {
        let author = model.authors.first
        return [
            ("id", model.id.map(PythonValue.string)),
            ("title", model.title.map { .string($0.value) }),
            ("title_detail", model.title.map(detail)),
            ("rights", model.rights.map { .string($0.value) }),
            ("rights_detail", model.rights.map(detail)),
            ("updated", model.updated.map(PythonValue.date)),
            ("updated_parsed", model.updated.map(PythonValue.date)),
            ("link", link.map(PythonValue.string)),
            ("links", .list(model.links.map(self.link))),
            (
                "author",
                author.map { author in
                    .text(author.name.map { name in author.email.map { "\(name) (\($0))" } ?? name } ?? author.email)
                }
            ),
            ("author_detail", author.map(person)),
            ("authors", model.authors.isEmpty ? nil : .list(model.authors.map(person))),
            ("contributors", model.contributors.isEmpty ? nil : .list(model.contributors.map(person))),
            (
                "tags",
                model.categories.isEmpty
                    ? nil
                    : .list(
                        model.categories.map { category in
                            .dict(FeedparserDict([("term", .string(category.term)), ("scheme", .text(category.scheme)), ("label", .text(category.label))]))
                        })
            ),
        ]
    }

    /// A link as feedparser keeps one (an Atom link, an RSS `atom:link`).
    private static func link(_ link: AtomLink) -> PythonValue {
        .dict(
            FeedparserDict([
                ("rel", .string(link.rel)), ("type", link.type.map(PythonValue.string)), ("href", .string(link.href)),
                ("hreflang", link.hreflang.map(PythonValue.string)), ("title", link.title.map(PythonValue.string)),
                ("length", link.length.map { .string(String($0)) }),
                ("thr:count", numberText(link.replies?.count)), ("thr:updated", link.replies?.updated.map(PythonValue.date)),
            ]))
    }

    private static func person(_ person: AtomPerson) -> PythonValue {
        .dict(
            FeedparserDict([
                ("name", person.name.map(PythonValue.string)), ("email", person.email.map(PythonValue.string)),
                ("href", person.uri.map(PythonValue.string)),
            ]))
    }

    /// The content feedparser copies to an entry's summary: text, HTML or XHTML content.
    private static func contentSummary(_ content: AtomContent?) -> AtomTextConstruct? {
        guard let content, let value = content.value, let kind = AtomTextConstruct.Kind(rawValue: content.type) else { return nil }
        return AtomTextConstruct(type: kind, value: value, language: content.language, base: content.base)
    }

    private static func detail(_ text: AtomTextConstruct) -> PythonValue {
        .dict(
            FeedparserDict([
                ("type", .string(mediaType(text.type.rawValue))), ("value", .string(text.value)),
                ("language", text.language.map(PythonValue.string) ?? PythonValue.none),
                ("base", text.base.map(PythonValue.string)),
            ]))
    }

    /// feedparser's media type for a text-construct type.
    private static func mediaType(_ type: String) -> String {
        switch type {
        case "text": "text/plain"
        case "html": "text/html"
        case "xhtml": "application/xhtml+xml"
        default: type
        }
    }
}
