import Foundation

extension XMLStreamParser {
    /// Parses a document held in `Data`, reading the bytes in place.
    @discardableResult
    public func parse<Handler: XMLEventHandler>(_ data: Data, into handler: inout Handler) throws(XMLError) -> XMLParseOutcome {
        let result: Result<XMLParseOutcome, XMLError> = data.withUnsafeBytes { buffer in
            do throws(XMLError) { return .success(try parse(buffer, into: &handler)) } catch { return .failure(error) }
        }
        return try result.get()
    }

    /// Parses everything readable from `fileHandle` (such as `FileHandle.standardInput`), in
    /// chunks, leaving the handle open.
    @discardableResult
    public func parse<Handler: XMLEventHandler>(fileHandle: FileHandle, into handler: inout Handler) throws(XMLError) -> XMLParseOutcome {
        try parse(fileDescriptor: fileHandle.fileDescriptor, into: &handler)
    }
}
