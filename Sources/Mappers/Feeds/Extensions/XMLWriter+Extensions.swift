import XMLMapKit
import XMLMapOutput

/// The extension modules' elements written as the `rss` and `atom` mappers read them back:
/// the syndication schedule (`sy:`), the Slash tags (`slash:`), the Comment API links
/// (`wfw:`), the threading information (`thr:`), YouTube's identifiers (`yt:`), licenses as
/// `creativeCommons:license` (whichever of the two Creative Commons namespaces they were read
/// from) and Dublin Core periods (`dcterms:valid`).
extension XMLWriter {
    /// Writes the `sy:` elements of `schedule` that are set.
    mutating func write(_ schedule: SyndicationSchedule?) throws {
        guard let schedule else { return }
        let namespace = FeedNamespace.syndication.uri
        try element("updatePeriod", in: namespace, schedule.updatePeriod?.rawValue)
        try element("updateFrequency", in: namespace, integer: schedule.updateFrequency)
        try element("updateBase", in: namespace, date: schedule.updateBase)
    }

    /// Writes the `slash:` elements of `slash` that are set, the hit parade comma-separated.
    mutating func write(_ slash: SlashItem?) throws {
        guard let slash else { return }
        let namespace = FeedNamespace.slash.uri
        try element("comments", in: namespace, integer: slash.comments)
        try element("department", in: namespace, slash.department)
        try element("section", in: namespace, slash.section)
        if !slash.hitParade.isEmpty {
            try element("hit_parade", namespaceURI: namespace, text: slash.hitParade.map(String.init).joined(separator: ","))
        }
    }

    /// Writes `wfw:comment` and `wfw:commentRss` (WordPress's spelling), those that are set.
    mutating func write(_ links: CommentAPI?) throws {
        guard let links else { return }
        let namespace = FeedNamespace.commentAPI.uri
        try element("comment", in: namespace, links.comment)
        try element("commentRss", in: namespace, links.commentRSS)
    }

    /// Writes each `thr:in-reply-to` with its attributes, then `thr:total`.
    mutating func write(_ threading: ThreadingInfo?) throws {
        guard let threading else { return }
        let namespace = FeedNamespace.threading.uri
        for reference in threading.inReplyTo {
            try startElement("in-reply-to", namespaceURI: namespace)
            try attribute("ref", reference.ref)
            try attribute("href", ifSet: reference.href)
            try attribute("type", ifSet: reference.type)
            try attribute("source", ifSet: reference.source)
            try endElement()
        }
        try element("total", in: namespace, integer: threading.total)
    }

    /// Writes the `yt:` identifiers that are set.
    mutating func write(_ ids: YouTubeIDs?) throws {
        guard let ids else { return }
        let namespace = FeedNamespace.youTube.uri
        try element("videoId", in: namespace, ids.videoID)
        try element("channelId", in: namespace, ids.channelID)
        try element("playlistId", in: namespace, ids.playlistID)
    }

    /// Writes each license URL as `creativeCommons:license`.
    mutating func write(licenses: [String]) throws {
        for license in licenses { try element("license", namespaceURI: FeedNamespace.creativeCommonsRSS.uri, text: license) }
    }

    /// Writes `dcterms:valid` holding `period` (``DublinCorePeriod/text``), unless it is `nil`.
    mutating func write(validity period: DublinCorePeriod?) throws {
        try element("valid", in: FeedNamespace.dublinCoreTerms.uri, period?.text)
    }
}
