import Foundation

/// Decodes `Decodable` values from XML, with XMLCoder's API and conventions, on the handler
/// stack: code written for XMLCoder's `XMLDecoder` compiles unchanged.
///
/// ```swift
/// struct RSS: Decodable { let channel: Channel }
/// struct Channel: Decodable { let title: String; let item: [Item] }
/// struct Item: Decodable { let title: String; let enclosure: Enclosure? }
/// struct Enclosure: Decodable { let url: URL; let length: Int }   // attributes
///
/// let feed = try XMLDecoder().decode(RSS.self, from: data)
/// ```
///
/// The root element is the top-level keyed container. A key is a child element's or an
/// attribute's qualified name as written (`itunes:duration`), or its local name with
/// ``shouldProcessNamespaces``; the key `""` is the element's text. Repeated child elements
/// decode into an array under their name, an element with attributes still decodes as a
/// `String` (its text), and an empty element is `nil` for an optional, `""` for a `String`
/// and `[]` for an array. Where a value is (attribute or element) is said by
/// ``DynamicNodeDecoding``, the ``Attribute``, ``Element`` and ``ElementAndAttribute``
/// wrappers, or ``nodeDecodingStrategy``.
///
/// A value that cannot be decoded throws a `DecodingError` whose debug description gives the
/// element's line, column and path; XML that is not well-formed throws the ``XMLError``.
/// ``decode(_:elementsAt:contentsOfFile:_:)`` decodes the elements at a path one at a time,
/// in memory bounded by one element.
public final class XMLDecoder {
    /// How dates are read (default: ``DateDecodingStrategy-swift.enum/secondsSince1970``, as in XMLCoder).
    public var dateDecodingStrategy: DateDecodingStrategy = .secondsSince1970
    /// How `Data` is read (default: base64).
    public var dataDecodingStrategy: DataDecodingStrategy = .base64
    /// How infinities and NaN are read (default: they are errors).
    public var nonConformingFloatDecodingStrategy: NonConformingFloatDecodingStrategy = .throw
    /// How names become keys (default: as written).
    public var keyDecodingStrategy: KeyDecodingStrategy = .useDefaultKeys
    /// Where values are looked for (default: ask the type, else element or attribute).
    public var nodeDecodingStrategy: NodeDecodingStrategy = .deferredToDecoder
    /// Passed to the types being decoded.
    public var userInfo: [CodingUserInfoKey: Any] = [:]
    /// `true`: keys match local names (`duration` for `<itunes:duration>`); `false` (the
    /// default): qualified names as written.
    public var shouldProcessNamespaces = false
    /// Whether white space around values is removed (default `true`).
    public var trimValueWhitespaces: Bool
    /// Whether child elements holding only white space are left out (default `false`).
    public var removeWhitespaceElements: Bool
    /// XMLCoder's length of XML quoted in error messages; accepted for source compatibility.
    /// Errors here always name the line, column and element path instead.
    public var errorContextLength: UInt = 0
    /// How the XML is parsed and checked (default: strict, so XML that is not well-formed is
    /// an error). `XMLMappingOptions()` reads the HTML entities and broken markup of real feeds.
    public var mappingOptions: XMLMappingOptions = .strict

    /// A decoder with XMLCoder's defaults.
    public init(trimValueWhitespaces: Bool = true, removeWhitespaceElements: Bool = false) {
        self.trimValueWhitespaces = trimValueWhitespaces
        self.removeWhitespaceElements = removeWhitespaceElements
    }

    /// Decodes a value of `type` from the document in `data`.
    public func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        try decode(type, input: .bytes(Array(data)))
    }

    /// Decodes a value of `type` from the document in `bytes`.
    public func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) throws -> T {
        try decode(type, input: .bytes(bytes))
    }

    /// Decodes a value of `type` from the file at `path`, read in chunks.
    public func decode<T: Decodable>(_ type: T.Type, contentsOfFile path: String) throws -> T {
        try decode(type, input: .file(path))
    }

    /// What a decoding handler needs of this decoder, copied when decoding starts.
    var configuration: Configuration {
        Configuration(
            dateDecodingStrategy: dateDecodingStrategy, dataDecodingStrategy: dataDecodingStrategy,
            nonConformingFloatDecodingStrategy: nonConformingFloatDecodingStrategy, keyDecodingStrategy: keyDecodingStrategy,
            nodeDecodingStrategy: nodeDecodingStrategy, userInfo: userInfo, shouldProcessNamespaces: shouldProcessNamespaces,
            trimValueWhitespaces: trimValueWhitespaces, removeWhitespaceElements: removeWhitespaceElements, typeTraits: TypeTraitsCache())
    }

    private func decode<T: Decodable>(_ type: T.Type, input: MappingInput) throws -> T {
        // The whole document is one element's subtree: its text and names take at most about
        // as many bytes as the document, so an in-memory one sizes the tree's bytes at once.
        let tree: DecodingTree
        if case .bytes(let bytes) = input { tree = DecodingTree(byteCapacity: bytes.count) } else { tree = DecodingTree() }
        var value: T?
        let handler = DecodingTreeHandler(tree: tree) { [configuration] tree, context in
            value = try XMLDecodingHandler<T>.decode(from: tree, configuration: configuration, context: context)
        }
        try Self.unwrappingHandlerErrors { _ = try handler.map(input, options: mappingOptions) }
        return value!
    }

    /// Runs `body`, turning an ``XMLError`` that wraps an error a handler threw (a
    /// `DecodingError`, an error of the caller's closure) back into that error.
    static func unwrappingHandlerErrors<Result>(_ body: () throws -> Result) throws -> Result {
        do {
            return try body()
        } catch let error as XMLError where error.code == .handlerFailed && error.underlyingError != nil {
            throw error.underlyingError!
        }
    }
}

extension XMLDecoder {
    /// A snapshot of a decoder's settings, shared by the decoders of one value.
    struct Configuration {
        var dateDecodingStrategy: DateDecodingStrategy
        var dataDecodingStrategy: DataDecodingStrategy
        var nonConformingFloatDecodingStrategy: NonConformingFloatDecodingStrategy
        var keyDecodingStrategy: KeyDecodingStrategy
        var nodeDecodingStrategy: NodeDecodingStrategy
        var userInfo: [CodingUserInfoKey: Any]
        var shouldProcessNamespaces: Bool
        var trimValueWhitespaces: Bool
        var removeWhitespaceElements: Bool
        /// Shared by the values decoded with these settings.
        var typeTraits: TypeTraitsCache

        /// The same settings with a type cache of their own.
        var withOwnCache: Configuration {
            var copy = self
            copy.typeTraits = TypeTraitsCache()
            return copy
        }
    }
}
