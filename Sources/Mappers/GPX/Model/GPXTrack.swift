import XMLMapKit
import XMLMapOutput

/// A track (`<trk>`): a recorded path, in segments, with statistics over its points.
public struct GPXTrack: Sendable, Equatable {
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
    /// `<number>`: the track's number.
    public var number: Int?
    /// `<type>`: the kind of track (an activity, like `running`).
    public var type: String?
    /// The children of `<extensions>`, and unknown elements, kept as trees.
    public var extensions: [XMLNode]
    /// The segments (`<trkseg>`): runs of points recorded without interruption.
    public var segments: [GPXSegment]
    /// Statistics over the track's points, computed as they are read (so also when the points
    /// are not kept).
    public var statistics: GPXStatistics

    /// An empty track, which decoding fills.
    public init() {
        self.init(name: nil)
    }

    /// Creates a track.
    public init(
        name: String? = nil, cmt: String? = nil, desc: String? = nil, src: String? = nil, links: [GPXLink] = [],
        number: Int? = nil, type: String? = nil, extensions: [XMLNode] = [], segments: [GPXSegment] = [],
        statistics: GPXStatistics = GPXStatistics()
    ) {
        self.name = name
        self.cmt = cmt
        self.desc = desc
        self.src = src
        self.links = links
        self.number = number
        self.type = type
        self.extensions = extensions
        self.segments = segments
        self.statistics = statistics
    }
}

extension GPXTrack: ModelShape {
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
        visitor.member("segments", &segments)
        visitor.member("statistics", &statistics)
    }
}
