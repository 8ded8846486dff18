/// An open element, as the tokenizer remembers it until its end tag.
struct OpenElement {
    /// Its qualified name's first byte: in the input, where the start tag is, until those bytes
    /// move or are released; then in `XMLTokenizer.elementNames` (see
    /// `XMLTokenizer.keepOpenElementNames()`).
    var nameStart: UnsafePointer<UInt8>
    var nameLength: Int
    var prefixLength: Int
    /// Where its namespace URI is in `XMLTokenizer.namespaceBytes`.
    var namespaceOffset: Int
    var namespaceLength: Int
    /// How many namespace bindings were in scope before its start tag.
    var bindingCount: Int
    /// Where its own children's counts start in `XMLTokenizer.siblingCounts`.
    var siblingCountStart: Int
    /// Its position among same-named siblings, from 1.
    var siblingIndex: Int32
    /// One bit (of 64, chosen by the name's hash) for each name among its children so far.
    var childNameBits: UInt64 = 0
    /// Absolute offset of its start tag's `<`.
    var startOffset: Int
    /// Line and column of its start tag, resolved before the tag's bytes left the buffer
    /// (0 until then; see `XMLTokenizer.resolveLocations(before:)`).
    var startLine: Int32 = 0
    var startColumn: Int32 = 0
}

/// How many children with one name (by hash) an open element has had.
struct SiblingCount {
    var nameHash: UInt64
    var count: Int32
}

/// A namespace declaration in scope.
struct NamespaceBinding {
    /// The prefix's bytes in `XMLTokenizer.namespaceBytes` (length 0: the default namespace).
    var prefixOffset: Int
    var prefixLength: Int
    /// The URI's bytes in `XMLTokenizer.namespaceBytes` (length 0: undeclared default namespace).
    var uriOffset: Int
    var uriLength: Int
    /// The default namespace in scope before this binding's tag (`XMLTokenizer.defaultNamespace`),
    /// restored when a binding of the default namespace goes out of scope.
    var defaultBefore: (offset: Int, length: Int)

    /// `http://www.w3.org/XML/1998/namespace`, bound to the `xml` prefix everywhere.
    static let xmlNamespaceURI: [UInt8] = Array("http://www.w3.org/XML/1998/namespace".utf8)
    /// `http://www.w3.org/2000/xmlns/`, the namespace of namespace declarations.
    static let xmlnsNamespaceURI: [UInt8] = Array("http://www.w3.org/2000/xmlns/".utf8)
}

/// An attribute while its tag is scanned; turned into an ``XMLAttribute`` once the tag is complete.
struct AttributeSlot {
    var nameStart: UnsafePointer<UInt8>
    var nameLength: Int
    var prefixLength: Int
    /// The value's offset in the input (`valueIsScratch == false`) or in `valueScratch`.
    var valueOffset: Int
    var valueLength: Int
    var valueIsScratch: Bool
    var isSpecified: Bool
    var namespaceOffset = 0
    var namespaceLength = 0
    /// Declared value from the DTD (defaults), when the value lives there.
    var valueStorage: UnsafePointer<UInt8>? = nil
}

/// An entity whose replacement text is being read as content.
struct EntityFrame {
    /// The entity's index in the DTD's table.
    var entityIndex: Int
    /// The source that referenced it, to return to.
    var savedInput: UnsafePointer<UInt8>
    var savedInputEnd: Int
    var savedPosition: Int
    /// Elements open when the reference was met: the entity must close what it opens.
    var baseDepth: Int
    /// Absolute offset of the outermost reference in the document, for locations.
    var referenceOffset: Int
}
