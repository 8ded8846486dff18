/// A start tag (or the start of an empty-element tag `<a/>`).
public struct XMLStartElement {
    /// Where the tokenizer keeps the name: read in place, field by field, where it was just
    /// written (copying it whole into the event stalls on the stores still in flight).
    @usableFromInline let namePointer: UnsafePointer<XMLName>
    /// The attributes, namespace declarations (`xmlns`, `xmlns:p`) included.
    public let attributes: XMLAttributes
    /// `true` for `<a/>`: the matching ``XMLEndElement`` follows immediately.
    public let isEmptyElementTag: Bool

    /// The element's name, resolved against the namespace declarations in scope.
    @inlinable public var name: XMLName { namePointer.pointee }

    /// Creates the event from its views.
    @inlinable
    init(name: UnsafePointer<XMLName>, attributes: XMLAttributes, isEmptyElementTag: Bool) {
        namePointer = name
        self.attributes = attributes
        self.isEmptyElementTag = isEmptyElementTag
    }
}

/// An end tag (or the end of an empty-element tag).
public struct XMLEndElement {
    /// Where the tokenizer keeps the name (see ``XMLStartElement``).
    @usableFromInline let namePointer: UnsafePointer<XMLName>

    /// The element's name, as in its start tag.
    @inlinable public var name: XMLName { namePointer.pointee }

    /// Creates the event from its view.
    @inlinable
    init(name: UnsafePointer<XMLName>) { namePointer = name }
}

/// Character data: text, the expansion of references, or the content of a CDATA section.
///
/// Long runs arrive in pieces of at most ``XMLParserLimits/textPieceBytes``, split where the
/// content decides, never where the input happened to be chunked. Consecutive text events
/// belong together; ``XMLTextAccumulator`` joins them.
public struct XMLText {
    /// The characters, with references expanded and line ends normalised.
    public let bytes: XMLBytes
    /// Whether the characters come from a CDATA section.
    public let isCDATA: Bool

    /// Creates the event from its view.
    @inlinable
    init(bytes: XMLBytes, isCDATA: Bool) {
        self.bytes = bytes
        self.isCDATA = isCDATA
    }

    /// Whether every character is XML white space (space, tab, line feed, carriage return).
    @inlinable
    public var isWhitespace: Bool {
        bytes.allSatisfy { $0 == 0x20 || $0 == 0x0A || $0 == 0x09 || $0 == 0x0D }
    }
}

/// A processing instruction `<?target data?>`.
public struct XMLProcessingInstruction {
    /// The target name.
    public let target: XMLBytes
    /// Everything after the white space that follows the target, line ends normalised.
    public let data: XMLBytes

    /// Creates the event from its views.
    @inlinable
    init(target: XMLBytes, data: XMLBytes) {
        self.target = target
        self.data = data
    }
}

/// The XML declaration `<?xml version="1.0" encoding="…" standalone="…"?>`.
public struct XMLDeclaration: Sendable, Hashable {
    /// The version, such as `1.0`.
    public var version: String
    /// The declared encoding, when given.
    public var encoding: String?
    /// The standalone declaration, when given.
    public var standalone: Bool?
}
