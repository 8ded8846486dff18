import XMLMapKit
import XMLMapOutput

/// Another version of an episode's media file (`podcast:alternateEnclosure`), reachable at
/// one or more sources.
public struct PodcastAlternateEnclosure: Codable, Sendable, Equatable {
    /// The media type (`audio/opus`).
    public var type: String?
    /// The size in bytes.
    public var length: Int?
    /// The encoding's bit rate, in bits per second.
    public var bitrate: Double?
    /// The video's height in pixels.
    public var height: Int?
    /// The language code, when it differs from the feed's.
    public var language: String?
    /// A title for choosing between versions (`High quality`).
    public var title: String?
    /// What the version is for, to group versions.
    public var rel: String?
    /// The codecs (RFC 6381).
    public var codecs: String?
    /// Whether this is the version the item's `<enclosure>` points to.
    public var isDefault: Bool?
    /// Where the file is (`podcast:source`).
    public var sources: [PodcastEnclosureSource] = []
    /// How to check the file (`podcast:integrity`).
    public var integrity: PodcastIntegrity?

    /// An empty alternate enclosure, which decoding fills.
    public init() {
        self.init(type: nil)
    }

    /// Creates an alternate enclosure.
    public init(
        type: String? = nil, length: Int? = nil, bitrate: Double? = nil, title: String? = nil, isDefault: Bool? = nil, sources: [PodcastEnclosureSource] = []
    ) {
        self.type = type
        self.length = length
        self.bitrate = bitrate
        self.title = title
        self.isDefault = isDefault
        self.sources = sources
    }
}

/// Where an alternate enclosure's file is (`<podcast:source uri contentType>`).
public struct PodcastEnclosureSource: Codable, Sendable, Equatable {
    /// The file's URI (`https:`, `ipfs:`, `magnet:`…).
    public var uri: String?
    /// Its media type, when it differs from the enclosure's.
    public var contentType: String?

    /// An empty source, which decoding fills.
    public init() {
        self.init(uri: nil)
    }

    /// Creates a source.
    public init(uri: String?, contentType: String? = nil) {
        self.uri = uri
        self.contentType = contentType
    }

    /// Reads the attributes of `podcast:source`.
    static let mapping = XMLMapping(PodcastEnclosureSource(uri: nil)) { map in
        map.attribute("uri", to: \.uri, as: .trimmed)
        map.attribute("contentType", to: \.contentType, as: .trimmed)
    }
}

/// How to check an alternate enclosure's file (`<podcast:integrity type value>`).
public struct PodcastIntegrity: Codable, Sendable, Equatable {
    /// `sri` (Subresource Integrity) or `pgp-signature`.
    public var type: String?
    /// The hash or the signature.
    public var value: String?

    /// An empty integrity, which decoding fills.
    public init() {
        self.init(type: nil, value: nil)
    }

    /// Creates an integrity check.
    public init(type: String?, value: String?) {
        self.type = type
        self.value = value
    }

    /// Reads the attributes of `podcast:integrity`.
    static let mapping = XMLMapping(PodcastIntegrity(type: nil, value: nil)) { map in
        map.attribute("type", to: \.type, as: .trimmed)
        map.attribute("value", to: \.value, as: .trimmed)
    }
}

/// Maps `podcast:alternateEnclosure`: its attributes, its sources and its integrity check in
/// the Podcasting 2.0 namespace whichever URI spelling the feed uses.
struct PodcastAlternateEnclosureHandler: XMLElementHandler {
    private var enclosure = PodcastAlternateEnclosure()

    /// Reads the attributes.
    mutating func begin(_ element: XMLStartElement, context: XMLHandlerContext) throws {
        let field = "podcast:alternateEnclosure"
        enclosure.type = FeedValue.attribute(element, "type")
        enclosure.length = try FeedValue.attribute(element, "length", field: field + "@length", context: context, FeedValue.int)
        enclosure.bitrate = try FeedValue.attribute(element, "bitrate", field: field + "@bitrate", context: context, FeedValue.double)
        enclosure.height = try FeedValue.attribute(element, "height", field: field + "@height", context: context, FeedValue.int)
        enclosure.language = FeedValue.attribute(element, "lang")
        enclosure.title = FeedValue.attribute(element, "title")
        enclosure.rel = FeedValue.attribute(element, "rel")
        enclosure.codecs = FeedValue.attribute(element, "codecs")
        enclosure.isDefault = try FeedValue.attribute(element, "default", field: field + "@default", context: context, FeedValue.bool)
    }

    /// Maps `podcast:source` and `podcast:integrity`; skips anything else.
    func startElement(_ element: XMLStartElement, context: XMLHandlerContext) -> XMLDescent {
        guard FeedNamespace(element.name) == .podcast else { return .skip }
        if element.name.localName.equals("source") {
            return delegate(to: PodcastEnclosureSource.mapping) { handler, source, _ in handler.enclosure.sources.append(source) }
        }
        if element.name.localName.equals("integrity") {
            return delegate(to: PodcastIntegrity.mapping) { handler, integrity, _ in handler.enclosure.integrity = integrity }
        }
        return .skip
    }

    /// The alternate enclosure.
    func finish(context: XMLHandlerContext) -> PodcastAlternateEnclosure { enclosure }
}

extension PodcastAlternateEnclosure: ModelShape {
    /// States the enclosure's attributes, its sources and its integrity.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("type", &type)
        visitor.member("length", &length)
        visitor.member("bitrate", &bitrate)
        visitor.member("height", &height)
        visitor.member("language", &language)
        visitor.member("title", &title)
        visitor.member("rel", &rel)
        visitor.member("codecs", &codecs)
        visitor.member("isDefault", &isDefault)
        visitor.member("sources", &sources)
        visitor.member("integrity", &integrity)
    }
}

extension PodcastEnclosureSource: ModelShape {
    /// States `uri`, `contentType`.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("uri", &uri)
        visitor.member("contentType", &contentType)
    }
}

extension PodcastIntegrity: ModelShape {
    /// States `type`, `value`.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("type", &type)
        visitor.member("value", &value)
    }
}
