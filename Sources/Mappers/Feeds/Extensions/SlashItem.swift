import XMLMapKit
import XMLMapOutput

/// What RSS 1.0's Slash module (`slash:` namespace, `http://purl.org/rss/1.0/modules/slash/`)
/// says of an item: how many comments it has, and where Slash-based sites file it.
public struct SlashItem: Codable, Sendable, Equatable {
    /// How many comments the item has (`slash:comments`).
    public var comments: Int?
    /// The department, Slashdot's subtitle for a story (`slash:department`).
    public var department: String?
    /// The section of the site (`slash:section`).
    public var section: String?
    /// How many comments reach each score threshold, highest threshold last
    /// (`slash:hit_parade`, comma-separated numbers).
    public var hitParade: [Int] = []

    /// No Slash tags.
    public init() {}

    /// Creates the Slash tags of an item.
    public init(comments: Int?, department: String? = nil, section: String? = nil, hitParade: [Int] = []) {
        self.comments = comments
        self.department = department
        self.section = section
        self.hitParade = hitParade
    }
}

extension SlashItem: ModelShape {
    /// States `comments`, `department`, `section`, `hitParade`.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("comments", &comments)
        visitor.member("department", &department)
        visitor.member("section", &section)
        visitor.member("hitParade", &hitParade)
    }
}

/// The elements of the Slash module.
enum SlashElement: Sendable, Equatable {
    case comments, department, section, hitParade

    /// Stores the text of `element` in `slash`, made when the first element comes.
    static func store(_ element: SlashElement, _ text: XMLBytes, into slash: inout SlashItem?, context: XMLHandlerContext) throws {
        var read = slash ?? SlashItem()
        switch element {
        case .comments: read.comments = try FeedValue.int(text, field: "slash:comments", context: context)
        case .department: read.department = FeedValue.string(text)
        case .section: read.section = FeedValue.string(text)
        case .hitParade:
            read.hitParade = []
            for number in FeedValue.list(text) {
                var number = number
                let value = try number.withUTF8 { try FeedValue.int(XMLBytes(UnsafeRawBufferPointer($0)), field: "slash:hit_parade", context: context) }
                if let value { read.hitParade.append(value) }
            }
        }
        if read != SlashItem() { slash = read }
    }
}
