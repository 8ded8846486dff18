import XMLMapKit

/// Counts a document's elements by their path of local names from the root
/// (`gpx/trk/trkseg/trkpt`), straight from the event stream: a witness that knows nothing of
/// the mappers it checks. An element counts at its end tag, so one cut short by an error does
/// not count, as a mapper keeps only what was finished before the error.
///
/// Only elements in one of `namespaces` (`""` for none) are named by their local name; any
/// other is named `{namespace}local`, so that an extension's `<trkpt>` is not a track point.
struct ElementCounter: XMLElementHandler {
    /// The namespaces whose elements count under their local name.
    let namespaces: Set<String>
    private var path: [String] = []
    private var counts: [String: Int] = [:]

    /// A counter for elements in `namespaces`.
    init(namespaces: Set<String>) {
        self.namespaces = namespaces
    }

    mutating func begin(_ element: XMLStartElement, context: XMLHandlerContext) {
        path = [name(of: element.name)]
    }

    mutating func startElement(_ element: XMLStartElement, context: XMLHandlerContext) -> XMLDescent {
        path.append(name(of: element.name))
        return .handle
    }

    mutating func endElement(_ element: XMLEndElement, text: XMLBytes, context: XMLHandlerContext) {
        counts[path.joined(separator: "/"), default: 0] += 1
        path.removeLast()
    }

    /// How many elements have each path.
    func finish(context: XMLHandlerContext) -> [String: Int] { counts }

    private func name(of name: XMLName) -> String {
        let namespace = name.namespaceURI.string
        return namespaces.contains(namespace) ? name.localName.string : "{\(namespace)}\(name.localName.string)"
    }
}
