import Foundation
import XMLMapKit
import XMLMapOutput

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Records as they are mapped, for every mapper that streams
/// (``XMLMapKit/XMLMapperPlugin/makeStreamingHandler(options:onItem:)``).
///
/// The API is an extension of the mapper protocol, here, rather than a method of each built-in
/// mapper: the mappers' module reads bytes and needs no networking, and this module cannot
/// know the mappers' types. The protocol hands items out type-erased, so the record type is
/// named at the call (`of: RSSItem.self`) and checked against each record.
extension XMLMapperPlugin {
    /// The records this mapper hands out while it maps the document at `url`, as the body
    /// arrives: RSS items (`RSSItem`), Atom entries (`AtomEntry`), GPX points
    /// (`GPXPointRecord`), elements at an item depth of the generic mapper (`JSONValue`).
    ///
    /// ```swift
    /// for try await entry in AtomMapper().records(of: AtomEntry.self, from: url) { show(entry) }
    /// ```
    ///
    /// At most `bufferSize` records are mapped ahead of the consumer; then the parse, and
    /// the transfer, wait. A mapper that does not stream, or that hands out records of
    /// another type than `type`, fails with ``XMLLoadError/Code/unsupportedRecords``.
    public func records<Record: Sendable>(
        of type: Record.Type, from url: URL, options: XMLMappingOptions = XMLMappingOptions(),
        loading: XMLLoadOptions = XMLLoadOptions(), bufferSize: Int = 32
    ) -> XMLRecords<Record> {
        records(of: type, from: URLRequest(url: url), options: options, loading: loading, bufferSize: bufferSize)
    }

    /// The records this mapper hands out while it maps the document `request` asks for, as
    /// `records(of:from:options:loading:bufferSize:)` for a URL.
    public func records<Record: Sendable>(
        of type: Record.Type, from request: URLRequest, options: XMLMappingOptions = XMLMappingOptions(),
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
    public func records<Record: Sendable>(
        of type: Record.Type, contentsOfFile path: String, options: XMLMappingOptions = XMLMappingOptions(), bufferSize: Int = 32
    ) -> XMLRecords<Record> {
        let url = URL(fileURLWithPath: path)
        return .reading(path, bufferSize: bufferSize) { source, buffer throws(XMLError) in
            try mapRecords(source, into: buffer, url: url, options: options)
        }
    }

    /// Maps `source` with the streaming handler, pushing each record into `buffer`; fails
    /// `buffer` when the mapper does not stream, or streams another type.
    private func mapRecords<Record: Sendable>(
        _ source: any XMLByteSource, into buffer: RecordBuffer<Record>, url: URL, options: XMLMappingOptions
    ) throws(XMLError) -> XMLError? {
        let handler = makeStreamingHandler(options: options) { [name] item in
            guard let record = item as? Record else {
                return buffer.fail(
                    XMLLoadError(
                        .unsupportedRecords, "the \(name) mapper hands out \(Swift.type(of: item)), not \(Record.self)", url: url))
            }
            buffer.push(record)
        }
        guard let handler else {
            buffer.fail(XMLLoadError(.unsupportedRecords, "the \(name) mapper does not hand out records", url: url))
            return nil
        }
        return try handler.map(source, options: options).error
    }
}
