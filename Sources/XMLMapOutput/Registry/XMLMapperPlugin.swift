import XMLMapKit

/// A mapper: a named, documented way to map documents with certain root elements to a model.
/// The built-in mappers (`rss`, `atom`, `gpx`, `catalog`, `generic`) are plugins like any
/// other; register your own in an ``XMLMapperRegistry`` the same way.
///
/// Mappers keep no global state: ``makeHandler(options:)`` makes a fresh handler per
/// document, so many documents can be mapped concurrently.
public protocol XMLMapperPlugin: Sendable {
    /// The model produced.
    associatedtype Model: Encodable & Sendable
    /// The handler that maps the root element.
    associatedtype Handler: XMLElementHandler where Handler.Result == Model
    /// One record: what `jsonl` writes a line each, and what the mapper hands out one at a
    /// time while it maps (``makeStreamingHandler(options:onItem:)``): a feed's item, a GPX
    /// point, a sitemap's URL. The model itself, one line, unless the mapper says otherwise
    /// with ``records(of:)``.
    associatedtype Record: Encodable & Sendable = Model

    /// The name users pick it by (`rss`).
    var name: String { get }
    /// One line saying what it maps.
    var summary: String { get }
    /// The root elements it reads; the registry picks it when a document's root is one of them.
    var rootElements: [XMLElementName] { get }
    /// The output formats it can produce besides those every mapper writes
    /// (``XMLOutputFormat/common``), like `geojson` or `csv`, for tools to list and offer.
    var formats: [XMLOutputFormat] { get }

    /// A fresh handler for one document.
    func makeHandler(options: XMLMappingOptions) -> Handler

    /// Writes `model` as `format` into `output` and returns `true`, or returns `false` when
    /// the mapper does not write that format itself: one of ``formats``, or `json` and
    /// `jsonl` when it writes them its own way (else ``write(erased:as:to:)`` encodes the
    /// model with ``JSONWriter``).
    func write(_ model: Model, as format: XMLOutputFormat, to output: OutputBuffer) throws -> Bool

    /// A handler that writes the document as `format` into `output` while it maps it, so
    /// that memory does not grow with the input, or `nil` when the mapper cannot stream that
    /// format. What it writes, finished, is byte for byte what ``write(erased:as:to:)``
    /// writes for the same document mapped in memory.
    func makeWritingHandler(as format: XMLOutputFormat, options: XMLMappingOptions, output: OutputBuffer) -> XMLWritingHandler<Handler>?

    /// A few human-readable lines about the model (counts, title, dates, statistics): what
    /// the `summary` format writes, a line each, for a model mapped in memory (a writing
    /// handler for `summary` writes the same lines while it maps).
    func summarize(_ model: Model) -> [String]

    /// The records of `model` that `jsonl` writes, one a line, in order:
    ///
    /// ```swift
    /// func records(of model: Sitemap) -> [SitemapURL] { model.urls }
    /// ```
    func records(of model: Model) -> [Record]

    /// Whether ``records(of:)`` gives items of the model (a sitemap's URLs, a feed's items)
    /// rather than the model's own content on one line. By default, whether `Record` is another
    /// type than `Model`.
    var recordsAreItems: Bool { get }

    /// A handler that hands each record (a feed item, a GPX point, an element at
    /// `XMLMappingOptions/itemDepth` (XMLMapKit)) to `onItem` as soon as it is mapped, instead
    /// of keeping it in the model, or `nil` when the mapper does not stream: for programs that
    /// handle records one at a time (`records(from:)` of XMLMapLoading; `xmlmap` itself writes
    /// through ``makeWritingHandler(as:options:output:)``).
    func makeStreamingHandler(options: XMLMappingOptions, onItem: @escaping @Sendable (Record) -> Void) -> Handler?
}

extension XMLMapperPlugin {
    /// Only the common formats (``XMLOutputFormat/common``) by default.
    public var formats: [XMLOutputFormat] { [] }

