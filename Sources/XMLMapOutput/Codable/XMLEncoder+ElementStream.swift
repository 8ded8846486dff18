import XMLMapKit

extension XMLEncoder {
    /// A document written one element at a time: the mirror of `XMLDecoder`'s
    /// `decode(_:elementsAt:contentsOfFile:_:)` (XMLMapKit). Each value appended is encoded and
    /// written as a child of the root element at once, so memory is bounded by one value
    /// however many are written; with an ``OutputBuffer`` writing to a file descriptor, the
    /// document goes out as it is made.
    ///
    /// ```swift
    /// let output = OutputBuffer(fileDescriptor: descriptor)
    /// let stream = try XMLEncoder().makeElementStream(rootKey: "trkseg", into: output)
    /// for point in points { try stream.append(point, withKey: "trkpt") }
    /// try stream.finish()
    /// output.flush()
    /// ```
    public final class ElementStream {
        private var writer: EncodedValueWriter
        private let context: EncodingContext

        init(writer: EncodedValueWriter, context: EncodingContext) {
            self.writer = writer
            self.context = context
        }

        /// Writes `value` as a child element of the root, named `key` (by default the type's
        /// name, as the key strategy converts it), as ``XMLEncoder/encode(_:withRootKey:rootAttributes:header:doctype:)``
        /// writes a value. Throws after ``finish()``.
        public func append<T: Encodable>(_ value: T, withKey key: String? = nil) throws {
            let encoded = try NodeEncoder(context: context, path: nil, encodedType: T.self, strategyType: T.self).box(value, at: nil)
            try XMLEncoder.reportingWriterErrors(for: value) {
                try writer.writeChild(encoded, named: key ?? context.name(for: "\(T.self)"))
            }
        }

        /// Ends the root element and the document. The output buffer is not flushed: flush it
        /// when it writes to a file descriptor.
        public func finish() throws {
            try XMLEncoder.reportingWriterErrors(for: ()) { try writer.xml.finish() }
        }
    }

    /// Starts a document in `output` whose root element, `rootKey` with `rootAttributes` (their
    /// `xmlns` ones declaring namespaces), is filled one value at a time by the stream returned
    /// (``ElementStream``), after `header` when given.
    public func makeElementStream(
        rootKey: String, rootAttributes: [String: String]? = nil, header: XMLHeader? = nil, into output: OutputBuffer
    ) throws -> ElementStream {
        var writer = try makeWriter(into: output, header: header, doctype: nil)
        let attributes = (rootAttributes ?? [:]).sorted { $0.key < $1.key }
        try Self.reportingWriterErrors(for: rootKey) {
            try writer.startElement(.null, named: rootKey, extraAttributes: attributes.map { (name: $0.key, value: $0.value) })
        }
        return ElementStream(writer: writer, context: EncodingContext(self))
    }
}
