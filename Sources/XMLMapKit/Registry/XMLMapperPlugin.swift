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

    /// The name users pick it by (`rss`).
    var name: String { get }
    /// One line saying what it maps.
    var summary: String { get }
    /// The root elements it reads; the registry picks it when a document's root is one of them.
    var rootElements: [XMLElementName] { get }
    /// The output formats it can produce besides `json`, `jsonl` and `summary` (like
    /// `geojson`, `csv`), for tools to list and offer.
    var formats: [String] { get }

    /// A fresh handler for one document.
    func makeHandler(options: XMLMappingOptions) -> Handler

    /// The model written in one of ``formats``, or `nil` when `format` is not one of them.
    func render(_ model: Model, as format: String) throws -> [UInt8]?

    /// A few human-readable lines about the model (counts, title, dates, statistics) for
    /// `xmlmap --format summary`.
    func summarize(_ model: Model) -> [String]

    /// A handler that hands each item (a feed item, a GPX point, an element at
    /// ``XMLMappingOptions/itemDepth``) to `onItem` as soon as it is mapped, instead of keeping
    /// it in the model, or `nil` when the mapper does not stream. Used for `--format jsonl`
    /// on large inputs.
    func makeStreamingHandler(options: XMLMappingOptions, onItem: @escaping @Sendable (any Encodable & Sendable) -> Void) -> Handler?
}

extension XMLMapperPlugin {
    /// Only the generic formats by default.
    public var formats: [String] { [] }

    /// No extra formats by default.
    public func render(_ model: Model, as format: String) throws -> [UInt8]? { nil }

    /// No summary lines by default.
    public func summarize(_ model: Model) -> [String] { [] }

    /// No streaming by default.
    public func makeStreamingHandler(options: XMLMappingOptions, onItem: @escaping @Sendable (any Encodable & Sendable) -> Void) -> Handler? { nil }

    /// ``render(_:as:)`` for a type-erased model (as ``XMLMapperRegistry`` produces).
    public func render(erased model: any Encodable & Sendable, as format: String) throws -> [UInt8]? {
        guard let model = model as? Model else { return nil }
        return try render(model, as: format)
    }

    /// ``summarize(_:)`` for a type-erased model.
    public func summarize(erased model: any Encodable & Sendable) -> [String] {
        guard let model = model as? Model else { return [] }
        return summarize(model)
    }

    /// Maps a document in memory with this mapper.
    public func map(_ bytes: [UInt8], options: XMLMappingOptions = XMLMappingOptions()) throws(XMLError) -> XMLMappingResult<Model> {
        try makeHandler(options: options).map(bytes, options: options)
    }

    /// Maps the file at `path` with this mapper.
    public func map(contentsOfFile path: String, options: XMLMappingOptions = XMLMappingOptions()) throws(XMLError) -> XMLMappingResult<Model> {
        try makeHandler(options: options).map(contentsOfFile: path, options: options)
    }

    /// The root frame for a registry mapping, delivering the model type-erased; streaming
    /// when `onItem` is given and the mapper streams.
    func makeRootFrame(
        options: XMLMappingOptions, onItem: (@Sendable (any Encodable & Sendable) -> Void)?,
        result: ResultBox<any Encodable & Sendable>
    ) -> HandlerFrame {
        let handler = onItem.flatMap { makeStreamingHandler(options: options, onItem: $0) } ?? makeHandler(options: options)
        return RootHandlerFrame(handler) { result.value = $0 }
    }
}
