import XMLMapKit
import XMLMapOutput

/// An author or a contributor (`<author>`, `<contributor>`).
public struct AtomPerson: Codable, Sendable, Equatable {
    /// The name.
    public var name: String?
    /// The person's web page (`<uri>`; Atom 0.3's `<url>`), resolved against `xml:base`.
    public var uri: String?
    /// The e-mail address.
    public var email: String?

    /// An empty person, which decoding fills.
    public init() {
        self.init(name: nil)
    }

    /// Creates a person.
    public init(name: String?, uri: String? = nil, email: String? = nil) {
        self.name = name
        self.uri = uri
        self.email = email
    }

    /// The mapping of a person in each Atom namespace (`url` and `homepage` read as `uri`).
    static let mappings: [FeedNamespace: XMLMapping<AtomPerson>] = Dictionary(
        uniqueKeysWithValues: [FeedNamespace.atom, .atom03].map { namespace in
            (
                namespace,
                XMLMapping(AtomPerson(name: nil), defaultNamespace: namespace.uri) { map in
                    map.text("name", to: \.name)
                    map.text("uri", to: \.uri)
                    map.text("url", to: \.uri)
                    map.text("homepage", to: \.uri)
                    map.text("email", to: \.email)
                }
            )
        })
}

extension AtomPerson: ModelShape {
    /// States `name`, `uri`, `email`.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("name", &name)
        visitor.member("uri", &uri)
        visitor.member("email", &email)
    }
}
