import Foundation
import XMLMapKit
import XMLMapOutput

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension XMLElementHandler where Self: Sendable, Result: Sendable {
    /// Loads the document at `url` and maps it with this handler as the root element's handler,
    /// parsing the body as it arrives.
    ///
    /// ```swift
    /// switch try await FeedHandler().load(from: url, revalidating: saved) {
    /// case .notModified: break
    /// case .loaded(let result, let response): show(result.model); saved = response.validators
    /// }
    /// ```
    ///
    /// With `revalidating`, a server whose document has not changed answers 304 and nothing is
    /// parsed. When a handler stops the parse, or the calling task is cancelled, the transfer
    /// is cancelled: the rest of the body is never downloaded. In lenient mode (the default)
    /// a body that is not well-formed, or that was cut, gives what was mapped, with the error
    /// in ``XMLMappingResult/error``.
    public func load(
        from url: URL, revalidating validators: XMLHTTPValidators? = nil,
        options: XMLMappingOptions = XMLMappingOptions(), loading: XMLLoadOptions = XMLLoadOptions()
    ) async throws(XMLLoadError) -> XMLLoadOutcome<XMLMappingResult<Result>> {
        try await load(URLRequest(url: url), revalidating: validators, options: options, loading: loading)
    }

    /// Loads the document `request` asks for (its method, headers and body are sent as they
    /// are) and maps it with this handler, as ``load(from:revalidating:options:loading:)``.
    public func load(
        _ request: URLRequest, revalidating validators: XMLHTTPValidators? = nil,
        options: XMLMappingOptions = XMLMappingOptions(), loading: XMLLoadOptions = XMLLoadOptions()
    ) async throws(XMLLoadError) -> XMLLoadOutcome<XMLMappingResult<Result>> {
        try await HTTPLoad.load(request, revalidating: validators, options: loading) { stream throws(XMLError) in
            try self.map(stream, options: options)
        }
    }
}

extension XMLMapperPlugin {
    /// Loads the document at `url` and maps it with this mapper, parsing the body as it arrives
    /// (see ``XMLElementHandler/load(from:revalidating:options:loading:)``).
    public func load(
        from url: URL, revalidating validators: XMLHTTPValidators? = nil,
        options: XMLMappingOptions = XMLMappingOptions(), loading: XMLLoadOptions = XMLLoadOptions()
    ) async throws(XMLLoadError) -> XMLLoadOutcome<XMLMappingResult<Model>> {
        try await load(URLRequest(url: url), revalidating: validators, options: options, loading: loading)
    }

    /// Loads the document `request` asks for and maps it with this mapper.
    public func load(
        _ request: URLRequest, revalidating validators: XMLHTTPValidators? = nil,
        options: XMLMappingOptions = XMLMappingOptions(), loading: XMLLoadOptions = XMLLoadOptions()
    ) async throws(XMLLoadError) -> XMLLoadOutcome<XMLMappingResult<Model>> {
        try await HTTPLoad.load(request, revalidating: validators, options: loading) { stream throws(XMLError) in
            try self.makeHandler(options: options).map(stream, options: options)
        }
    }
}
