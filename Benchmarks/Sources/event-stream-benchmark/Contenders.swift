import Foundation
import XMLMapKit

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An event handler that ignores every event: the cost of the event stream alone.
struct IgnoringHandler: XMLEventHandler {}

/// Counts start tags, so the work cannot be optimised away.
struct CountingHandler: XMLEventHandler {
    var elements = 0
    mutating func startElement(_ element: XMLStartElement, context: XMLEventContext) { elements += 1 }
}

/// Foundation's `XMLParser` (libxml2 on Linux) with a delegate that ignores everything.
final class EmptyFoundationDelegate: NSObject, XMLParserDelegate {
    var elements = 0
    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        elements += 1
    }
}

enum Contenders {
    static func eventStream(_ bytes: [UInt8]) throws {
        var handler = IgnoringHandler()
        try XMLStreamParser().parse(bytes, into: &handler)
    }

    /// Uses `XMLParser(stream:)`: on Linux `XMLParser(data:)` fails (internal error) on inputs
    /// of more than about 10 MB, while the stream form parses them.
    static func foundation(_ data: Data) {
        let parser = XMLParser(stream: InputStream(data: data))
        let delegate = EmptyFoundationDelegate()
        parser.delegate = delegate
        parser.shouldProcessNamespaces = true
        guard parser.parse() else { fatalError("XMLParser failed: \(String(describing: parser.parserError))") }
    }
}

/// The handler stack with a delegating handler: each `<trkpt>` goes to a `PointHandler`.
struct TrackHandler: XMLElementHandler {
    var points = 0
    var latitudeSum = 0.0

    mutating func startElement(_ element: XMLStartElement, context: XMLHandlerContext) -> XMLDescent {
        guard element.name.localName.equals("trkpt") else { return .handle }
        return delegate(to: PointHandler()) { track, latitude, _ in
            track.points += 1
            track.latitudeSum += latitude
        }
    }

    func finish(context: XMLHandlerContext) -> Int { points }
}

/// Looks at a track point's latitude attribute (as bytes: converting it is the mappers' work,
/// measured in their own benchmarks).
struct PointHandler: XMLElementHandler {
    var latitude = 0.0

    mutating func begin(_ element: XMLStartElement, context: XMLHandlerContext) {
        if let value = element.attributes.value("lat") { latitude = Double(value.count) }
    }

    mutating func startElement(_ element: XMLStartElement, context: XMLHandlerContext) -> XMLDescent { .skip }

    func finish(context: XMLHandlerContext) -> Double { latitude }
}

extension Contenders {
    static func handlerStack(_ bytes: [UInt8]) throws {
        let result = try TrackHandler().map(bytes)
        precondition(result.model > 0)
    }
}
