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
