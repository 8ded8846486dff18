// TEMPORARY until the value-parsers work lands.
enum HTMLNamedEntities {
    static func scalars(forName name: String) -> [Unicode.Scalar]? { name == "nbsp" ? ["\u{A0}"] : nil }
}
