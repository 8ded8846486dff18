/// What a channel read to its end holds that the same channel read up to its first item did
/// not: the fields a feed gives after its items, which ``RSSXMLWriter`` writes after them.
extension RSSFeed {
    /// The fields set here but not in `earlier` (the channel read up to an earlier point),
    /// and the elements of each list beyond those `earlier` had; no items.
    func remainder(after earlier: RSSFeed) -> RSSFeed {
        var rest = RSSFeed()
        rest.title = later(title, earlier.title)
        rest.link = later(link, earlier.link)
        rest.description = later(description, earlier.description)
        rest.language = later(language, earlier.language)
        rest.copyright = later(copyright, earlier.copyright)
        rest.licenses = Array(licenses.dropFirst(earlier.licenses.count))
        rest.managingEditor = later(managingEditor, earlier.managingEditor)
        rest.webMaster = later(webMaster, earlier.webMaster)
        rest.contributors = Array(contributors.dropFirst(earlier.contributors.count))
        rest.pubDate = later(pubDate, earlier.pubDate)
        rest.lastBuildDate = later(lastBuildDate, earlier.lastBuildDate)
        rest.created = later(created, earlier.created)
        rest.validity = later(validity, earlier.validity)
        rest.categories = Array(categories.dropFirst(earlier.categories.count))
        rest.generator = later(generator, earlier.generator)
        rest.docs = later(docs, earlier.docs)
        rest.ttl = later(ttl, earlier.ttl)
        // The schedule is written again whole when an element of it came later: reading it
        // again sets the same values.
        rest.syndication = syndication == earlier.syndication ? nil : syndication
        rest.image = later(image, earlier.image)
        rest.cloud = later(cloud, earlier.cloud)
        rest.textInput = later(textInput, earlier.textInput)
        rest.selfLink = later(selfLink, earlier.selfLink)
        rest.geometry = later(geometry, earlier.geometry)
        if let pages {
            rest.pages = earlier.pages.map { pages.remainder(after: $0) } ?? pages
        }
        rest.paymentLinks = Array(paymentLinks.dropFirst(earlier.paymentLinks.count))
        rest.newLocation = later(newLocation, earlier.newLocation)
        if let itunes {
            rest.itunes = earlier.itunes.map { itunes.remainder(after: $0) } ?? itunes
        }
        if let podcast {
            rest.podcast = earlier.podcast.map { podcast.remainder(after: $0) } ?? podcast
        }
        if let googlePlay {
            rest.googlePlay = earlier.googlePlay.map { googlePlay.remainder(after: $0) } ?? googlePlay
        }
        rest.extensions = Array(extensions.dropFirst(earlier.extensions.count))
        return rest
    }
}

extension FeedPages {
    /// The pages known here but not in `earlier`.
    func remainder(after earlier: FeedPages) -> FeedPages {
        var rest = FeedPages()
        for (_, member) in Self.relations { rest[keyPath: member] = later(self[keyPath: member], earlier[keyPath: member]) }
        return rest
    }
}

extension ITunesChannel {
    /// The tags set here but not in `earlier`, and the categories beyond those it had.
    func remainder(after earlier: ITunesChannel) -> ITunesChannel {
        var rest = ITunesChannel()
        rest.author = later(author, earlier.author)
        rest.owner = later(owner, earlier.owner)
        rest.image = later(image, earlier.image)
        rest.categories = Array(categories.dropFirst(earlier.categories.count))
        rest.explicit = later(explicit, earlier.explicit)
        rest.type = later(type, earlier.type)
        rest.title = later(title, earlier.title)
        rest.subtitle = later(subtitle, earlier.subtitle)
        rest.summary = later(summary, earlier.summary)
        rest.keywords = earlier.keywords.isEmpty ? keywords : []
        rest.block = later(block, earlier.block)
        rest.complete = later(complete, earlier.complete)
        rest.newFeedURL = later(newFeedURL, earlier.newFeedURL)
        return rest
    }
}

extension GooglePlayChannel {
    /// The tags set here but not in `earlier`, and the categories beyond those it had.
    func remainder(after earlier: GooglePlayChannel) -> GooglePlayChannel {
        var rest = GooglePlayChannel()
        rest.author = later(author, earlier.author)
        rest.description = later(description, earlier.description)
        rest.email = later(email, earlier.email)
        rest.owner = later(owner, earlier.owner)
        rest.image = later(image, earlier.image)
        rest.categories = Array(categories.dropFirst(earlier.categories.count))
        rest.explicit = later(explicit, earlier.explicit)
        rest.block = later(block, earlier.block)
        rest.newFeedURL = later(newFeedURL, earlier.newFeedURL)
        return rest
    }
}

extension PodcastChannel {
    /// The tags set here but not in `earlier`, and the elements of each list beyond those it
    /// had.
    func remainder(after earlier: PodcastChannel) -> PodcastChannel {
        var rest = PodcastChannel()
        rest.guid = later(guid, earlier.guid)
        rest.locked = later(locked, earlier.locked)
        rest.funding = Array(funding.dropFirst(earlier.funding.count))
        rest.persons = Array(persons.dropFirst(earlier.persons.count))
        rest.locations = Array(locations.dropFirst(earlier.locations.count))
        rest.medium = later(medium, earlier.medium)
        rest.trailers = Array(trailers.dropFirst(earlier.trailers.count))
        rest.license = later(license, earlier.license)
        rest.txts = Array(txts.dropFirst(earlier.txts.count))
        rest.values = Array(values.dropFirst(earlier.values.count))
        rest.blocks = Array(blocks.dropFirst(earlier.blocks.count))
        rest.images = Array(images.dropFirst(earlier.images.count))
        rest.liveItems = Array(liveItems.dropFirst(earlier.liveItems.count))
        rest.podroll = Array(podroll.dropFirst(earlier.podroll.count))
        rest.remoteItems = Array(remoteItems.dropFirst(earlier.remoteItems.count))
        rest.publisher = later(publisher, earlier.publisher)
        rest.updateFrequency = later(updateFrequency, earlier.updateFrequency)
        rest.chat = later(chat, earlier.chat)
        rest.socialInteracts = Array(socialInteracts.dropFirst(earlier.socialInteracts.count))
        rest.usesPodping = later(usesPodping, earlier.usesPodping)
        return rest
    }
}

/// `value`, unless `earlier` was set already (and was written then).
private func later<Value>(_ value: Value?, _ earlier: Value?) -> Value? {
    earlier == nil ? value : nil
}
