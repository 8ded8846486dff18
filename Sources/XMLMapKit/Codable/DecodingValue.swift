/// What a decoder of one value reads from: nodes of the ``DecodingTree``, by index (so that
/// values are copied and dropped without reference counting).
enum DecodingValue {
    /// An element: the decoded element, the value of a key, an item of a list, or the
    /// element itself under the key `""`.
    case element(Int32, role: ElementRole)
    /// The child elements of `owner` that a key names, as the items of an array.
    case elements(ItemList, owner: Int32)
    /// The value of the attribute at this index of the tree's attributes, in `owner`.
    case attribute(Int32, owner: Int32)
    /// A key `owner` has no value for, decoded as an empty array or dictionary.
    case absent(owner: Int32)

    /// The element the value is in, for error locations.
    func owner(in tree: DecodingTree) -> Int32 {
        switch self {
        case .element(let node, _): node
        case .elements(let items, let owner): items.count > 0 ? tree.item(0, of: items) : owner
        case .attribute(_, let owner), .absent(let owner): owner
        }
    }
}

/// The elements of a list: a run of the tree's ``DecodingTree/items``.
struct ItemList {
    var start: Int32
    var count: Int32

    /// No elements.
    static let empty = ItemList(start: 0, count: 0)
}

/// What the decoder needs to know of a few kinds of types, found with one dynamic cast:
/// arrays, sets and dictionaries, optionals, and the property wrappers.
protocol XMLDecodingTraits {
    /// Arrays and sets: a key names all the same-named child elements, their items.
    static var isList: Bool { get }
    /// Arrays, sets, dictionaries and optionals: a key with no value decodes as an empty one
    /// or `nil` rather than failing, as in XMLCoder (`<container/>` is `[]` for
    /// `let value: [String]`), also through `decode(_:forKey:)`.
    static var decodesAbsentKeys: Bool { get }
    /// The property wrappers: where their value is.
    static var nodeDecoding: XMLDecoder.NodeDecoding? { get }
    /// Arrays: the type of their items. For an array of optionals a lone empty element is
    /// an item (`[""]` for `[String?]`, as in XMLCoder); for other lists it is `[]`.
    static var elementType: Any.Type? { get }
}

extension XMLDecodingTraits {
    static var isList: Bool { false }
    static var decodesAbsentKeys: Bool { true }
    static var nodeDecoding: XMLDecoder.NodeDecoding? { nil }
    static var elementType: Any.Type? { nil }
}

extension Array: XMLDecodingTraits {
    static var isList: Bool { true }
    static var elementType: Any.Type? { Element.self }
}
extension ContiguousArray: XMLDecodingTraits {
    static var isList: Bool { true }
    static var elementType: Any.Type? { Element.self }
}
extension Set: XMLDecodingTraits { static var isList: Bool { true } }
extension Dictionary: XMLDecodingTraits {}
extension Optional: XMLDecodingTraits {}

/// Optionals: an item of a list that is an empty element and cannot be decoded is `nil`.
protocol XMLOptionalDecodable {
    /// `nil`.
    static var empty: Self { get }
}
extension Optional: XMLOptionalDecodable {
    static var empty: Self { nil }
}

/// How an element was reached, which decides when it is `nil` and what its keys are.
enum ElementRole {
    /// The decoded element or the value of a key: `nil` when empty (`<value/>`).
    case value
    /// An item of a list: never `nil` (the element is there; an empty one is `""` for a
    /// `String?`), and its keyed container is a choice when keyed by ``XMLChoiceCodingKey``s.
    case item
    /// The element itself, under the key `""`: its text, or, for a type with keys, the
    /// element (an enum case's inline payload); `nil` when it has no text.
    case intrinsic
}
