import XMLMapKit

@testable import Mappers

/// Walks a feed's event stream, apart from the mappers, and collects every element the `rss`
/// or `atom` mapper does not read at the levels it keeps them: the children of the root and
/// the channel (RSS) or of the feed (Atom), and those of each item or entry. What is read is
/// asked of the mappers' field tables (`RSSChannelField`, `RSSItemField`, `MediaElement`,
/// `GeoElement`, `AtomElement` and its levels), so that a field added to a table is read here
/// too; of an RSS channel's or item's `atom:link`s, those of the relations the model stores
/// (`self`, pages, `payment`) are read, the others kept.
struct UnreadElementWalk: XMLEventHandler {
    /// An element seen whole: what the model and the output must hold of it.
    struct Element: Equatable, CustomStringConvertible {
        /// The qualified name as written.
        var name: String
        /// The namespace URI (empty when none).
        var namespaceURI: String
        /// Each attribute but namespace declarations, as `name{namespace}=value`.
        var attributes: [String] = []
        /// All the text inside it, in document order.
        var text = ""
        /// How many elements are inside it, at any depth.
        var descendants = 0

        /// The element's summary, for messages.
        var description: String { "\(name) {\(namespaceURI)} \(attributes) \(descendants) inside, text \(text.debugDescription)" }

        /// The summary of a tree the model holds.
        init(_ node: XMLNode) {
            name = node.name
            namespaceURI = node.namespaceURI
            attributes = node.attributes.map { "\($0.name){\($0.namespaceURI)}=\($0.value)" }
            for child in node.children {
                switch child {
                case .text(let text): self.text += text
                case .element(let element):
                    let inner = Element(element)
                    text += inner.text
                    descendants += 1 + inner.descendants
                }
            }
        }

        /// The summary of a tree as `json` writes it (an object with `name`, `namespaceURI`,
        /// `attributes` and `children`, the empty ones left out); `nil` for another value.
        init?(json: Any) {
            guard let object = json as? [String: Any], let name = object["name"] as? String else { return nil }
            self.name = name
            namespaceURI = object["namespaceURI"] as? String ?? ""
            attributes = (object["attributes"] as? [[String: Any]] ?? []).map {
                "\($0["name"] as? String ?? ""){\($0["namespaceURI"] as? String ?? "")}=\($0["value"] as? String ?? "")"
            }
            for child in object["children"] as? [Any] ?? [] {
                if let text = child as? String {
                    self.text += text
                } else if let inner = Element(json: child) {
                    text += inner.text
                    descendants += 1 + inner.descendants
                } else {
                    return nil
                }
            }
        }

        /// An element starting in the stream.
        init(_ element: XMLStartElement) {
            name = element.name.qualifiedName.string
            namespaceURI = element.name.namespaceURI.string
            attributes = element.attributes.filter { !$0.name.namespaceURI.equals("http://www.w3.org/2000/xmlns/") }.map {
                "\($0.name.qualifiedName.string){\($0.name.namespaceURI.string)}=\($0.value.string)"
            }
        }
    }

    /// What an open element is to the walk.
    private enum Frame {
        /// The root: the RSS `rss` or `rdf:RDF`, the Atom `feed`.
        case root
        /// An RSS channel.
        case channel
        /// An item or an entry.
        case item
        /// An element the mapper reads, or one inside it.
        case read
        /// An element the mapper does not read, being collected for the last item
        /// (`isItems`) or for the feed.
        case unread(isItems: Bool)
        /// An element inside an unread one.
        case insideUnread
    }

    /// Whether the feed is Atom (else RSS).
    let isAtom: Bool
    /// The elements the feed (the RSS channel and root) does not read, in document order.
    private(set) var feedElements: [Element] = []
    /// Those of each item or entry, in document order.
    private(set) var itemElements: [[Element]] = []
    /// The open elements.
    private var frames: [Frame] = []
    /// The unread element being collected.
    private var collecting: Element?

    /// A walk of an Atom feed (`isAtom`) or an RSS feed.
    init(isAtom: Bool) {
        self.isAtom = isAtom
    }

    mutating func startElement(_ element: XMLStartElement, context: XMLEventContext) {
        let frame: Frame
        switch frames.last {
        case nil: frame = .root
        case .root: frame = isAtom ? atomFeedChild(element) : rssRootChild(element)
        case .channel: frame = rssChannelChild(element)
        case .item: frame = isAtom ? atomEntryChild(element) : rssItemChild(element)
        case .read: frame = .read
        case .unread, .insideUnread:
            collecting?.descendants += 1
            frame = .insideUnread
        }
        if case .unread = frame { collecting = Element(element) }
        if case .item = frame { itemElements.append([]) }
        frames.append(frame)
    }

