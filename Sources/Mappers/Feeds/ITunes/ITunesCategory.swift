import XMLMapKit
import XMLMapOutput

/// An Apple Podcasts category (`<itunes:category text="News">`) with its subcategories
/// (nested `itunes:category` elements).
public struct ITunesCategory: Codable, Sendable, Equatable {
    /// The category's name, from its `text` attribute.
    public var name: String
    /// The subcategories.
    public var subcategories: [ITunesCategory] = []

    /// An empty category, which decoding fills.
    public init() {
        self.init(name: "")
    }

    /// Creates a category.
    public init(name: String, subcategories: [ITunesCategory] = []) {
        self.name = name
        self.subcategories = subcategories
    }
}

/// Maps an `itunes:category` and the categories nested in it.
struct ITunesCategoryHandler: XMLElementHandler {
    private var category = ITunesCategory(name: "")

    /// Reads the name.
    mutating func begin(_ element: XMLStartElement, context: XMLHandlerContext) throws {
        guard let name = FeedValue.attribute(element, "text") else {
            return try context.reportIssue(field: "itunes:category@text", "missing")
        }
        category.name = name
    }

    /// Maps a nested category with a handler of its own; skips anything else.
    func startElement(_ element: XMLStartElement, context: XMLHandlerContext) -> XMLDescent {
        guard FeedNamespace(element.name) == .itunes, element.name.localName.equals("category") else { return .skip }
        return delegate(to: ITunesCategoryHandler()) { handler, subcategory, _ in
            handler.category.subcategories += subcategory.name.isEmpty ? subcategory.subcategories : [subcategory]
        }
    }

    /// The category (with an empty name when it had none).
    func finish(context: XMLHandlerContext) -> ITunesCategory { category }
}

extension ITunesCategory: ModelShape {
    /// States `name` and the `subcategories`.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("name", &name)
        visitor.member("subcategories", &subcategories)
    }
}
