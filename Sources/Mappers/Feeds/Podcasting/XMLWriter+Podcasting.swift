import XMLMapKit
import XMLMapOutput

/// The Podcasting 2.0 (`podcast:`) tags of a channel and of an episode written as the `rss`
/// mapper reads them, in the order of the namespace's example feed: each value's text as the
/// element's text, its other fields as attributes.
extension XMLWriter {
    /// Writes the channel's `podcast:` tags that are set.
    mutating func write(_ podcast: PodcastChannel) throws {
        let namespace = FeedNamespace.podcast.uri
        try element("guid", in: namespace, podcast.guid)
        if let locked = podcast.locked {
            try startElement("locked", namespaceURI: namespace)
            try attribute("owner", ifSet: locked.owner)
            try endElement(text: locked.isLocked ? "yes" : "no")
        }
        for funding in podcast.funding {
            try startElement("funding", namespaceURI: namespace)
            try attribute("url", ifSet: funding.url)
            try endElement(text: funding.text)
        }
        try writeShared(persons: podcast.persons, locations: podcast.locations)
        try element("medium", in: namespace, podcast.medium)
        for trailer in podcast.trailers {
            try startElement("trailer", namespaceURI: namespace)
            try attribute("url", ifSet: trailer.url)
            try attribute("pubdate", ifSet: trailer.pubDate)
            try attribute("length", ifSet: trailer.length)
            try attribute("type", ifSet: trailer.type)
            try attribute("season", ifSet: trailer.season)
            try endElement(text: trailer.title)
        }
        try writeShared(license: podcast.license, txts: podcast.txts, values: podcast.values)
        for block in podcast.blocks {
            try startElement("block", namespaceURI: namespace)
            try attribute("id", ifSet: block.id)
            try endElement(text: block.isBlocked ? "yes" : "no")
        }
        try writeShared(images: podcast.images)
        for live in podcast.liveItems {
            try startElement("liveItem", namespaceURI: namespace)
            try attribute("status", ifSet: live.status?.rawValue)
            try attribute("start", ifSet: live.start.map(FeedDate.rfc3339String))
            try attribute("end", ifSet: live.end.map(FeedDate.rfc3339String))
            try writeElements(of: live.item, artwork: nil)
            try endElement()
        }
        if !podcast.podroll.isEmpty {
            try startElement("podroll", namespaceURI: namespace)
            for item in podcast.podroll { try write(item) }
            try endElement()
        }
        for item in podcast.remoteItems { try write(item) }
        if let publisher = podcast.publisher {
            try startElement("publisher", namespaceURI: namespace)
            try write(publisher)
            try endElement()
        }
        if let frequency = podcast.updateFrequency {
            try startElement("updateFrequency", namespaceURI: namespace)
            try attribute("rrule", ifSet: frequency.rrule)
            try attribute("dtstart", ifSet: frequency.dtstart.map(FeedDate.rfc3339String))
            try attribute("complete", ifSet: frequency.complete)
            try endElement(text: frequency.text)
        }
        try writeShared(chat: podcast.chat, socialInteracts: podcast.socialInteracts)
        if let usesPodping = podcast.usesPodping {
            try startElement("podping", namespaceURI: namespace)
            try attribute("usesPodping", ifSet: usesPodping)
            try endElement()
        }
    }

    /// Writes the episode's `podcast:` tags that are set.
    mutating func write(_ podcast: PodcastItem) throws {
        let namespace = FeedNamespace.podcast.uri
        if let season = podcast.season {
            try startElement("season", namespaceURI: namespace)
            try attribute("name", ifSet: season.name)
            try endElement(text: season.number.map(String.init))
        }
        if let episode = podcast.episode {
            try startElement("episode", namespaceURI: namespace)
            try attribute("display", ifSet: episode.display)
            try endElement(text: episode.number.map(Self.decimal))
        }
        if let chapters = podcast.chapters {
            try startElement("chapters", namespaceURI: namespace)
            try attribute("url", ifSet: chapters.url)
            try attribute("type", ifSet: chapters.type)
            try endElement()
        }
        for transcript in podcast.transcripts {
            try startElement("transcript", namespaceURI: namespace)
            try attribute("url", ifSet: transcript.url)
            try attribute("type", ifSet: transcript.type)
            try attribute("language", ifSet: transcript.language)
            try attribute("rel", ifSet: transcript.rel)
            try endElement()
        }
        for soundbite in podcast.soundbites {
            try startElement("soundbite", namespaceURI: namespace)
            try attribute("startTime", ifSet: soundbite.startTime)
            try attribute("duration", ifSet: soundbite.duration)
            try endElement(text: soundbite.title)
        }
        for enclosure in podcast.alternateEnclosures { try write(enclosure) }
        try writeShared(persons: podcast.persons, locations: podcast.locations)
        try writeShared(license: podcast.license, txts: podcast.txts, values: podcast.values)
        try writeShared(images: podcast.images)
        for link in podcast.contentLinks {
            try startElement("contentLink", namespaceURI: namespace)
            try attribute("href", link.href)
            try endElement(text: link.text)
        }
        try writeShared(chat: podcast.chat, socialInteracts: podcast.socialInteracts)
    }

