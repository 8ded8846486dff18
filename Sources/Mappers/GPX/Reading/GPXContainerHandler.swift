import XMLMapKit

/// A GPX handler that keeps what it does not model: unknown elements and extensions become
/// ``XMLNode`` trees, never dropped, and `<link>`s are read by ``GPXLinkHandler``.
protocol GPXContainerHandler: XMLElementHandler {
    /// Stores an element kept as a tree where it belongs (the open point, segment, track…).
    mutating func keep(_ node: XMLNode)
    /// Stores a link where it belongs.
    mutating func addLink(_ link: GPXLink)
}

extension GPXContainerHandler {
    /// Keeps the element as a tree, handed to ``keep(_:)``.
    var keeping: XMLDescent {
        delegate(to: XMLNodeBuilder()) { handler, node, _ in handler.keep(node) }
    }

    /// Reads the `<link>`, handed to ``addLink(_:)``.
    var readingLink: XMLDescent {
        delegate(to: GPXLinkHandler()) { handler, link, _ in
            if let link { handler.addLink(link) }
        }
    }

    /// How to descend into an element inside a point, as its ``GPXPointReader`` decided.
    @inline(__always)
    func descent(_ descent: GPXPointReader.Descent) -> XMLDescent {
        switch descent {
        case .collectText: .collectText
        case .handle: .handle
        case .skip: .skip
        case .keep: keeping
        case .link: readingLink
        }
    }
}
