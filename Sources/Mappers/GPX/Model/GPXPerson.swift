/// A person or organisation: GPX 1.1's `personType` (the `<author>` of `<metadata>`).
public struct GPXPerson: Codable, Sendable, Equatable {
    /// `<name>`.
    public var name: String?
    /// The address: `<email id="…" domain="…"/>` joined as `id@domain` (GPX 1.1), or the text
    /// of GPX 1.0's `<email>`.
    public var email: String?
    /// `<link>`: the person's web page.
    public var link: GPXLink?

    /// Creates a person.
    public init(name: String? = nil, email: String? = nil, link: GPXLink? = nil) {
        self.name = name
        self.email = email
        self.link = link
    }
}
