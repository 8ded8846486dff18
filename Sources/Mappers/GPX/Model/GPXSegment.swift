import XMLMapKit
import XMLMapOutput

/// A track segment (`<trkseg>`): points recorded in one go, without loss of signal.
public struct GPXSegment: Sendable, Equatable {
    /// The track points (`<trkpt>`), in order. Empty when the mapper does not keep points.
    public var points: [GPXPoint]
    /// How many track points (`<trkpt>`) the segment has, whether the mapper keeps them or not,
    /// those left out for want of a valid position included.
    public var pointCount: Int
    /// The children of `<extensions>`, and unknown elements, kept as trees.
    public var extensions: [XMLNode]

    /// An empty segment, which decoding fills.
    public init() {
        self.init(points: [])
    }

    /// Creates a segment; `pointCount` defaults to the number of `points`.
    public init(points: [GPXPoint] = [], pointCount: Int? = nil, extensions: [XMLNode] = []) {
        self.points = points
        self.pointCount = pointCount ?? points.count
        self.extensions = extensions
    }
}

extension GPXSegment: ModelShape {
    /// The members, in order, with GPX's names as keys.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("points", &points)
        visitor.member("pointCount", &pointCount)
        visitor.member("extensions", &extensions)
    }
}