    /// `podcast:image`, which channels and episodes share (the candidates of a
    /// `podcast:images srcset` among them).
    private mutating func writeShared(images: [PodcastImage]) throws {
        for image in images {
            try startElement("image", namespaceURI: FeedNamespace.podcast.uri)
            try attribute("href", image.href)
            try attribute("alt", ifSet: image.alt)
            try attribute("aspect-ratio", ifSet: image.aspectRatio)
            try attribute("width", ifSet: image.width)
            try attribute("height", ifSet: image.height)
            try attribute("type", ifSet: image.type)
            try attribute("purpose", ifSet: image.purpose)
            try endElement()
        }
    }

    /// `podcast:chat` and `podcast:socialInteract`, which channels and episodes share.
    private mutating func writeShared(chat: PodcastChat?, socialInteracts: [PodcastSocialInteract]) throws {
        let namespace = FeedNamespace.podcast.uri
        if let chat {
            try startElement("chat", namespaceURI: namespace)
            try attribute("server", ifSet: chat.server)
            try attribute("protocol", ifSet: chat.protocol)
            try attribute("accountId", ifSet: chat.accountId)
            try attribute("space", ifSet: chat.space)
            try endElement()
        }
        for post in socialInteracts {
            try startElement("socialInteract", namespaceURI: namespace)
            try attribute("protocol", ifSet: post.protocol)
            try attribute("uri", ifSet: post.uri)
            try attribute("accountId", ifSet: post.accountId)
            try attribute("accountUrl", ifSet: post.accountUrl)
            try attribute("priority", ifSet: post.priority)
            try endElement()
        }
    }

    /// `<podcast:remoteItem>` with the attributes it has.
    private mutating func write(_ item: PodcastRemoteItem) throws {
        try startElement("remoteItem", namespaceURI: FeedNamespace.podcast.uri)
        try attribute("feedGuid", ifSet: item.feedGuid)
        try attribute("feedUrl", ifSet: item.feedUrl)
        try attribute("itemGuid", ifSet: item.itemGuid)
        try attribute("medium", ifSet: item.medium)
        try attribute("title", ifSet: item.title)
        try endElement()
    }

    /// `podcast:person` and `podcast:location`, which channels and episodes share.
    private mutating func writeShared(persons: [PodcastPerson], locations: [PodcastLocation]) throws {
        let namespace = FeedNamespace.podcast.uri
        for person in persons {
            try startElement("person", namespaceURI: namespace)
            try attribute("role", ifSet: person.role)
            try attribute("group", ifSet: person.group)
            try attribute("img", ifSet: person.img)
            try attribute("href", ifSet: person.href)
            try endElement(text: person.name)
        }
        for location in locations {
            try startElement("location", namespaceURI: namespace)
            try attribute("rel", ifSet: location.rel)
            try attribute("geo", ifSet: location.geo)
            try attribute("osm", ifSet: location.osm)
            try attribute("country", ifSet: location.country)
            try endElement(text: location.name)
        }
    }

    /// `podcast:license`, `podcast:txt` and `podcast:value`, which channels and episodes share.
    private mutating func writeShared(license: PodcastLicense?, txts: [PodcastTxt], values: [PodcastValue]) throws {
        let namespace = FeedNamespace.podcast.uri
        if let license {
            try startElement("license", namespaceURI: namespace)
            try attribute("url", ifSet: license.url)
            try endElement(text: license.name)
        }
        for txt in txts {
            try startElement("txt", namespaceURI: namespace)
            try attribute("purpose", ifSet: txt.purpose)
            try endElement(text: txt.text)
        }
        for value in values {
            try startElement("value", namespaceURI: namespace)
            try attribute("type", ifSet: value.type)
            try attribute("method", ifSet: value.method)
            try attribute("suggested", ifSet: value.suggested)
            for recipient in value.recipients {
                try startElement("valueRecipient", namespaceURI: namespace)
                try attribute("name", ifSet: recipient.name)
                try attribute("type", ifSet: recipient.type)
                try attribute("address", ifSet: recipient.address)
                try attribute("split", ifSet: recipient.split)
                try attribute("fee", ifSet: recipient.fee)
                try attribute("customKey", ifSet: recipient.customKey)
                try attribute("customValue", ifSet: recipient.customValue)
                try endElement()
            }
            try endElement()
        }
    }

    /// `podcast:alternateEnclosure` with its sources and integrity check.
    private mutating func write(_ enclosure: PodcastAlternateEnclosure) throws {
        let namespace = FeedNamespace.podcast.uri
        try startElement("alternateEnclosure", namespaceURI: namespace)
        try attribute("type", ifSet: enclosure.type)
        try attribute("length", ifSet: enclosure.length)
        try attribute("bitrate", ifSet: enclosure.bitrate)
        try attribute("height", ifSet: enclosure.height)
        try attribute("lang", ifSet: enclosure.language)
        try attribute("title", ifSet: enclosure.title)
        try attribute("rel", ifSet: enclosure.rel)
        try attribute("codecs", ifSet: enclosure.codecs)
        try attribute("default", ifSet: enclosure.isDefault)
        for source in enclosure.sources {
            try startElement("source", namespaceURI: namespace)
            try attribute("uri", ifSet: source.uri)
            try attribute("contentType", ifSet: source.contentType)
            try endElement()
        }
        if let integrity = enclosure.integrity {
            try startElement("integrity", namespaceURI: namespace)
            try attribute("type", ifSet: integrity.type)
            try attribute("value", ifSet: integrity.value)
            try endElement()
        }
        try endElement()
    }
}
