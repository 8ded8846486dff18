/// What an element inside an RSS channel maps to.
enum RSSChannelField: Sendable {
    case item, image, textInput, cloud
    case title, link, description, language, copyright, managingEditor, webMaster, author, pubDate, lastBuildDate
    case category, generator, docs, ttl
    case dcTitle, dcDescription, dcLanguage, dcRights, dcCreator, dcPublisher, dcDate, dcSubject, dcContributor
    case dctermsModified, dctermsIssued
    case atomLink
    case itunesAuthor, itunesOwner, itunesImage, itunesLink, itunesCategory, itunesExplicit, itunesType, itunesTitle
    case itunesSubtitle, itunesSummary, itunesKeywords, itunesBlock, itunesComplete, itunesNewFeedURL
    case podcastGuid, podcastLocked, podcastFunding, podcastPerson, podcastLocation, podcastMedium
    case podcastTrailer, podcastLicense, podcastTxt, podcastValue
    case dctermsCreated, dctermsValid
    case syndication(SyndicationElement)
    case creativeCommons(CreativeCommonsElement)
    case podcastBlock, podcastImage, podcastImages, podcastLiveItem, podcastPodroll, podcastRemoteItem, podcastPublisher
    case podcastUpdateFrequency, podcastChat, podcastSocialInteract, podcastPodping
    case redirect, newLocation
    case googlePlayAuthor, googlePlayDescription, googlePlayEmail, googlePlayOwner, googlePlayImage, googlePlayCategory
    case googlePlayExplicit, googlePlayBlock, googlePlayNewFeedURL

    /// The channel's elements (and, for RSS 1.0, the elements beside the channel).
    static let table = ElementTable<RSSChannelField>([
        (.none, "item", .item), (.none, "image", .image),
        (.none, "textInput", .textInput), (.none, "cloud", .cloud),
        (.none, "title", .title), (.none, "link", .link), (.none, "description", .description),
        (.none, "language", .language), (.none, "copyright", .copyright),
        (.none, "managingEditor", .managingEditor), (.none, "webMaster", .webMaster), (.none, "author", .author),
        (.none, "pubDate", .pubDate), (.none, "lastBuildDate", .lastBuildDate),
        (.none, "category", .category), (.none, "generator", .generator), (.none, "docs", .docs), (.none, "ttl", .ttl),
        (.dublinCore, "title", .dcTitle), (.dublinCore, "description", .dcDescription),
        (.dublinCore, "language", .dcLanguage), (.dublinCore, "rights", .dcRights),
        (.dublinCore, "creator", .dcCreator), (.dublinCore, "author", .dcCreator), (.dublinCore, "publisher", .dcPublisher),
        (.dublinCore, "contributor", .dcContributor),
        (.dublinCore, "date", .dcDate), (.dublinCore, "subject", .dcSubject),
        (.dublinCoreTerms, "modified", .dctermsModified), (.dublinCoreTerms, "issued", .dctermsIssued),
        (.atom, "link", .atomLink),
        (.itunes, "author", .itunesAuthor), (.itunes, "owner", .itunesOwner), (.itunes, "image", .itunesImage),
        (.itunes, "link", .itunesLink), (.itunes, "category", .itunesCategory), (.itunes, "explicit", .itunesExplicit), (.itunes, "type", .itunesType),
        (.itunes, "title", .itunesTitle), (.itunes, "subtitle", .itunesSubtitle), (.itunes, "summary", .itunesSummary),
        (.itunes, "keywords", .itunesKeywords), (.itunes, "block", .itunesBlock), (.itunes, "complete", .itunesComplete),
        (.itunes, "new-feed-url", .itunesNewFeedURL),
        (.podcast, "guid", .podcastGuid), (.podcast, "locked", .podcastLocked), (.podcast, "funding", .podcastFunding),
        (.podcast, "person", .podcastPerson), (.podcast, "location", .podcastLocation), (.podcast, "medium", .podcastMedium),
        (.podcast, "trailer", .podcastTrailer), (.podcast, "license", .podcastLicense), (.podcast, "txt", .podcastTxt),
        (.podcast, "value", .podcastValue),
        (.dublinCoreTerms, "created", .dctermsCreated), (.dublinCoreTerms, "valid", .dctermsValid),
        (.syndication, "updatePeriod", .syndication(.updatePeriod)), (.syndication, "updateFrequency", .syndication(.updateFrequency)),
        (.syndication, "updateBase", .syndication(.updateBase)),
        (.creativeCommons, "license", .creativeCommons(.rdfLicense)), (.creativeCommonsRSS, "license", .creativeCommons(.license)),
        (.podcast, "block", .podcastBlock), (.podcast, "image", .podcastImage), (.podcast, "images", .podcastImages),
        (.podcast, "liveItem", .podcastLiveItem), (.podcast, "podroll", .podcastPodroll), (.podcast, "remoteItem", .podcastRemoteItem),
        (.podcast, "publisher", .podcastPublisher), (.podcast, "updateFrequency", .podcastUpdateFrequency), (.podcast, "chat", .podcastChat),
        (.podcast, "socialInteract", .podcastSocialInteract), (.podcast, "podping", .podcastPodping),
        (.none, "redirect", .redirect), (.none, "newLocation", .newLocation),
        (.googlePlay, "author", .googlePlayAuthor), (.googlePlay, "description", .googlePlayDescription),
        (.googlePlay, "email", .googlePlayEmail), (.googlePlay, "owner", .googlePlayOwner), (.googlePlay, "image", .googlePlayImage),
        (.googlePlay, "category", .googlePlayCategory), (.googlePlay, "explicit", .googlePlayExplicit),
        (.googlePlay, "block", .googlePlayBlock), (.googlePlay, "new-feed-url", .googlePlayNewFeedURL),
    ])
}
