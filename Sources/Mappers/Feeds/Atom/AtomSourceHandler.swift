import XMLMapKit

/// Maps an entry's `<source>` to an ``AtomSource``.
struct AtomSourceHandler: XMLElementHandler {
    private var source = AtomSource()
    private let scope: XMLScope
    private var open: [AtomOpenElement] = []

    /// A handler for a source whose scope is `scope`.
    init(scope: XMLScope) {
        self.scope = scope
    }

    /// Decides how to read a descendant.
    mutating func startElement(_ element: XMLStartElement, context: XMLHandlerContext) -> XMLDescent {
        guard open.isEmpty else {
            open.append(.nested)
            return .handle
        }
        let namespace = FeedNamespace(element.name)
        guard let field = AtomElement.table.field(element.name, in: namespace) else { return .skip }
        let inner = scope.entering(element)
        switch field {
        case .id, .updated, .icon, .logo:
            open.append(.field(field, inner))
            return .collectText
        default:
            return AtomFieldReader.descendFeed(into: field, namespace: namespace, scope: inner, model: \AtomSourceHandler.source, of: self) ?? .skip
        }
    }

    /// Stores a leaf's value.
    mutating func endElement(_ element: XMLEndElement, text: XMLBytes, context: XMLHandlerContext) throws {
        guard case .field(let field, let inner) = open.removeLast() else { return }
        try AtomFieldReader.storeFeed(field, text, scope: inner, into: &source, context: context)
    }

    /// The source.
    func finish(context: XMLHandlerContext) -> AtomSource { source }
}
