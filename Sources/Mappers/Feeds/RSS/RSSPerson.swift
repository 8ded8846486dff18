import XMLMapKit
import XMLMapOutput

/// A person as RSS writes one, in a single string (`<managingEditor>`, `<author>`,
/// `<dc:creator>`): `me@example.com (My Name)`, `My Name (me@example.com)`,
/// `My Name <me@example.com>`, an address alone or a name alone.
public struct RSSPerson: Codable, Sendable, Equatable {
    /// The text as written (trimmed).
    public var text: String
    /// The name: the text without the e-mail address, or `nil` when nothing else is there.
    public var name: String?
    /// The e-mail address found in the text, if any.
    public var email: String?

    /// An empty person, which decoding fills.
    public init() {
        self.init(text: "")
    }

    /// Reads a person from `text`, telling the name and the address apart.
    public init(text: String) {
        self.text = text
        let separators: Set<Character> = [" ", "\t", "\n", "\r", "(", ")", "<", ">", "[", "]", "\"", ",", ";"]
        var tokens: [Substring] = []
        var current = text.startIndex
        while current < text.endIndex {
            guard let start = text[current...].firstIndex(where: { !separators.contains($0) }) else { break }
            let end = text[start...].firstIndex(where: separators.contains) ?? text.endIndex
            tokens.append(text[start..<end])
            current = end
        }
        guard let address = tokens.first(where: Self.isAddress) else {
            name = text.isEmpty ? nil : text
            return
        }
        email = address.hasPrefix("mailto:") ? String(address.dropFirst(7)) : String(address)
        var rest = text[..<address.startIndex] + text[address.endIndex...]
        for pair in ["()", "<>", "[]"] { rest = rest.replacing(pair, with: "") }
        var trimmed = FeedValue.trim(rest)
        if let first = trimmed.first, let last = trimmed.last, (first == "(" && last == ")") || (first == "<" && last == ">") {
            trimmed = FeedValue.trim(trimmed.dropFirst().dropLast())
        }
        name = trimmed.isEmpty ? nil : String(trimmed)
    }

    /// Whether `token` looks like an e-mail address: something, `@`, something.
    private static func isAddress(_ token: Substring) -> Bool {
        guard let at = token.firstIndex(of: "@") else { return false }
        return at != token.startIndex && token.index(after: at) != token.endIndex
    }
}

extension RSSPerson: ModelShape {
    /// States `text`, `name`, `email`.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("text", &text)
        visitor.member("name", &name)
        visitor.member("email", &email)
    }
}
