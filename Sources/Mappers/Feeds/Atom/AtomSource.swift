#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import XMLMapKit
import XMLMapOutput

/// The metadata of the feed an entry was copied from (`<source>`).
public struct AtomSource: Codable, Sendable, Equatable {
    /// The source feed's identifier.
    public var id: String?
    /// Its title.
    public var title: AtomTextConstruct?
    /// Its subtitle.
    public var subtitle: AtomTextConstruct?
    /// Its rights.
    public var rights: AtomTextConstruct?
    /// When it last changed.
    public var updated: Date?
    /// Its authors.
    public var authors: [AtomPerson] = []
    /// Its contributors.
    public var contributors: [AtomPerson] = []
    /// Its links.
    public var links: [AtomLink] = []
    /// Its categories.
    public var categories: [AtomCategory] = []
    /// The program that made it.
    public var generator: AtomGenerator?
    /// Its icon.
    public var icon: String?
    /// Its logo.
    public var logo: String?

    /// An empty source.
    public init() {}

    /// The `href` of the first `alternate` link.
    public var link: String? { links.first { $0.rel == "alternate" }?.href }
}

extension AtomSource: ModelShape {
    /// States the source feed's members, in the order of ``AtomFeed``'s.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("id", &id)
        visitor.member("title", &title)
        visitor.member("subtitle", &subtitle)
        visitor.member("rights", &rights)
        visitor.member("updated", &updated)
        visitor.member("authors", &authors)
        visitor.member("contributors", &contributors)
        visitor.member("links", &links)
        visitor.member("categories", &categories)
        visitor.member("generator", &generator)
        visitor.member("icon", &icon)
        visitor.member("logo", &logo)
    }
}
