#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import XMLMapKit
import XMLMapOutput

/// A GPX file (GPX 1.0 or 1.1): its metadata, waypoints, routes and tracks, what it carries
/// that GPX does not describe, and statistics over its tracks.
public struct GPXDocument: Sendable, Equatable {
    /// The `version` attribute of `<gpx>` (`1.1`, `1.0`), when present.
    public var version: String?
    /// The `creator` attribute: the program or device that wrote the file.
    public var creator: String?
    /// `<metadata>` in GPX 1.1, or the header fields of GPX 1.0 (`name`, `desc`, `author`,
    /// `email`, `url`, `urlname`, `time`, `keywords`, `bounds`) gathered in the same shape.
    public var metadata: GPXMetadata
    /// The waypoints (`<wpt>`), in document order. Empty when the mapper does not keep points.
    public var waypoints: [GPXPoint]
    /// How many waypoints (`<wpt>`) the file has, whether the mapper keeps them or not, those
    /// left out for want of a valid position included.
    public var waypointCount: Int
    /// The routes (`<rte>`).
    public var routes: [GPXRoute]
    /// The tracks (`<trk>`).
    public var tracks: [GPXTrack]
    /// The children of the file's own `<extensions>`, and any element of another namespace
    /// directly inside `<gpx>` (GPX 1.0's way of extending), kept as trees.
    public var extensions: [XMLNode]
    /// Statistics over every track point of the file: the tracks' statistics combined.
    public var statistics: GPXStatistics

    /// An empty document, which decoding fills.
    public init() {
        self.init(version: nil)
    }

    /// Creates a document; `waypointCount` defaults to the number of `waypoints`.
    public init(
        version: String? = nil, creator: String? = nil, metadata: GPXMetadata = GPXMetadata(),
        waypoints: [GPXPoint] = [], waypointCount: Int? = nil, routes: [GPXRoute] = [], tracks: [GPXTrack] = [],
        extensions: [XMLNode] = [], statistics: GPXStatistics = GPXStatistics()
    ) {
        self.version = version
        self.creator = creator
        self.metadata = metadata
        self.waypoints = waypoints
        self.waypointCount = waypointCount ?? waypoints.count
        self.routes = routes
        self.tracks = tracks
        self.extensions = extensions
        self.statistics = statistics
    }
}

extension GPXDocument: ModelShape {
    /// The members, in order, with GPX's names as keys.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("version", &version)
        visitor.member("creator", &creator)
        visitor.member("metadata", &metadata)
        visitor.member("waypoints", &waypoints)
        visitor.member("waypointCount", &waypointCount)
        visitor.member("routes", &routes)
        visitor.member("tracks", &tracks)
        visitor.member("extensions", &extensions)
        visitor.member("statistics", &statistics)
    }
}
