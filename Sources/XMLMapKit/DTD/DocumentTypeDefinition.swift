/// A declared general entity.
struct EntityDeclaration {
    /// The entity's name.
    var name: [UInt8]
    /// The replacement text (empty for external entities, which are never read).
    var replacement: OwnedBytes
    /// Declared with `SYSTEM` or `PUBLIC`: never fetched, reported as skipped.
    var isExternal: Bool
    /// Declared with `NDATA`: may only be named in `ENTITY` attributes, never referenced.
    var isUnparsed: Bool
    /// Being expanded right now (a reference to it now would be recursion).
    var isOpen = false
    /// Whether the replacement text holds neither `<` nor `&`, so it can be copied as text.
    var isPlainText: Bool

    /// The name, for messages.
    var nameString: String { String(decoding: name, as: UTF8.self) }
}

/// A declared attribute of an element type, from `<!ATTLIST …>`.
struct AttributeDeclaration {
    /// The attribute's qualified name.
    var name: OwnedBytes
    /// Length of the name's prefix (0 when unprefixed).
    var prefixLength: Int
    /// `CDATA` values are kept as written; tokenized and enumerated types are collapsed.
    var isCDATA: Bool
    /// The normalised default value, when one is declared (`#FIXED` included).
    var defaultValue: OwnedBytes?
}

/// What the document type declaration's internal subset declared, as far as it was read.
struct DocumentTypeDefinition {
    /// General entities, in declaration order (the first declaration of a name wins).
    var entities: [EntityDeclaration] = []
    /// Index into `entities` by name.
    var entityIndexByName: [[UInt8]: Int] = [:]
    /// Declared attributes by element name.
    var attributeLists: [[UInt8]: [AttributeDeclaration]] = [:]
    /// Whether any attribute list was declared (checked on every start tag).
    var hasAttributeLists = false
    /// Whether declarations may exist that were not read (an external subset, or a parameter
    /// entity that was not read): references to undeclared entities are then skipped, not errors.
    var mayHaveUnreadDeclarations = false

    /// The index of the general entity named `name`.
    func entityIndex(named name: UnsafeBufferPointer<UInt8>) -> Int? {
        if entityIndexByName.isEmpty { return nil }
        return entityIndexByName[Array(name)]
    }
}