    /// No format of its own by default.
    public func write(_ model: Model, as format: XMLOutputFormat, to output: OutputBuffer) throws -> Bool { false }

    /// No streaming output by default.
    public func makeWritingHandler(as format: XMLOutputFormat, options: XMLMappingOptions, output: OutputBuffer) -> XMLWritingHandler<Handler>? { nil }

    /// The model in one of ``formats``, `json` or `jsonl` (see ``write(erased:as:to:)``), or
    /// `nil` for another format.
    public func render(_ model: Model, as format: XMLOutputFormat) throws -> [UInt8]? {
        let output = OutputBuffer()
        guard try write(erased: model, as: format, to: output) else { return nil }
        return output.bytes
    }

    /// Every format it writes: the common ones, then its own.
    public var allFormats: [XMLOutputFormat] { XMLOutputFormat.common + formats }

    /// No summary lines by default.
    public func summarize(_ model: Model) -> [String] { [] }

    /// Whether `Record` is another type than `Model`.
    public var recordsAreItems: Bool { Record.self != Model.self }

    /// No streaming by default.
    public func makeStreamingHandler(options: XMLMappingOptions, onItem: @escaping @Sendable (Record) -> Void) -> Handler? { nil }

    /// Writes a type-erased model (as ``XMLMapperRegistry`` produces) as `format`: the
    /// mapper's own writer, else for `json` the model encoded with ``JSONWriter`` (keys in
    /// the model's order, `nil`s and empty collections left out, two-space indentation), for
    /// `jsonl` each of its ``records(of:)`` on a line of its own, and for `summary` the lines
    /// of ``summarize(_:)``. Returns `false` for a format it cannot write.
    public func write(erased model: any Encodable & Sendable, as format: XMLOutputFormat, to output: OutputBuffer) throws -> Bool {
        guard let model = model as? Model else { return false }
        if try write(model, as: format, to: output) { return true }
        switch format {
        case .json:
            var json = JSONWriter(output, style: .pretty)
            try json.encode(model)
            json.newline()
        case .jsonl:
            var json = JSONWriter(output, style: .compact)
            for record in records(of: model) {
                try json.encode(record)
                json.newline()
            }
        case .summary:
            for line in summarize(model) { output.append(line + "\n") }
        default:
            return false
        }
        return true
    }

    /// Maps a document in memory with this mapper.
    public func map(_ bytes: [UInt8], options: XMLMappingOptions = XMLMappingOptions()) throws(XMLError) -> XMLMappingResult<Model> {
        try makeHandler(options: options).map(bytes, options: options)
    }

    /// Maps the file at `path` with this mapper.
    public func map(contentsOfFile path: String, options: XMLMappingOptions = XMLMappingOptions()) throws(XMLError) -> XMLMappingResult<Model> {
        try makeHandler(options: options).map(contentsOfFile: path, options: options)
    }

    /// The root frame for a registry mapping, delivering the model type-erased; writing
    /// `output` as it goes when the mapper can (then `finish` is set to what writes the
    /// rest), else streaming when `onItem` is given and the mapper streams.
    func makeRootFrame(
        options: XMLMappingOptions, onItem: (@Sendable (any Encodable & Sendable) -> Void)?, output: XMLMappingOutput?,
        result: ResultBox<any Encodable & Sendable>, finish: ResultBox<(any Encodable & Sendable) throws -> Void>
    ) -> HandlerFrame {
        if let output, let writing = makeWritingHandler(as: output.format, options: options, output: output.buffer) {
            finish.value = { model in if let model = model as? Model { try writing.finish(model) } }
            return writing.handler.rootFrame { result.value = $0 }
        }
        let handler = onItem.flatMap { onItem in makeStreamingHandler(options: options) { onItem($0) } } ?? makeHandler(options: options)
        return handler.rootFrame { result.value = $0 }
    }
}

extension XMLMapperPlugin where Record == Model {
    /// The model itself: `jsonl` writes it on one line.
    public func records(of model: Model) -> [Model] { [model] }
}
