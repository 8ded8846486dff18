/// A coding path as a chain of keys, each link shared by everything encoded under it: the
/// array `codingPath` is built only when asked (an error, the custom key strategy, a type that
/// reads it), instead of a copy of the path for every value encoded.
final class CodingPathLink {
    /// The path this one extends; `nil` at the root.
    let parent: CodingPathLink?
    /// The last key of the path.
    let key: any CodingKey

    /// The path `parent` extended by `key`.
    init(parent: CodingPathLink?, key: any CodingKey) {
        self.parent = parent
        self.key = key
    }

    /// The keys from the root to this one.
    var keys: [any CodingKey] {
        var keys = parent?.keys ?? []
        keys.append(key)
        return keys
    }
}

extension Optional where Wrapped == CodingPathLink {
    /// The keys of the path; none at the root.
    var keys: [any CodingKey] { self?.keys ?? [] }
}
