import Foundation
import XMLMapKit

/// Encodes `Encodable` values as XML, with XMLCoder's API and conventions, through an
/// ``XMLWriter``: code written for XMLCoder's `XMLEncoder` compiles unchanged, and what it
/// writes reads back with `XMLDecoder` (XMLMapKit).
///
/// ```swift
/// struct Enclosure: Codable {
///     @Attribute var url: URL
///     @Attribute var length: Int
/// }
/// let encoder = XMLEncoder()
/// encoder.outputFormatting = .prettyPrinted
/// let data = try encoder.encode(enclosure, withRootKey: "enclosure")
/// // <enclosure url="https://example.com/1.mp3" length="1024" />
/// ```
///
/// The value is the root element, named `withRootKey` or after its type. Each key of a keyed
/// container is a child element in the order encoded (the declaration order for synthesized
/// conformances), or an attribute where ``DynamicNodeEncoding``, the ``Attribute``, ``Element``
/// and ``ElementAndAttribute`` wrappers or ``nodeEncodingStrategy`` say so. The key `""` is the
/// element's own content: its text, or the attributes and children of a keyed value. An array
/// is the same element repeated under its key; an enum whose keys are ``XMLChoiceCodingKey``
/// is, as an item of a list, the element of the case chosen (under a key, inside an element
/// named like the key, as XMLCoder writes it). `nil` is left out; `Bool` is `true` or
/// `false`; an element with nothing in it is written `<a />`, an empty string `<a></a>`.
/// Names with a prefix (`itunes:author`) are written as they are: the prefix must be
/// declared, by a root attribute (`"xmlns:itunes": "…"`) or one of an element's own; a value
/// whose key is `xmlns` or `xmlns:…` is that declaration, an attribute whatever the node
/// encoding says.
///
/// Characters are escaped as XML needs (`&`, `<`, `>` in text; `&`, `<`, `"`, tab and line
/// ends in attributes); what the writer refuses (a name that is not an XML name, an undeclared
/// prefix, a character XML 1.0 does not allow) throws an `EncodingError` whose underlying
/// error is the ``XMLWriterError``. ``makeElementStream(rootKey:rootAttributes:header:into:)``
/// writes a sequence of values one element at a time.
public final class XMLEncoder {
    /// Pretty-printing, sorted keys, empty elements (default: none, compact).
    public var outputFormatting: OutputFormatting = []
    /// One level of indentation when pretty-printing (default: four spaces, as in XMLCoder).
    public var prettyPrintIndentation: PrettyPrintIndentation = .spaces(4)
    /// How keys become names (default: as they are).
    public var keyEncodingStrategy: KeyEncodingStrategy = .useDefaultKeys
    /// How dates are written (default: seconds since 1970, what `XMLDecoder` reads by default,
    /// so that a date encoded and decoded with the defaults comes back. XMLCoder's encoder
    /// writes `Date`'s own encoding by default, seconds since 2001, which its decoder reads as
    /// seconds since 1970, 31 years off: XMLCoder's issue #238).
    public var dateEncodingStrategy: DateEncodingStrategy = .secondsSince1970
    /// How `Data` is written (default: base64).
    public var dataEncodingStrategy: DataEncodingStrategy = .base64
    /// How infinities and NaN are written (default: they are errors).
    public var nonConformingFloatEncodingStrategy: NonConformingFloatEncodingStrategy = .throw
    /// How strings are written (default: escaped text).
    public var stringEncodingStrategy: StringEncodingStrategy = .deferredToString
    /// Where values go (default: ask the type, else an element).
    public var nodeEncodingStrategy: NodeEncodingStrategy = .deferredToEncoder
    /// Passed to the types being encoded.
    public var userInfo: [CodingUserInfoKey: Any] = [:]
    /// XMLCoder's table of escapes in text; accepted for source compatibility. Text here is
    /// always escaped as XML needs, by ``XMLWriter``.
    public var charactersEscapedInElements: [(String, String)] = [("&", "&amp;"), ("<", "&lt;"), (">", "&gt;"), ("'", "&apos;"), ("\"", "&quot;")]
    /// XMLCoder's table of escapes in attributes; accepted for source compatibility. Attribute
    /// values here are always escaped as XML needs, by ``XMLWriter``.
    public var charactersEscapedInAttributes: [(String, String)] = [("&", "&amp;"), ("<", "&lt;"), (">", "&gt;"), ("'", "&apos;"), ("\"", "&quot;")]

