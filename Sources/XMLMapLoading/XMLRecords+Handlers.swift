import Foundation
import XMLMapKit
import XMLMapOutput

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension XMLRecords {
    /// The records a handler hands out while it maps the document at `url`: `handler` makes
    /// the root element's handler, given the function to call with each record.
    ///
    /// ```swift
    /// for try await record in XMLRecords(from: url, handler: { CatalogHandler(onProduct: $0) }) {
    ///     show(record.product)
    /// }
    /// ```
    ///
    /// The records are typed by the function the handler calls; for a mapper, see
    /// `records(of:from:options:loading:bufferSize:)` of a mapper.
    public init<Handler: XMLElementHandler>(
        from url: URL, options: XMLMappingOptions = XMLMappingOptions(), loading: XMLLoadOptions = XMLLoadOptions(), bufferSize: Int = 32,
        handler: @escaping @Sendable (_ deliver: @escaping @Sendable (Record) -> Void) -> Handler
    ) {
        self.init(from: URLRequest(url: url), options: options, loading: loading, bufferSize: bufferSize, handler: handler)
    }

    /// The records a handler hands out while it maps the document `request` asks for, as
    /// `init(from:options:loading:bufferSize:handler:)` for a URL.
    public init<Handler: XMLElementHandler>(
        from request: URLRequest, options: XMLMappingOptions = XMLMappingOptions(), loading: XMLLoadOptions = XMLLoadOptions(),
        bufferSize: Int = 32, handler: @escaping @Sendable (_ deliver: @escaping @Sendable (Record) -> Void) -> Handler
    ) {
        self = .loading(request, loading: loading, bufferSize: bufferSize, map: HandlerRecipe(make: handler, options: options).mapping)
    }

    /// The records a handler hands out while it maps the file at `path`, read as the consumer
    /// takes the records.
    public init<Handler: XMLElementHandler>(
        contentsOfFile path: String, options: XMLMappingOptions = XMLMappingOptions(), bufferSize: Int = 32,
        handler: @escaping @Sendable (_ deliver: @escaping @Sendable (Record) -> Void) -> Handler
    ) {
        self = .reading(path, bufferSize: bufferSize, map: HandlerRecipe(make: handler, options: options).mapping)
    }
}

/// How to make a handler that delivers records, and map a source with it.
private struct HandlerRecipe<Record: Sendable, Handler: XMLElementHandler>: @unchecked Sendable {
    // Only the `@Sendable` maker and the options are held: the handler itself is made, used
    // and dropped on the parse thread.
    let make: @Sendable (_ deliver: @escaping @Sendable (Record) -> Void) -> Handler
    let options: XMLMappingOptions

    /// Maps `source` with a new handler that pushes its records into `buffer`.
    @Sendable func mapping(_ source: any XMLByteSource, _ buffer: RecordBuffer<Record>) throws(XMLError) -> XMLError? {
        try make { buffer.push($0) }.map(source, options: options).error
    }
}
