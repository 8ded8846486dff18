import XMLMapKit
import XMLMapOutput

/// The `generic` mapper: any XML to JSON the way Python's xmltodict does it (attributes as
/// `@name`, text as `#text` beside them, repeated elements as arrays, empty elements as
/// `null`), with xmltodict's options. The registry's fallback for roots no other mapper reads.
///
/// For huge files set ``itemDepth``: each element at that depth (the root is depth 1) goes to
/// ``onItem`` as soon as it ends and is not kept, so memory stays constant; the document then
/// holds only what lies above that depth. Through a registry the depth comes from
/// ``XMLMappingOptions/itemDepth`` (``makeStreamingHandler(options:onItem:)``), as for
/// `xmlmap --format jsonl --item-depth N`; ``JSONValue/jsonBytes`` writes an item as one line
/// with its keys in order.
public struct GenericMapper: XMLMapperPlugin {
    /// How the JSON is shaped.
    public var options: GenericOptions
    /// xmltodict's `item_depth`: the depth of the elements streamed to ``onItem`` (the root
    /// is 1); `nil` (or, as in xmltodict, 0) keeps the whole document.
    public var itemDepth: Int?
    /// xmltodict's `item_callback`: receives each element at ``itemDepth``, in document
    /// order, as the value it would have in the whole document.
    public var onItem: (@Sendable (JSONValue) -> Void)?

    /// A mapper with xmltodict's defaults, streaming when `itemDepth` is given.
    public init(options: GenericOptions = GenericOptions(), itemDepth: Int? = nil, onItem: (@Sendable (JSONValue) -> Void)? = nil) {
        self.options = options
        self.itemDepth = itemDepth
        self.onItem = onItem
    }

    /// `generic`.
    public var name: String { "generic" }
    /// What it maps.
    public var summary: String { "any XML as JSON shaped like Python's xmltodict (attributes @name, text #text, repeats as arrays)" }
    /// None: the registry uses it as the fallback for any root.
    public var rootElements: [XMLElementName] { [] }
    /// `xml`: the JSON written back as XML, as xmltodict's `unparse` does (its `json` and
    /// `jsonl` already keep keys in document order, as xmltodict does).
    public var formats: [XMLOutputFormat] { [.xml] }

    /// A fresh ``GenericHandler``, streaming to ``onItem`` when ``itemDepth`` is set.
    public func makeHandler(options: XMLMappingOptions) -> GenericHandler {
        GenericHandler(options: self.options, itemDepth: itemDepth, onItem: onItem)
    }

    /// A handler that streams the elements at ``XMLMappingOptions/itemDepth`` (or, when that
    /// is not set, at ``itemDepth``) to `onItem` as ``JSONValue``s; `nil` without a depth.
    public func makeStreamingHandler(
        options: XMLMappingOptions, onItem: @escaping @Sendable (JSONValue) -> Void
    ) -> GenericHandler? {
        guard let depth = options.itemDepth ?? itemDepth, depth >= 1 else { return nil }
        return GenericHandler(options: self.options, itemDepth: depth, onItem: onItem)
    }

    /// The document's value, the one record of `jsonl` without an item depth (the elements at
    /// an item depth are streamed: ``makeStreamingHandler(options:onItem:)``).
    public func records(of model: GenericDocument) -> [JSONValue] { [model.value] }

    /// `false`: the one record is the document itself.
    public var recordsAreItems: Bool { false }

    /// A handler that writes `json` in bounded memory (see ``GenericSpill``: the document is
    /// put together at its end from what grew too large to hold, spilled into a temporary
    /// file), or each element at ``XMLMappingOptions/itemDepth`` (or, when that is not set,
    /// at ``itemDepth``) as one line of `jsonl` as soon as it ends; `nil` for another format,
    /// or `jsonl` without a depth.
    public func makeWritingHandler(as format: XMLOutputFormat, options: XMLMappingOptions, output: OutputBuffer) -> XMLWritingHandler<GenericHandler>? {
        if format == .json {
            let spill = GenericSpill()
            let handler = GenericHandler(options: self.options, itemDepth: itemDepth, onItem: onItem, spill: spill)
            return XMLWritingHandler(handler: handler) { document in spill.write(document, to: output) }
        }
        guard format == .jsonl, let depth = options.itemDepth ?? itemDepth, depth >= 1 else { return nil }
        let lines = GenericLineWriter(output: output)
        return XMLWritingHandler(handler: GenericHandler(options: self.options, itemDepth: depth, onItem: lines.write)) { _ in }
    }

    /// `json` (indented) and `jsonl` (one line) with keys in document order, as xmltodict
    /// writes them; `xml`, the JSON written back as XML as xmltodict's `unparse` writes it
    /// (``unparse(_:to:)``).
    public func write(_ model: GenericDocument, as format: XMLOutputFormat, to output: OutputBuffer) throws -> Bool {
        if format == .xml {
            try unparse(model.value, to: output)
            return true
        }
        guard format == .json || format == .jsonl else { return false }
        var writer = JSONWriter(output, style: format == .json ? .pretty : .compact)
        model.value.writeJSON(to: &writer)
        writer.newline()
        return true
    }

    /// xmltodict's `unparse`: writes `value`, `{rootName: rootValue}` shaped as this mapper
    /// reads documents with its ``options``, as an XML document: `@`-keys as attributes,
    /// `#text` as text after the child elements, arrays as repeated elements, `null` as an
    /// empty element, indented two spaces (nothing added when ``GenericOptions/stripWhitespace``
    /// is off, since white space would be text). Mapping what it writes gives back the JSON
    /// this mapper made (what it cannot make comes back as it would: `""` as `null`,
    /// `{"#text": "x"}` as `"x"`, a list of one as its element). Throws
    /// an `XMLWriterError` naming what XML cannot hold: a key that is not an XML name, an
    /// undeclared prefix, more than one root element.
    public func unparse(_ value: JSONValue, to output: OutputBuffer) throws {
        var writer = GenericXMLWriter(output: output, options: options)
        try writer.write(value)
    }

    /// The root element's name and the counts of elements and streamed items.
    public func summarize(_ model: GenericDocument) -> [String] {
        var lines: [String] = []
        if case .object(let object) = model.value, let root = object.keys.first { lines.append("root: \(root)") }
        lines.append("elements: \(model.elementCount)")
        if let itemDepth, itemDepth >= 1 { lines.append("items: \(model.itemCount)") }
        return lines
    }
}