    mutating func text(_ text: XMLText, context: XMLEventContext) {
        if collecting != nil { collecting!.text += text.bytes.string }
    }

    mutating func endElement(_ element: XMLEndElement, context: XMLEventContext) {
        guard case .unread(let isItems) = frames.removeLast(), let element = collecting else { return }
        if isItems { itemElements[itemElements.count - 1].append(element) } else { feedElements.append(element) }
        collecting = nil
    }

    /// A child of `rss` or `rdf:RDF`: the channel, an element the channel table reads (RSS
    /// 1.0's items, image and text input), else unread, as is any of another namespace.
    private func rssRootChild(_ element: XMLStartElement) -> Frame {
        let namespace = FeedNamespace(element.name)
        guard namespace.isRSS else { return .unread(isItems: false) }
        if element.name.localName.string.lowercased() == "channel" { return .channel }
        return rssChannelChild(element)
    }

    /// A child of the channel: a geo element, an item, another element the channel table
    /// reads, else unread.
    private func rssChannelChild(_ element: XMLStartElement) -> Frame {
        if Self.isGeometry(element) { return .read }
        return switch RSSChannelField.table.field(element.name, in: FeedNamespace(element.name)) {
        case .item?: .item
        case .atomLink?: Self.isStoredLink(element, relations: { $0 == "self" || FeedPages.member(forRelation: $0) != nil }) ? .read : .unread(isItems: false)
        case _?: .read
        case nil: .unread(isItems: false)
        }
    }

    /// A child of an item: read by the Media RSS table in its namespace, else by the geo or the
    /// item table.
    private func rssItemChild(_ element: XMLStartElement) -> Frame {
        let namespace = FeedNamespace(element.name)
        let isRead =
            namespace == .media
            ? MediaElement.table.field(element.name, in: .media) != nil
            : Self.isGeometry(element) || Self.isReadInItem(RSSItemField.table.field(element.name, in: namespace), element)
        return isRead ? .read : .unread(isItems: true)
    }

    /// A child of an Atom feed: a geo element, an entry, another element a feed reads, else
    /// unread.
    private func atomFeedChild(_ element: XMLStartElement) -> Frame {
        if Self.isGeometry(element) { return .read }
        guard let field = AtomElement.table.field(element.name, in: FeedNamespace(element.name)), field.isFeedElement else {
            return .unread(isItems: false)
        }
        return field == .entry ? .item : .read
    }

    /// A child of an entry: read by the Media RSS table in its namespace, else by the geo
    /// table, else when the Atom table has it as an entry's.
    private func atomEntryChild(_ element: XMLStartElement) -> Frame {
        let namespace = FeedNamespace(element.name)
        if namespace == .media { return MediaElement.table.field(element.name, in: .media) != nil ? .read : .unread(isItems: true) }
        if Self.isGeometry(element) { return .read }
        return AtomElement.table.field(element.name, in: namespace)?.isEntryElement == true ? .read : .unread(isItems: true)
    }

    /// Whether the element says where its channel, item, feed or entry is (GeoRSS, GML, W3C
    /// Basic Geo), which those read.
    private static func isGeometry(_ element: XMLStartElement) -> Bool {
        GeoElement.table.field(element.name, in: FeedNamespace(element.name)) != nil
    }

    /// Whether an item reads an element the item table gives `field`: an `atom:link` only of
    /// relation `payment`.
    private static func isReadInItem(_ field: RSSItemField?, _ element: XMLStartElement) -> Bool {
        guard let field else { return false }
        return field != .atomLink || isStoredLink(element, relations: { _ in false })
    }

    /// Whether the model stores the `atom:link` `element`: one of relation `payment`, or of a
    /// relation `stores` says, with an `href` (`self` without one too).
    private static func isStoredLink(_ element: XMLStartElement, relations stores: (String) -> Bool) -> Bool {
        guard let rel = element.attributes.value("rel").map(\.string) else { return false }
        if rel == "self" && stores(rel) { return true }
        guard element.attributes.value("href") != nil else { return false }
        return FeedLinkRelation.isPayment(rel) || stores(rel)
    }
}
