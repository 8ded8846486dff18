import XMLMapKit

/// A handler that writes its document into an output while mapping it, for outputs of any
/// size in constant memory (``XMLMapperPlugin/makeWritingHandler(as:options:output:)``), and
/// what writes the rest once the document is mapped.
public struct XMLWritingHandler<Handler: XMLElementHandler> {
    /// Maps the document, writing what it can as soon as it can.
    public var handler: Handler
    /// Writes what comes after the last streamed record (closing brackets, fields read
    /// late, statistics), given the model the handler made.
    public var finish: (Handler.Result) throws -> Void

    /// Pairs a handler with what finishes its output.
    public init(handler: Handler, finish: @escaping (Handler.Result) throws -> Void) {
        self.handler = handler
        self.finish = finish
    }
}

/// An output requested while mapping through a registry: a format and where it goes.
public struct XMLMappingOutput: Sendable {
    /// The format (`json`, `jsonl`, `csv`…).
    public var format: XMLOutputFormat
    /// Where the bytes go.
    public var buffer: OutputBuffer

    /// Asks for `format` written into `buffer`.
    public init(format: XMLOutputFormat, buffer: OutputBuffer) {
        self.format = format
        self.buffer = buffer
    }
}
