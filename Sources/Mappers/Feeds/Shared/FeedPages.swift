import XMLMapKit
import XMLMapOutput

/// The other documents of a paged or archived feed (RFC 5005, Feed Paging and Archiving), from
/// its `atom:link` elements (an Atom feed's `link`s, an RSS channel's `atom:link`s): each URL
/// resolved against the document's address and `xml:base`, as links are.
///
/// A paged feed (`first`, `previous`, `next`, `last`) is read page by page, following
/// ``next``; an archived feed (`current`, `prev-archive`, `next-archive`) is the newest entries
/// with archives of the older ones behind ``previousArchive``. Of two links of one relation, the
/// first is kept.
public struct FeedPages: Codable, Sendable, Equatable {
    /// The first page (`rel="first"`).
    public var first: String?
    /// The page before this one (`rel="previous"`, or `prev`).
    public var previous: String?
    /// The page after this one (`rel="next"`).
    public var next: String?
    /// The last page (`rel="last"`).
    public var last: String?
    /// The document holding the newest entries of an archived feed (`rel="current"`).
    public var current: String?
    /// The archive of the entries before this document's (`rel="prev-archive"`).
    public var previousArchive: String?
    /// The archive of the entries after this document's (`rel="next-archive"`).
    public var nextArchive: String?

    /// No pages.
    public init() {}

    /// The relations, each with the member holding its target, in the order they are written.
    static let relations: [(rel: String, member: WritableKeyPath<FeedPages, String?> & Sendable)] = [
        ("first", \.first), ("previous", \.previous), ("next", \.next), ("last", \.last), ("current", \.current),
        ("prev-archive", \.previousArchive), ("next-archive", \.nextArchive),
    ]

    /// The member holding the target of a link of relation `rel`, `nil` for a relation of
    /// another kind.
    static func member(forRelation rel: String) -> WritableKeyPath<FeedPages, String?>? {
        let name = FeedLinkRelation.name(rel)
        if name == "prev" { return \.previous }
        return relations.first { $0.rel == name }?.member
    }

    /// Keeps `href`, the target of a link of relation `rel`, when it names a page not known
    /// yet; whether `rel` is a relation of pages.
    mutating func keep(_ href: String, rel: String) -> Bool {
        guard let member = Self.member(forRelation: rel) else { return false }
        if self[keyPath: member] == nil { self[keyPath: member] = href }
        return true
    }

    /// The pages as links (`rel`, `href`), in the order of ``relations``.
    var links: [AtomLink] {
        Self.relations.compactMap { relation in self[keyPath: relation.member].map { AtomLink(href: $0, rel: relation.rel) } }
    }
}

extension FeedPages: ModelShape {
    /// States `first`, `previous`, `next`, `last`, `current`, `previousArchive`, `nextArchive`.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("first", &first)
        visitor.member("previous", &previous)
        visitor.member("next", &next)
        visitor.member("last", &last)
        visitor.member("current", &current)
        visitor.member("previousArchive", &previousArchive)
        visitor.member("nextArchive", &nextArchive)
    }
}
