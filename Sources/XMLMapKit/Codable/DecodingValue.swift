/// What a decoder of one value reads from.
enum DecodingValue {
    /// An element: the document's root, an item of a list, or the value of a key.
    /// `isItem`: reached as an item of a list (its keyed container is then a choice, and it
    /// is never `nil`: the element is there).
    case element(DecodingNode, isItem: Bool)
    /// The child elements of `owner` that a key names, as the items of an array.
    case elements([DecodingNode], owner: DecodingNode)
    /// An attribute's value, or the text of `owner` (the key `""`).
    case text(String, owner: DecodingNode)
    /// A key `owner` has no value for, decoded as an empty array or dictionary.
    case absent(owner: DecodingNode)

    /// The element the value is in, for error locations.
    var owner: DecodingNode {
        switch self {
        case .element(let node, _): node
        case .elements(let nodes, let owner): nodes.first ?? owner
        case .text(_, let owner), .absent(let owner): owner
        }
    }
}

/// Arrays, sets and dictionaries: a key with no value decodes as an empty one rather than
/// failing, as in XMLCoder (`<container/>` is `[]` for `let value: [String]`).
protocol XMLEmptyDecodable {}
extension Array: XMLEmptyDecodable {}
extension ContiguousArray: XMLEmptyDecodable {}
extension Set: XMLEmptyDecodable {}
extension Dictionary: XMLEmptyDecodable {}

/// Arrays and sets: a key names all the same-named child elements, their items.
protocol XMLListDecodable {}
extension Array: XMLListDecodable {}
extension ContiguousArray: XMLListDecodable {}
extension Set: XMLListDecodable {}

/// Optionals: a key with no value decodes as `nil` even through `decode(_:forKey:)` (a
/// generic property whose type is optional), and an item of a list that is an empty
/// element and cannot be decoded is `nil`.
protocol XMLOptionalDecodable {
    /// `nil`.
    static var empty: Self { get }
}
extension Optional: XMLOptionalDecodable {
    static var empty: Self { nil }
}
