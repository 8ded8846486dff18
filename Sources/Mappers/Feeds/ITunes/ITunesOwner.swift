import XMLMapKit
import XMLMapOutput

/// Who to contact about a show (`itunes:owner`).
public struct ITunesOwner: Codable, Sendable, Equatable {
    /// The owner's name (`itunes:name`).
    public var name: String?
    /// The owner's e-mail address (`itunes:email`).
    public var email: String?

    /// An empty owner, which decoding fills.
    public init() {
        self.init(name: nil)
    }

    /// Creates an owner.
    public init(name: String? = nil, email: String? = nil) {
        self.name = name
        self.email = email
    }
}

/// Maps `itunes:owner`, whose children are in the iTunes namespace in any of its spellings.
struct ITunesOwnerHandler: XMLElementHandler {
    private var owner = ITunesOwner()

    /// Collects `itunes:name` and `itunes:email`; skips anything else.
    func startElement(_ element: XMLStartElement, context: XMLHandlerContext) -> XMLDescent {
        guard FeedNamespace(element.name) == .itunes, element.name.localName.equals("name") || element.name.localName.equals("email") else {
            return .skip
        }
        return .collectText
    }

    /// Stores the name or the address.
    mutating func endElement(_ element: XMLEndElement, text: XMLBytes, context: XMLHandlerContext) {
        if element.name.localName.equals("name") {
            owner.name = FeedValue.string(text)
        } else {
            owner.email = FeedValue.string(text)
        }
    }

    /// The owner.
    func finish(context: XMLHandlerContext) -> ITunesOwner { owner }
}

extension ITunesOwner: ModelShape {
    /// States `name`, `email`.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("name", &name)
        visitor.member("email", &email)
    }
}
