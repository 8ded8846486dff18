import Foundation

extension XMLDecoder {
    /// Decodes each element at `path` in the file at `file` as a `T`, handing each to `body`
    /// as soon as the element ends; memory is bounded by one element, whatever the file's size.
    ///
    /// `path` is relative to the root element, steps separated by `/`, each a name as keys
    /// are (qualified as written, or local with ``shouldProcessNamespaces``) or `*` for any
    /// element: `channel/item`, `trk/trkseg/trkpt`. An error `body` throws ends the decoding
    /// and is rethrown.
    ///
    /// ```swift
    /// try XMLDecoder().decode(Item.self, elementsAt: "channel/item", contentsOfFile: "feed.xml") { item in
    ///     print(item.title)
    /// }
    /// ```
    public func decode<T: Decodable>(
        _ type: T.Type, elementsAt path: String, contentsOfFile file: String, _ body: (T) throws -> Void
    ) throws {
        try decode(type, elementsAt: path, input: .file(file), body)
    }

    /// Decodes each element at `path` in the document in `data`; see
    /// ``decode(_:elementsAt:contentsOfFile:_:)``.
    public func decode<T: Decodable>(_ type: T.Type, elementsAt path: String, from data: Data, _ body: (T) throws -> Void) throws {
        try decode(type, elementsAt: path, input: .bytes(Array(data)), body)
    }

    /// Decodes each element at `path` in the document in `bytes`; see
    /// ``decode(_:elementsAt:contentsOfFile:_:)``.
    public func decode<T: Decodable>(_ type: T.Type, elementsAt path: String, from bytes: [UInt8], _ body: (T) throws -> Void) throws {
        try decode(type, elementsAt: path, input: .bytes(bytes), body)
    }

    private func decode<T: Decodable>(_ type: T.Type, elementsAt path: String, input: MappingInput, _ body: (T) throws -> Void) throws {
        let configuration = configuration
        try withoutActuallyEscaping(body) { body in
            try Self.unwrappingHandlerErrors {
                _ = try ElementsAtPathHandler(path: path, configuration: configuration, deliver: body).map(input, options: mappingOptions)
            }
        }
    }
}
