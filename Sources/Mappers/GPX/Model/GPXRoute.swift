import XMLMapKit
import XMLMapOutput

/// A route (`<rte>`): an ordered list of points leading to a destination.
public struct GPXRoute: Sendable, Equatable {
    /// `<name>`.
    public var name: String?
    /// `<cmt>`: a comment.
    public var cmt: String?
    /// `<desc>`: a description.
    public var desc: String?
    /// `<src>`: where the data came from.
    public var src: String?
    /// `<link>`s (GPX 1.0: `<url>` and `<urlname>` as one link).
    public var links: [GPXLink]
    /// `<number>`: the route's number.
    public var number: Int?
    /// `<type>`: the kind of route.
    public var type: String?
    /// The children of `<extensions>`, and unknown elements, kept as trees.
    public var extensions: [XMLNode]
    /// The route points (`<rtept>`), in order. Empty when the mapper does not keep points.
    public var points: [GPXPoint]
    /// How many route points (`<rtept>`) the route has, whether the mapper keeps them or not,
    /// those left out for want of a valid position included.
    public var pointCount: Int

    /// An empty route, which decoding fills.
    public init() {
        self.init(name: nil)
    }

    /// Creates a route; `pointCount` defaults to the number of `points`.
    public init(
        name: String? = nil, cmt: String? = nil, desc: String? = nil, src: String? = nil, links: [GPXLink] = [],
        number: Int? = nil, type: String? = nil, extensions: [XMLNode] = [], points: [GPXPoint] = [],
        pointCount: Int? = nil
    ) {
        self.name = name
        self.cmt = cmt
        self.desc = desc
        self.src = src
        self.links = links
        self.number = number
        self.type = type
        self.extensions = extensions
        self.points = points
        self.pointCount = pointCount ?? points.count
    }
}

extension GPXRoute: ModelShape {
    /// The members, in order, with GPX's names as keys.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("name", &name)
        visitor.member("cmt", &cmt)
        visitor.member("desc", &desc)
        visitor.member("src", &src)
        visitor.member("links", &links)
        visitor.member("number", &number)
        visitor.member("type", &type)
        visitor.member("extensions", &extensions)
        visitor.member("points", &points)
        visitor.member("pointCount", &pointCount)
    }
}
