import XMLMapKit

/// A category of the media (`<media:category scheme label>term</media:category>`).
public struct MediaCategory: Codable, Sendable, Equatable, FeedLeafValue {
    /// The category, possibly a path like `Arts/Movies/Titles`.
    public var term: String = ""
    /// The URI of its taxonomy (`nil` when absent, which means the specification's
    /// `http://search.yahoo.com/mrss/category_schema`).
    public var scheme: String?
    /// A human-readable name for it.
    public var label: String?

    /// Creates a category.
    public init(term: String, scheme: String? = nil, label: String? = nil) {
        self.term = term
        self.scheme = scheme
        self.label = label
    }

    init() {}

    mutating func read(_ element: XMLStartElement, context: XMLHandlerContext) {
        scheme = FeedValue.attribute(element, "scheme")
        label = FeedValue.attribute(element, "label")
    }

    mutating func read(text: XMLBytes, context: XMLHandlerContext) {
        term = FeedValue.string(text) ?? ""
    }
}

/// Someone who made the media (`<media:credit role scheme>name</media:credit>`).
public struct MediaCredit: Codable, Sendable, Equatable, FeedLeafValue {
    /// The person's or the organisation's name.
    public var name: String = ""
    /// What they did (`producer`, `author`, `composer`…).
    public var role: String?
    /// The URI of the role's vocabulary.
    public var scheme: String?

    /// Creates a credit.
    public init(name: String, role: String? = nil, scheme: String? = nil) {
        self.name = name
        self.role = role
        self.scheme = scheme
    }

    init() {}

    mutating func read(_ element: XMLStartElement, context: XMLHandlerContext) {
        role = FeedValue.attribute(element, "role")
        scheme = FeedValue.attribute(element, "scheme")
    }

    mutating func read(text: XMLBytes, context: XMLHandlerContext) {
        name = FeedValue.string(text) ?? ""
    }
}

/// The audience rating of the media (`<media:rating scheme>adult</media:rating>`).
public struct MediaRating: Codable, Sendable, Equatable, FeedLeafValue {
    /// The rating (`adult`, `nonadult`, `pg-13`…).
    public var value: String = ""
    /// The URI of the rating scheme (`urn:simple` when absent).
    public var scheme: String?

    /// Creates a rating.
    public init(value: String, scheme: String? = nil) {
        self.value = value
        self.scheme = scheme
    }

    init() {}

    mutating func read(_ element: XMLStartElement, context: XMLHandlerContext) {
        scheme = FeedValue.attribute(element, "scheme")
    }

    mutating func read(text: XMLBytes, context: XMLHandlerContext) {
        value = FeedValue.string(text) ?? ""
    }
}

/// Where the media may be shown (`<media:restriction relationship type>au us</…>`).
public struct MediaRestriction: Codable, Sendable, Equatable, FeedLeafValue {
    /// `allow` or `deny`.
    public var relationship: String?
    /// What ``values`` are: `country` (ISO 3166 codes), `uri` or `sharing`.
    public var type: String?
    /// The countries, URIs or sharing kinds, or `all` or `none`.
    public var values: [String] = []

    /// Creates a restriction.
    public init(relationship: String? = nil, type: String? = nil, values: [String] = []) {
        self.relationship = relationship
        self.type = type
        self.values = values
    }

    init() {}

    mutating func read(_ element: XMLStartElement, context: XMLHandlerContext) {
        relationship = FeedValue.attribute(element, "relationship")
        type = FeedValue.attribute(element, "type")
    }

    mutating func read(text: XMLBytes, context: XMLHandlerContext) {
        values = (FeedValue.string(text) ?? "").split(whereSeparator: \.isWhitespace).map(String.init)
    }
}

/// The license of the media (`<media:license type href>name</media:license>`).
public struct MediaLicense: Codable, Sendable, Equatable, FeedLeafValue {
    /// The license's name.
    public var name: String?
    /// The URL of its text.
    public var href: String?
    /// The media type of that text.
    public var type: String?

    /// Creates a license.
    public init(name: String? = nil, href: String? = nil, type: String? = nil) {
        self.name = name
        self.href = href
        self.type = type
    }

    init() {}

    mutating func read(_ element: XMLStartElement, context: XMLHandlerContext) {
        href = FeedValue.attribute(element, "href")
        type = FeedValue.attribute(element, "type")
    }

    mutating func read(text: XMLBytes, context: XMLHandlerContext) {
        name = FeedValue.string(text)
    }
}

/// The text of a Media RSS element read whole (`media:title`, `media:description`,
/// `media:keywords`).
struct MediaText: FeedLeafValue {
    var value: String?

    init() {}

    mutating func read(_ element: XMLStartElement, context: XMLHandlerContext) {}

    mutating func read(text: XMLBytes, context: XMLHandlerContext) {
        value = FeedValue.string(text)
    }
}