    /// An encoder with XMLCoder's defaults.
    public init() {}

    /// The XML document of `value`: the root element `rootKey` (by default the type's name, as
    /// the key strategy converts it) with `rootAttributes` (in the order of their names; `xmlns`
    /// ones declare namespaces), after `header` and `doctype` when given.
    public func encode<T: Encodable>(
        _ value: T, withRootKey rootKey: String? = nil, rootAttributes: [String: String]? = nil, header: XMLHeader? = nil,
        doctype: DocumentType? = nil
    ) throws -> Data {
        let output = OutputBuffer()
        let context = EncodingContext(self)
        let encoded = try NodeEncoder(context: context, path: nil, encodedType: T.self, strategyType: T.self).box(value, at: nil)
        try Self.reportingWriterErrors(for: value) {
            var writer = try makeWriter(into: output, header: header, doctype: doctype)
            let extraAttributes = (rootAttributes ?? [:]).sorted { $0.key < $1.key }.map { (name: $0.key, value: $0.value) }
            try writer.writeElement(encoded, named: rootKey ?? context.name(for: "\(T.self)"), extraAttributes: extraAttributes)
            try writer.xml.finish()
        }
        return Data(output.bytes)
    }

    /// A writer into `output` laid out as ``outputFormatting`` says, `header` and `doctype`
    /// written.
    func makeWriter(into output: OutputBuffer, header: XMLHeader?, doctype: DocumentType?) throws -> EncodedValueWriter {
        let pretty = outputFormatting.contains(.prettyPrinted)
        var xml = XMLWriter(output, style: pretty ? .pretty : .compact)
        switch prettyPrintIndentation {
        case .spaces(let count): xml.indentation = String(repeating: " ", count: count)
        case .tabs(let count): xml.indentation = String(repeating: "\t", count: count)
        }
        xml.endsWithLineFeed = false
        xml.emptyElementTag = outputFormatting.contains(.noEmptyElements) ? .startAndEndTags : .selfClosingWithSpace
        if let header, let version = header.version {
            guard version == 1.0, header.encoding.map({ $0.uppercased() == "UTF-8" || $0.uppercased() == "UTF8" }) ?? true else {
                throw XMLWriterError(.misplacedContent, "XMLEncoder writes XML 1.0 in UTF-8, not the version or encoding of \(header)")
            }
            try xml.declaration(standalone: header.standalone.map { $0 == "yes" })
            if !pretty { try xml.text("\n") }
        }
        switch doctype {
        case .system(let rootElement, let location): try xml.documentType(rootElement: rootElement, systemID: location)
        case .public(let rootElement, let name, let location): try xml.documentType(rootElement: rootElement, publicID: name, systemID: location)
        case nil: break
        }
        if doctype != nil, !pretty { try xml.text("\n") }
        return EncodedValueWriter(xml: xml, sortsKeys: outputFormatting.contains(.sortedKeys))
    }

    /// Runs `body`, turning an ``XMLWriterError`` into the `EncodingError` XMLCoder's users
    /// catch, the writer's error underlying it.
    static func reportingWriterErrors(for value: Any, _ body: () throws -> Void) throws {
        do {
            try body()
        } catch let error as XMLWriterError {
            throw EncodingError.invalidValue(value, EncodingError.Context(codingPath: [], debugDescription: error.description, underlyingError: error))
        }
    }
}
