extension XMLElementHandler {
    /// Maps a document in memory with this handler as the root element's handler.
    ///
    /// In lenient mode (the default) a document that is not well-formed still gives a result,
    /// holding what was mapped before the error, with the error in ``XMLMappingResult/error``;
    /// it throws only when nothing could be mapped. In strict mode any problem throws.
    @inlinable
    public func map(_ bytes: [UInt8], options: XMLMappingOptions = XMLMappingOptions()) throws(XMLError) -> XMLMappingResult<Result> {
        try map(.bytes(bytes), options: options)
    }

    /// Maps a document held in a string.
    @inlinable
    public func map(_ text: String, options: XMLMappingOptions = XMLMappingOptions()) throws(XMLError) -> XMLMappingResult<Result> {
        try map(.bytes(Array(text.utf8)), options: options)
    }

    /// Maps the file at `path`, reading it in chunks.
    @inlinable
    public func map(contentsOfFile path: String, options: XMLMappingOptions = XMLMappingOptions()) throws(XMLError) -> XMLMappingResult<Result> {
        try map(.file(path), options: options)
    }

    /// Maps everything readable from an open file descriptor (0 is standard input).
    @inlinable
    public func map(fileDescriptor: Int32, options: XMLMappingOptions = XMLMappingOptions()) throws(XMLError) -> XMLMappingResult<Result> {
        try map(.descriptor(fileDescriptor, name: "file descriptor \(fileDescriptor)"), options: options)
    }

    /// Maps the bytes `source` hands over, pulling them chunk by chunk as the parse needs them
    /// (see ``XMLByteSource``).
    @inlinable
    public func map(_ source: some XMLByteSource, options: XMLMappingOptions = XMLMappingOptions()) throws(XMLError) -> XMLMappingResult<Result> {
        try map(.source(source), options: options)
    }

    /// Maps `input` with this handler at the root; inlinable so that the handlers' frames are
    /// specialised for their types in the caller's module.
    @inlinable
    func map(_ input: MappingInput, options: XMLMappingOptions) throws(XMLError) -> XMLMappingResult<Result> {
        let box = ResultBox<Result>()
        return try MappingRun.run(input, options: options, result: box) { _, _ in RootHandlerFrame(self) { box.value = $0 } }
    }
}
