import XMLMapKit

/// A track segment (`<trkseg>`): points recorded in one go, without loss of signal.
public struct GPXSegment: Codable, Sendable, Equatable {
    /// The track points (`<trkpt>`), in order. Empty when the mapper does not keep points.
    public var points: [GPXPoint]
    /// The children of `<extensions>`, and unknown elements, kept as trees.
    public var extensions: [XMLNode]

    /// Creates a segment.
    public init(points: [GPXPoint] = [], extensions: [XMLNode] = []) {
        self.points = points
        self.extensions = extensions
    }
}
