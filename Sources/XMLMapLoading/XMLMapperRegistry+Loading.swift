import Foundation
import XMLMapKit
import XMLMapOutput

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension XMLMapperRegistry {
    /// Loads the document at `url` and maps it with the mapper its root element calls for (or
    /// the one `mapperName` names), parsing the body as it arrives.
    ///
    /// ```swift
    /// let outcome = try await XMLMapperRegistry.builtIn.load(from: url)
    /// if let document = outcome.value { print(document.mapperName, document.result.model) }
    /// ```
    ///
    /// With `onItem`, a mapper that streams hands it each item instead of keeping it (see
    /// ``XMLMapperRegistry/map(fileDescriptor:mapperName:options:onItem:)``); it is called on
    /// the load's thread.
    public func load(
        from url: URL, revalidating validators: XMLHTTPValidators? = nil, mapperName: String? = nil,
        options: XMLMappingOptions = XMLMappingOptions(), loading: XMLLoadOptions = XMLLoadOptions(),
        onItem: (@Sendable (any Encodable & Sendable) -> Void)? = nil
    ) async throws(XMLLoadError) -> XMLLoadOutcome<XMLMappedDocument> {
        try await load(
            URLRequest(url: url), revalidating: validators, mapperName: mapperName, options: options, loading: loading, onItem: onItem)
    }

    /// Loads the document `request` asks for and maps it as ``load(from:revalidating:mapperName:options:loading:onItem:)``.
    public func load(
        _ request: URLRequest, revalidating validators: XMLHTTPValidators? = nil, mapperName: String? = nil,
        options: XMLMappingOptions = XMLMappingOptions(), loading: XMLLoadOptions = XMLLoadOptions(),
        onItem: (@Sendable (any Encodable & Sendable) -> Void)? = nil
    ) async throws(XMLLoadError) -> XMLLoadOutcome<XMLMappedDocument> {
        try await HTTPLoad.load(request, revalidating: validators, options: loading) { stream throws(XMLError) in
            try self.map(stream, mapperName: mapperName, options: options, onItem: onItem)
        }
    }
}
