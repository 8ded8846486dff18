extension XMLTokenizerHandle {
    /// Reads tokens and hands them to `handler` until the chunk is used up, the document ends,
    /// or the handler stops the parse. Returns whether the handler stopped it.
    ///
    /// Each read of the tokenizer is a separate short access, so handlers may query it
    /// through their context.
    @inlinable
    func dispatchEvents<Handler: XMLEventHandler>(to handler: inout Handler) throws(XMLError) -> Bool {
        let tokenizer = pointer
        let context = XMLEventContext(tokenizer)
        let elementName = UnsafePointer(tokenizer.pointer(to: \.elementName)!)
        while true {
            let token: XMLTokenizer.Token
            if let plainToken = tokenizer.pointee.nextPlainToken() {
                token = plainToken
            } else {
                do {
                    if let markup = try tokenizer.pointee.nextStartTagOrCDATA() {
                        token = markup
                    } else {
                        token = try tokenizer.pointee.next()
                    }
                } catch {
                    // What was recovered from before the error comes first, whatever the chunking.
                    try deliverRecoveries(to: &handler, context: context)
                    throw error
                }
            }
            try deliverRecoveries(to: &handler, context: context)
            do {
                switch token {
                case .startElement:
                    try deliverStartElement(named: elementName, to: &handler, context: context)
                case .leafElement:
                    try deliverStartElement(named: elementName, to: &handler, context: context)
                    if tokenizer.pointee.stopRequested { break }
                    tokenizer.pointee.readLeafText()
                    try handler.text(XMLText(bytes: XMLBytes(tokenizer.pointee.tokenBytes), isCDATA: false), context: context)
                    if tokenizer.pointee.stopRequested { break }
                    tokenizer.pointee.readLeafEnd()
                    try handler.endElement(XMLEndElement(name: elementName), context: context)
                case .emptyElement:
                    try deliverStartElement(named: elementName, to: &handler, context: context)
                    if tokenizer.pointee.stopRequested { break }
                    tokenizer.pointee.readEmptyElementEnd()
                    try handler.endElement(XMLEndElement(name: elementName), context: context)
                case .endElement:
                    try handler.endElement(XMLEndElement(name: elementName), context: context)
                case .text:
                    try handler.text(XMLText(bytes: XMLBytes(tokenizer.pointee.tokenBytes), isCDATA: tokenizer.pointee.tokenIsCDATA), context: context)
                case .comment:
                    try handler.comment(XMLBytes(tokenizer.pointee.tokenBytes), context: context)
                case .processingInstruction:
                    try handler.processingInstruction(
                        XMLProcessingInstruction(target: XMLBytes(tokenizer.pointee.tokenBytes), data: XMLBytes(tokenizer.pointee.tokenSecondBytes)),
                        context: context)
                case .xmlDeclaration:
                    try handler.xmlDeclaration(tokenizer.pointee.declaration, context: context)
                case .documentType:
                    try handler.documentType(tokenizer.pointee.documentType, context: context)
                case .needsInput, .endOfDocument:
                    return false
                }
            } catch {
                tokenizer.pointee.phase = .finished
                throw tokenizer.pointee.handlerError(error)
            }
            if tokenizer.pointee.stopRequested {
                tokenizer.pointee.phase = .finished
                return true
            }
        }
    }

    /// Hands the start tag just read, whose name is at `elementName`, to `handler`.
    @inlinable @inline(__always)
    func deliverStartElement<Handler: XMLEventHandler>(
        named elementName: UnsafePointer<XMLName>, to handler: inout Handler, context: XMLEventContext
    ) throws {
        let tokenizer = pointer
        let attributes = XMLAttributes(UnsafeBufferPointer(start: tokenizer.pointee.attributeViews, count: tokenizer.pointee.attributeCount))
        try handler.startElement(
            XMLStartElement(name: elementName, attributes: attributes, isEmptyElementTag: tokenizer.pointee.emptyElementEndPending),
            context: context)
    }

    /// Hands the errors recovered from while reading the last token to `handler`.
    @inlinable
    func deliverRecoveries<Handler: XMLEventHandler>(to handler: inout Handler, context: XMLEventContext) throws(XMLError) {
        let tokenizer = pointer
        guard !tokenizer.pointee.pendingRecoveries.isEmpty else { return }
        let recoveries = tokenizer.pointee.pendingRecoveries
        tokenizer.pointee.pendingRecoveries.removeAll()
        do {
            for recovered in recoveries { try handler.recoveredError(recovered, context: context) }
        } catch {
            tokenizer.pointee.phase = .finished
            throw tokenizer.pointee.handlerError(error)
        }
    }
}

extension XMLTokenizer {
    /// The error a handler threw, located at the current event. An ``XMLError`` passes through.
    @usableFromInline
    mutating func handlerError(_ thrown: any Error) -> XMLError {
        if let error = thrown as? XMLError { return error }
        return XMLError(
            .handlerFailed, "\(thrown)", location: eventLocation(), elementPath: elementPath(),
            underlyingError: thrown)
    }
}
