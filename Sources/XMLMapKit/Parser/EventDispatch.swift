extension XMLTokenizer {
    /// Reads tokens and hands them to `handler` until the chunk is used up, the document ends,
    /// or the handler stops the parse. Returns whether the handler stopped it.
    func dispatchEvents<Handler: XMLEventHandler>(to handler: inout Handler) throws(XMLError) -> Bool {
        let context = XMLEventContext(self)
        while true {
            let token = try next()
            do {
                switch token {
                case .startElement:
                    let attributes = XMLAttributes(UnsafeBufferPointer(start: attributeViews, count: attributeCount))
                    try handler.startElement(
                        XMLStartElement(name: elementName, attributes: attributes, isEmptyElementTag: emptyElementEndPending),
                        context: context)
                case .endElement:
                    try handler.endElement(XMLEndElement(name: elementName), context: context)
                case .text:
                    try handler.text(XMLText(bytes: XMLBytes(tokenBytes), isCDATA: tokenIsCDATA), context: context)
                case .comment:
                    try handler.comment(XMLBytes(tokenBytes), context: context)
                case .processingInstruction:
                    try handler.processingInstruction(
                        XMLProcessingInstruction(target: XMLBytes(tokenBytes), data: XMLBytes(tokenSecondBytes)),
                        context: context)
                case .xmlDeclaration:
                    try handler.xmlDeclaration(declaration, context: context)
                case .documentType:
                    try handler.documentType(documentType, context: context)
                case .needsInput, .endOfDocument:
                    return false
                }
            } catch {
                phase = .finished
                throw handlerError(error)
            }
            if stopRequested {
                phase = .finished
                return true
            }
        }
    }

    /// The error a handler threw, located at the current event. An ``XMLError`` passes through.
    func handlerError(_ thrown: any Error) -> XMLError {
        if let error = thrown as? XMLError { return error }
        return XMLError(
            .handlerFailed, "\(thrown)", location: eventLocation(), elementPath: elementPath(),
            underlyingError: thrown)
    }
}
