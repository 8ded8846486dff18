import XMLMapKit
import XMLMapOutput

/// A person of a show or an episode (`<podcast:person role group img href>Name</…>`).
/// Absent attributes stay `nil`; the namespace's defaults are role `host`, group `cast`.
public struct PodcastPerson: Codable, Sendable, Equatable, FeedLeafValue {
    /// The person's name.
    public var name: String = ""
    /// Their role (`host`, `guest`, `cover art designer`…), from the namespace's taxonomy.
    public var role: String?
    /// The group of the role (`cast`, `writing`, `visuals`…).
    public var group: String?
    /// The URL of their picture.
    public var img: String?
    /// The URL of a page about them.
    public var href: String?

    /// Creates a person.
    public init(name: String, role: String? = nil, group: String? = nil, img: String? = nil, href: String? = nil) {
        self.name = name
        self.role = role
        self.group = group
        self.img = img
        self.href = href
    }

    /// An empty value, which reading and decoding fill.
    public init() {}

    mutating func read(_ element: XMLStartElement, context: XMLHandlerContext) {
        role = FeedValue.attribute(element, "role")
        group = FeedValue.attribute(element, "group")
        img = FeedValue.attribute(element, "img")
        href = FeedValue.attribute(element, "href")
    }

    mutating func read(text: XMLBytes, context: XMLHandlerContext) throws {
        name = FeedValue.string(text) ?? ""
        if name.isEmpty { try context.reportIssue(field: "podcast:person", "missing name") }
    }
}

extension PodcastPerson: ModelShape {
    /// States `name`, `role`, `group`, `img`, `href`.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("name", &name)
        visitor.member("role", &role)
        visitor.member("group", &group)
        visitor.member("img", &img)
        visitor.member("href", &href)
    }
}
