#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import XMLMapKit
import XMLMapOutput

/// What a GPX file says about itself: GPX 1.1's `<metadata>`, or GPX 1.0's header fields.
public struct GPXMetadata: Sendable, Equatable {
    /// `<name>`: the file's name.
    public var name: String?
    /// `<desc>`: a description of the file's contents.
    public var desc: String?
    /// `<author>`: a person in GPX 1.1; in GPX 1.0 the `author` text is the name and the
    /// `email` element the address.
    public var author: GPXPerson?
    /// `<copyright>` (GPX 1.1 only).
    public var copyright: GPXCopyright?
    /// `<link>`s, or GPX 1.0's `url` and `urlname` as one link.
    public var links: [GPXLink]
    /// `<time>`: when the file was created.
    public var time: Date?
    /// `<keywords>`.
    public var keywords: String?
    /// `<bounds>`: the extent the file declares (not computed; see ``GPXStatistics/bounds``).
    public var bounds: GPXBounds?
    /// The children of `<metadata>`'s `<extensions>`, and unknown elements, kept as trees.
    public var extensions: [XMLNode]

    /// An empty metadata, which decoding fills.
    public init() {
        self.init(name: nil)
    }

    /// Creates metadata.
    public init(
        name: String? = nil, desc: String? = nil, author: GPXPerson? = nil, copyright: GPXCopyright? = nil,
        links: [GPXLink] = [], time: Date? = nil, keywords: String? = nil, bounds: GPXBounds? = nil,
        extensions: [XMLNode] = []
    ) {
        self.name = name
        self.desc = desc
        self.author = author
        self.copyright = copyright
        self.links = links
        self.time = time
        self.keywords = keywords
        self.bounds = bounds
        self.extensions = extensions
    }
}

extension GPXMetadata: ModelShape {
    /// The members, in order, with GPX's names as keys.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("name", &name)
        visitor.member("desc", &desc)
        visitor.member("author", &author)
        visitor.member("copyright", &copyright)
        visitor.member("links", &links)
        visitor.member("time", &time)
        visitor.member("keywords", &keywords)
        visitor.member("bounds", &bounds)
        visitor.member("extensions", &extensions)
    }
}
