import XMLMapKit
import XMLMapOutput

/// A person or organisation: GPX 1.1's `personType` (the `<author>` of `<metadata>`).
public struct GPXPerson: Sendable, Equatable {
    /// `<name>`.
    public var name: String?
    /// The address: `<email id="…" domain="…"/>` joined as `id@domain` (GPX 1.1), or the text
    /// of GPX 1.0's `<email>`.
    public var email: String?
    /// `<link>`: the person's web page.
    public var link: GPXLink?

    /// An empty person, which decoding fills.
    public init() {
        self.init(name: nil)
    }

    /// Creates a person.
    public init(name: String? = nil, email: String? = nil, link: GPXLink? = nil) {
        self.name = name
        self.email = email
        self.link = link
    }
}

extension GPXPerson: ModelShape {
    /// The members, in order, with GPX's names as keys.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("name", &name)
        visitor.member("email", &email)
        visitor.member("link", &link)
    }
}
