import XMLMapKit

/// Maps the `podcast:remoteItem` children of an element (`podcast:podroll`,
/// `podcast:publisher`) to the remote items, their feed URLs resolved in `scope`.
struct PodcastRemoteItemsHandler: XMLElementHandler {
    /// The scope (`xml:base`) around the element.
    private var scope: XMLScope
    private var items: [PodcastRemoteItem] = []

    /// A handler for an element inside `scope`.
    init(scope: XMLScope) {
        self.scope = scope
    }

    /// Enters the element's scope.
    mutating func begin(_ element: XMLStartElement, context: XMLHandlerContext) {
        scope = scope.entering(element)
    }

    /// Reads each `podcast:remoteItem`; skips anything else.
    func startElement(_ element: XMLStartElement, context: XMLHandlerContext) -> XMLDescent {
        guard FeedNamespace(element.name) == .podcast, element.name.localName.equals("remoteItem") else { return .skip }
        let inner = scope.entering(element)
        return leaf(PodcastRemoteItem.self) { handler, item in
            var item = item
            item.feedUrl = item.feedUrl.map(inner.resolve)
            handler.items.append(item)
        }
    }

    /// The remote items, in document order.
    func finish(context: XMLHandlerContext) -> [PodcastRemoteItem] { items }
}
