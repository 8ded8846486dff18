import XMLMapKit

extension XMLNode {
    /// Whether a conversion between RSS and Atom carries the element, kept by the mapper of
    /// one format without reading it, over to the other's extensions: one in a namespace no
    /// feed mapper reads (``FeedNamespace/other``: a publisher's own, one the mappers do not
    /// know), which the other format's mapper keeps unread too. One in RSS's or Atom's own
    /// namespaces (or in none) belongs to the structure of the format it comes from, and one
    /// in a namespace the mappers read (Dublin Core, iTunes, Media RSS…) would be read into
    /// the other format's fields, where the conversion puts what it carries over of them.
    var crossesFeedFormats: Bool { FeedNamespace(uri: namespaceURI) == .other }
}
