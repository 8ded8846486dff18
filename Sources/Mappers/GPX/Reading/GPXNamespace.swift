import XMLMapKit

/// The namespaces the GPX mapper reads, compared as bytes.
enum GPXNamespace {
    /// GPX 1.1.
    static let gpx11: StaticString = "http://www.topografix.com/GPX/1/1"
    /// GPX 1.0.
    static let gpx10: StaticString = "http://www.topografix.com/GPX/1/0"
    /// Garmin's TrackPointExtension, version 1.
    static let trackPointExtensionV1: StaticString = "http://www.garmin.com/xmlschemas/TrackPointExtension/v1"
    /// Garmin's TrackPointExtension, version 2.
    static let trackPointExtensionV2: StaticString = "http://www.garmin.com/xmlschemas/TrackPointExtension/v2"

    /// Whether `name` is in the GPX 1.1 or 1.0 namespace, or in none (as in files that forget
    /// to declare it).
    @inline(__always)
    static func isGPX(_ name: XMLName) -> Bool {
        let uri = name.namespaceURI
        return uri.isEmpty || uri.equals(gpx11) || uri.equals(gpx10)
    }

    /// Whether `name` is in either version of Garmin's TrackPointExtension namespace.
    @inline(__always)
    static func isTrackPointExtension(_ name: XMLName) -> Bool {
        name.namespaceURI.equals(trackPointExtensionV1) || name.namespaceURI.equals(trackPointExtensionV2)
    }
}
