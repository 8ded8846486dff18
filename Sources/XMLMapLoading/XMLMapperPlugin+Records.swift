import Foundation
import XMLMapKit
import XMLMapOutput

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Records as they are mapped, for every mapper that streams
/// (``XMLMapOutput/XMLMapperPlugin/makeStreamingHandler(options:onItem:)``): typed by the
/// mapper's `Record`, so that a record of another type cannot be asked for.
///
/// The API is an extension of the mapper protocol, here, rather than a method of each built-in
/// mapper: the mappers' module reads bytes and needs no networking.
extension XMLMapperPlugin {
    /// The records this mapper hands out while it maps the document at `url`, as the body
    /// arrives: RSS items (`RSSItem`), Atom entries (`AtomEntry`), GPX points
    /// (`GPXPointRecord`), elements at an item depth of the generic mapper (`JSONValue`).
    ///
    /// ```swift
    /// for try await entry in AtomMapper().records(of: AtomEntry.self, from: url) { show(entry) }
    /// ```
    ///
    /// `type`, the mapper's `Record`, may be left out. At most `bufferSize` records are mapped
    /// ahead of the consumer; then the parse, and the transfer, wait. A mapper that does not
    /// stream fails with ``XMLLoadError/Code/unsupportedRecords``.
    public func records(
        of type: Record.Type = Record.self, from url: URL, options: XMLMappingOptions = XMLMappingOptions(),
        loading: XMLLoadOptions = XMLLoadOptions(), bufferSize: Int = 32
    ) -> XMLRecords<Record> {
        records(of: type, from: URLRequest(url: url), options: options, loading: loading, bufferSize: bufferSize)
    }

    /// The records this mapper hands out while it maps the document `request` asks for, as
    /// `records(of:from:options:loading:bufferSize:)` for a URL.
    public func records(
        of type: Record.Type = Record.self, from request: URLRequest, options: XMLMappingOptions = XMLMappingOptions(),
        loading: XMLLoadOptions = XMLLoadOptions(), bufferSize: Int = 32
    ) -> XMLRecords<Record> {
        let url = request.url ?? URL(fileURLWithPath: "/")
        return .loading(request, loading: loading, bufferSize: bufferSize) { source, buffer throws(XMLError) in
            try mapRecords(source, into: buffer, url: url, options: options)
        }
    }

    /// The records this mapper hands out while it maps the file at `path`, read in chunks as
    /// the consumer takes the records (see `records(of:from:options:loading:bufferSize:)` for a URL).
    /// A file that cannot be read, or whose document is not well-formed, fails with
    /// ``XMLLoadError/Code/parse``.
    public func records(
        of type: Record.Type = Record.self, contentsOfFile path: String, options: XMLMappingOptions = XMLMappingOptions(), bufferSize: Int = 32
    ) -> XMLRecords<Record> {
        let url = URL(fileURLWithPath: path)
        return .reading(path, bufferSize: bufferSize) { source, buffer throws(XMLError) in
            try mapRecords(source, into: buffer, url: url, options: options)
        }
    }

    /// Maps `source` with the streaming handler, pushing each record into `buffer`; fails
    /// `buffer` when the mapper does not stream.
    private func mapRecords(
        _ source: any XMLByteSource, into buffer: RecordBuffer<Record>, url: URL, options: XMLMappingOptions
    ) throws(XMLError) -> XMLError? {
        guard let handler = makeStreamingHandler(options: options, onItem: buffer.push) else {
            buffer.fail(XMLLoadError(.unsupportedRecords, "the \(name) mapper does not hand out records", url: url))
            return nil
        }
        return try handler.map(source, options: options).error
    }
}
