import XMLMapKit
import XMLMapOutput

/// An image of a show or an episode (`<podcast:image href alt aspect-ratio width height type
/// purpose>`), one of several sizes and uses; also each candidate of the deprecated
/// `<podcast:images srcset="url 1500w, …">`, which gives only URLs and widths.
public struct PodcastImage: Codable, Sendable, Equatable, FeedLeafValue {
    /// The image's URL, resolved.
    public var href: String = ""
    /// A text replacement for the image, for accessibility.
    public var alt: String?
    /// Its aspect ratio, as CSS writes one (`1/1`, `16/9`).
    public var aspectRatio: String?
    /// Its width in pixels.
    public var width: Int?
    /// Its height in pixels.
    public var height: Int?
    /// Its media type, when it is not a usual image (`image/webp`, `video/mp4`).
    public var type: String?
    /// What it is meant for: tokens separated by spaces (`artwork`, `social`, `banner`…).
    public var purpose: String?

    /// Creates an image.
    public init(
        href: String, alt: String? = nil, aspectRatio: String? = nil, width: Int? = nil, height: Int? = nil, type: String? = nil,
        purpose: String? = nil
    ) {
        self.href = href
        self.alt = alt
        self.aspectRatio = aspectRatio
        self.width = width
        self.height = height
        self.type = type
        self.purpose = purpose
    }

    /// An empty value, which reading and decoding fill.
    public init() {}

    mutating func read(_ element: XMLStartElement, context: XMLHandlerContext) throws {
        href = FeedValue.attribute(element, "href") ?? ""
        if href.isEmpty { try context.reportIssue(field: "podcast:image@href", "missing") }
        alt = FeedValue.attribute(element, "alt")
        aspectRatio = FeedValue.attribute(element, "aspect-ratio")
        width = try FeedValue.attribute(element, "width", field: "podcast:image@width", context: context, FeedValue.int)
        height = try FeedValue.attribute(element, "height", field: "podcast:image@height", context: context, FeedValue.int)
        type = FeedValue.attribute(element, "type")
        purpose = FeedValue.attribute(element, "purpose")
    }

    mutating func read(text: XMLBytes, context: XMLHandlerContext) {}

    /// The image with its URL resolved in `scope`.
    func resolved(in scope: XMLScope) -> PodcastImage {
        var image = self
        image.href = scope.resolve(href)
        return image
    }

    /// The images of a `podcast:images` element: the candidates of its `srcset`
    /// (`url 1500w, url 600w`), each URL resolved in the element's scope (`scope` entered at it)
    /// with its width when its descriptor is one (`1500w`; a pixel density, `2x`, is not kept).
    static func sourceSet(of element: XMLStartElement, in scope: XMLScope) -> [PodcastImage] {
        guard let srcset = FeedValue.attribute(element, "srcset") else { return [] }
        let inner = scope.entering(element)
        return srcset.split(separator: ",").compactMap { candidate in
            let words = candidate.split(whereSeparator: \.isWhitespace)
            guard let url = words.first else { return nil }
            let width = words.dropFirst().first.flatMap { $0.hasSuffix("w") ? Int($0.dropLast()) : nil }
            return PodcastImage(href: inner.resolve(String(url)), width: width)
        }
    }
}

extension PodcastImage: ModelShape {
    /// States `href`, `alt`, `aspectRatio`, `width`, `height`, `type`, `purpose`.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("href", &href)
        visitor.member("alt", &alt)
        visitor.member("aspectRatio", &aspectRatio)
        visitor.member("width", &width)
        visitor.member("height", &height)
        visitor.member("type", &type)
        visitor.member("purpose", &purpose)
    }
}
