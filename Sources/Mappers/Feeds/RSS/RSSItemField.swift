/// What an element inside an RSS item maps to.
enum RSSItemField: Sendable, Equatable {
    case title, link, description, author, category, comments, enclosure, guid, pubDate, source
    case contentEncoded, fullitem, xhtmlBody
    case dcTitle, dcDescription, dcCreator, dcDate, dcSubject, dctermsIssued, dctermsModified
    case dcContributor, dcPublisher, dcRights, dcLanguage
    case itunesDuration, itunesImage, itunesLink, itunesCategory, itunesExplicit, itunesEpisode, itunesSeason, itunesEpisodeType
    case itunesTitle, itunesAuthor, itunesSubtitle, itunesSummary, itunesKeywords, itunesBlock
    case podcastSeason, podcastEpisode, podcastTranscript, podcastChapters, podcastSoundbite
    case podcastAlternateEnclosure, podcastPerson, podcastLocation, podcastValue, podcastLicense, podcastTxt
    case podcastImage, podcastImages, podcastContentLink, podcastSocialInteract, podcastChat
    case podloveChapters
    case dctermsCreated, dctermsValid, expirationDate
    case slash(SlashElement)
    case commentAPI(CommentAPIElement)
    case threading(ThreadingElement)
    case creativeCommons(CreativeCommonsElement)
    case atomLink
    case googlePlayAuthor, googlePlayDescription, googlePlayImage, googlePlayExplicit, googlePlayBlock

    /// The item's elements.
    static let table = ElementTable<RSSItemField>([
        (.none, "title", .title), (.none, "link", .link), (.none, "description", .description),
        (.none, "author", .author), (.none, "category", .category), (.none, "comments", .comments),
        (.none, "enclosure", .enclosure), (.none, "guid", .guid), (.none, "pubDate", .pubDate), (.none, "source", .source),
        (.content, "encoded", .contentEncoded), (.none, "fullitem", .fullitem), (.xhtml, "body", .xhtmlBody),
        (.none, "body", .xhtmlBody),
        (.dublinCore, "title", .dcTitle), (.dublinCore, "description", .dcDescription),
        (.dublinCore, "creator", .dcCreator), (.dublinCore, "author", .dcCreator), (.dublinCore, "date", .dcDate), (.dublinCore, "subject", .dcSubject),
        (.dublinCore, "contributor", .dcContributor), (.dublinCore, "publisher", .dcPublisher),
        (.dublinCore, "rights", .dcRights), (.dublinCore, "language", .dcLanguage),
        (.dublinCoreTerms, "issued", .dctermsIssued), (.dublinCoreTerms, "modified", .dctermsModified),
        (.itunes, "duration", .itunesDuration), (.itunes, "image", .itunesImage), (.itunes, "link", .itunesLink),
        (.itunes, "category", .itunesCategory), (.itunes, "explicit", .itunesExplicit),
        (.itunes, "episode", .itunesEpisode), (.itunes, "season", .itunesSeason), (.itunes, "episodeType", .itunesEpisodeType),
        (.itunes, "title", .itunesTitle), (.itunes, "author", .itunesAuthor), (.itunes, "subtitle", .itunesSubtitle),
        (.itunes, "summary", .itunesSummary), (.itunes, "keywords", .itunesKeywords), (.itunes, "block", .itunesBlock),
        (.podcast, "season", .podcastSeason), (.podcast, "episode", .podcastEpisode),
        (.podcast, "transcript", .podcastTranscript), (.podcast, "chapters", .podcastChapters),
        (.podcast, "soundbite", .podcastSoundbite), (.podcast, "alternateEnclosure", .podcastAlternateEnclosure),
        (.podcast, "person", .podcastPerson), (.podcast, "location", .podcastLocation), (.podcast, "value", .podcastValue),
        (.podcast, "license", .podcastLicense), (.podcast, "txt", .podcastTxt),
        (.podcast, "image", .podcastImage), (.podcast, "images", .podcastImages), (.podcast, "contentLink", .podcastContentLink),
        (.podcast, "socialInteract", .podcastSocialInteract), (.podcast, "chat", .podcastChat),
        (.podloveChapters, "chapters", .podloveChapters),
        (.dublinCoreTerms, "created", .dctermsCreated), (.dublinCoreTerms, "valid", .dctermsValid),
        (.none, "expirationDate", .expirationDate),
        (.slash, "comments", .slash(.comments)), (.slash, "department", .slash(.department)),
        (.slash, "section", .slash(.section)), (.slash, "hit_parade", .slash(.hitParade)),
        (.commentAPI, "comment", .commentAPI(.comment)), (.commentAPI, "commentRss", .commentAPI(.commentRSS)),
        (.threading, "in-reply-to", .threading(.inReplyTo)), (.threading, "total", .threading(.total)),
        (.creativeCommons, "license", .creativeCommons(.rdfLicense)), (.creativeCommonsRSS, "license", .creativeCommons(.license)),
        (.atom, "link", .atomLink),
        (.googlePlay, "author", .googlePlayAuthor), (.googlePlay, "description", .googlePlayDescription),
        (.googlePlay, "image", .googlePlayImage), (.googlePlay, "explicit", .googlePlayExplicit), (.googlePlay, "block", .googlePlayBlock),
    ])
}
