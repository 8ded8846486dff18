#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import XMLMapKit

/// Reads GPX values from bytes, reporting what cannot be read: an issue in lenient mode
/// (the value is left out), an error with line and column in strict mode.
///
/// An element that is empty or only white space (`<ele></ele>`, as some loggers write) is
/// taken as absent, without an issue.
enum GPXValue {
    /// A decimal number.
    @inline(__always)
    static func double(_ text: XMLBytes, field: @autoclosure () -> String, context: XMLHandlerContext) throws -> Double? {
        if let value = NumberValue.parseDouble(text) { return value }
        try reportUnlessBlank(text, field: field(), "not a number", context: context)
        return nil
    }

    /// A whole number.
    static func int(_ text: XMLBytes, field: @autoclosure () -> String, context: XMLHandlerContext) throws -> Int? {
        if let value = NumberValue.parseInt(text) { return value }
        try reportUnlessBlank(text, field: field(), "not a whole number", context: context)
        return nil
    }

    /// An ISO 8601 / RFC 3339 time (`2013-01-01T12:00:00Z`); no offset means UTC.
    @inline(__always)
    static func time(_ text: XMLBytes, field: @autoclosure () -> String, context: XMLHandlerContext) throws -> Date? {
        if let value = FeedDate.parseISO8601(text) { return value }
        try reportUnlessBlank(text, field: field(), "not an ISO 8601 time", context: context)
        return nil
    }

    /// The `lat` and `lon` attributes of a point, checked to be within −90…90 and −180…180.
    /// `nil` (after an issue) when either is missing, unparsable or out of range.
    @inline(__always)
    static func position(
        of element: XMLStartElement, elementName: String, context: XMLHandlerContext
    ) throws -> (lat: Double, lon: Double)? {
        var lat: Double?
        var lon: Double?
        for attribute in element.attributes where attribute.name.prefix.isEmpty {
            let name = attribute.name.localName
            if name.equals("lat") {
                lat = try coordinate(attribute.value, limit: 90, field: "\(elementName).lat", context: context)
                if lat == nil { return nil }
            } else if name.equals("lon") {
                lon = try coordinate(attribute.value, limit: 180, field: "\(elementName).lon", context: context)
                if lon == nil { return nil }
            }
        }
        guard let lat, let lon else {
            try context.reportIssue(field: "\(elementName).\(lat == nil ? "lat" : "lon")", "missing attribute")
            return nil
        }
        return (lat, lon)
    }

    /// The `minlat`, `minlon`, `maxlat` and `maxlon` attributes of `<bounds>`.
    static func bounds(of element: XMLStartElement, context: XMLHandlerContext) throws -> GPXBounds? {
        let attributes = element.attributes
        guard let minlat = try boundsEdge(attributes.value("minlat"), "minlat", limit: 90, context: context),
            let minlon = try boundsEdge(attributes.value("minlon"), "minlon", limit: 180, context: context),
            let maxlat = try boundsEdge(attributes.value("maxlat"), "maxlat", limit: 90, context: context),
            let maxlon = try boundsEdge(attributes.value("maxlon"), "maxlon", limit: 180, context: context)
        else { return nil }
        return GPXBounds(minlat: minlat, minlon: minlon, maxlat: maxlat, maxlon: maxlon)
    }

    private static func boundsEdge(_ value: XMLBytes?, _ name: String, limit: Double, context: XMLHandlerContext) throws -> Double? {
        guard let value else {
            try context.reportIssue(field: "bounds.\(name)", "missing attribute")
            return nil
        }
        return try coordinate(value, limit: limit, field: "bounds.\(name)", context: context)
    }

    @inline(__always)
    private static func coordinate(
        _ value: XMLBytes, limit: Double, field: @autoclosure () -> String, context: XMLHandlerContext
    ) throws -> Double? {
        guard let degrees = NumberValue.parseDouble(value) else {
            try context.reportIssue(field: field(), "not a number: '\(value.string)'")
            return nil
        }
        guard abs(degrees) <= limit else {
            try context.reportIssue(field: field(), "\(value.string) is beyond ±\(Int(limit))°")
            return nil
        }
        return degrees
    }

    private static func reportUnlessBlank(_ text: XMLBytes, field: String, _ reason: String, context: XMLHandlerContext) throws {
        guard let value = text.nonBlankText else { return }
        try context.reportIssue(field: field, "\(reason): '\(value)'")
    }
}
