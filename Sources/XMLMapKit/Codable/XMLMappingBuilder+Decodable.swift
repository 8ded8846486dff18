extension XMLMappingBuilder {
    /// The element at `path` decoded as a `Value` with `decoder` into `property`.
    ///
    /// ```swift
    /// map.decode("channel/image", to: \.image, using: XMLDecoder())
    /// ```
    ///
    /// An element that cannot be decoded is an issue (lenient mapping) or the error (strict);
    /// the property is then left as it was.
    public mutating func decode<Value: Decodable>(_ path: String, to property: WritableKeyPath<Model, Value?>, using decoder: XMLDecoder) {
        addDecoded(path, using: decoder) { model, value in model[keyPath: property] = value }
    }

    /// Each element at `path` decoded as a `Value` with `decoder` and appended to `property`;
    /// one that cannot be decoded is an issue (lenient) or the error (strict).
    public mutating func appendDecoded<Value: Decodable>(_ path: String, to property: WritableKeyPath<Model, [Value]>, using decoder: XMLDecoder) {
        addDecoded(path, using: decoder) { model, value in model[keyPath: property].append(value) }
    }

    private mutating func addDecoded<Value: Decodable>(
        _ path: String, using decoder: XMLDecoder, store: @escaping (inout Model, Value) -> Void
    ) {
        let configuration = decoder.configuration
        // A mapping may run on several threads at once: each element gets a cache of its own.
        addDelegate(path, to: { ReportingDecodingHandler<Value>(configuration: configuration.withOwnCache, field: path) }, reportsCut: false) {
            model, value in
            if let value { store(&model, value) }
        }
        recordUnwritable(path, "XMLDecoder reads it, and a mapping does not encode: map the element with a nested mapping to write it")
    }
}

/// An ``XMLDecodingHandler`` whose decoding errors are reported as issues of `field`.
private struct ReportingDecodingHandler<Value: Decodable>: XMLElementHandler {
    var decoding: XMLDecodingHandler<Value>
    let field: String

    init(configuration: XMLDecoder.Configuration, field: String) {
        decoding = XMLDecodingHandler(configuration: configuration)
        self.field = field
    }

    mutating func begin(_ element: XMLStartElement, context: XMLHandlerContext) {
        decoding.begin(element, context: context)
    }

    mutating func startElement(_ element: XMLStartElement, context: XMLHandlerContext) -> XMLDescent {
        decoding.startElement(element, context: context)
    }

    mutating func text(_ text: XMLText, context: XMLHandlerContext) {
        decoding.text(text, context: context)
    }

    mutating func endElement(_ element: XMLEndElement, text: XMLBytes, context: XMLHandlerContext) {
        decoding.endElement(element, text: text, context: context)
    }

    /// The decoded value; `nil`, reported, when it cannot be decoded or the document broke off
    /// inside the element (its text may be cut).
    mutating func finish(context: XMLHandlerContext) throws -> Value? {
        if context.isEndingEarly {
            try context.reportIssue(field: field, "the document ends inside this element: left out")
            return nil
        }
        do {
            return try decoding.finish(context: context)
        } catch let error as DecodingError {
            try context.reportIssue(field: field, Self.describe(error))
            return nil
        }
    }

    private static func describe(_ error: DecodingError) -> String {
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context), .dataCorrupted(let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return path.isEmpty ? context.debugDescription : "\(path): \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }
}
