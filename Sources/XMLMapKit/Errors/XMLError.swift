/// The one error type of XMLMapKit: what went wrong (a stable ``code`` and a readable
/// ``message``), where (``location`` and ``elementPath``) and, when a handler threw, the
/// ``underlyingError``.
///
/// Its description is the form compilers and editors print, `LINE:COLUMN: error: MESSAGE`,
/// followed by the element path when there is one.
public struct XMLError: Error, Sendable, CustomStringConvertible {
    /// What kind of error this is. Codes are stable; messages may be reworded.
    public var code: Code
    /// A human-readable explanation.
    public var message: String
    /// Where the offending markup starts (its `<`, its `&`), or where the input ended.
    public var location: SourceLocation
    /// The open elements when the error was found, like `/rss/channel/item[3]/pubDate`.
    public var elementPath: String
    /// The error a handler threw, when this error wraps one.
    public var underlyingError: (any Error)?

    /// Creates an error.
    public init(
        _ code: Code,
        _ message: String,
        location: SourceLocation = SourceLocation(line: 1, column: 1, byteOffset: 0),
        elementPath: String = "",
        underlyingError: (any Error)? = nil
    ) {
        self.code = code
        self.message = message
        self.location = location
        self.elementPath = elementPath
        self.underlyingError = underlyingError
    }

    /// `LINE:COLUMN: error: MESSAGE (at PATH)`.
    public var description: String { location.diagnostic("error", message, elementPath: elementPath) }
}

extension XMLError {
    /// A stable identifier of an error's kind, grouped in families by prefix (`syntax.`,
    /// `wellformedness.`, `namespace.`, `entity.`, `encoding.`, `limit.`, `input.`,
    /// `handler.`, `mapping.`). New codes can be added without breaking anyone.
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// The identifier, such as `wellformedness.mismatchedTag`.
        public let rawValue: String
        /// Creates a code from its identifier.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The identifier.
        public var description: String { rawValue }

        /// Markup that does not follow the XML grammar.
        public static let syntax = Code(rawValue: "syntax.invalidMarkup")
        /// The input ended inside markup or with elements still open.
        public static let unexpectedEndOfInput = Code(rawValue: "syntax.unexpectedEndOfInput")
        /// A character outside the XML `Char` range, or a malformed UTF-8 sequence.
        public static let invalidCharacter = Code(rawValue: "syntax.invalidCharacter")
        /// A name that does not match the `Name` production.
        public static let invalidName = Code(rawValue: "syntax.invalidName")
        /// An end tag that does not match the open element.
        public static let mismatchedTag = Code(rawValue: "wellformedness.mismatchedTag")
        /// The same attribute appears twice on one element.
        public static let duplicateAttribute = Code(rawValue: "wellformedness.duplicateAttribute")
        /// Content other than comments, PIs and whitespace outside the root element, or no root.
        public static let misplacedContent = Code(rawValue: "wellformedness.misplacedContent")
        /// A well-formedness constraint of the DTD (declarations, parameter entities).
        public static let invalidDeclaration = Code(rawValue: "wellformedness.invalidDeclaration")
        /// A reference to an entity that is not declared.
        public static let undefinedEntity = Code(rawValue: "entity.undefined")
        /// An entity that refers to itself, directly or not.
        public static let recursiveEntity = Code(rawValue: "entity.recursive")
        /// An entity used where it may not be (an unparsed entity in content, an external one in an attribute).
        public static let misusedEntity = Code(rawValue: "entity.misused")
        /// A prefix without a binding, or a forbidden namespace declaration.
        public static let namespace = Code(rawValue: "namespace.invalid")
        /// An encoding this parser does not read, or bytes that do not fit the declared one.
        public static let unsupportedEncoding = Code(rawValue: "encoding.unsupported")
        /// A configured limit was exceeded (expansion, depth, attributes, name or text length).
        public static let limitExceeded = Code(rawValue: "limit.exceeded")
        /// The input could not be read.
        public static let inputUnreadable = Code(rawValue: "input.unreadable")
        /// A value could not be mapped in strict mode (missing, or not parsable).
        public static let invalidValue = Code(rawValue: "mapping.invalidValue")
        /// The document's root element is not one the mapper reads.
        public static let unexpectedRoot = Code(rawValue: "mapping.unexpectedRoot")
        /// A mapping cannot write a model back: one of its rules has no way back (a delegate to
        /// a handler, a converter without a format, a `*` path).
        public static let unwritableRule = Code(rawValue: "mapping.unwritableRule")
        /// A handler threw; see ``XMLError/underlyingError``.
        public static let handlerFailed = Code(rawValue: "handler.failed")
    }
}
