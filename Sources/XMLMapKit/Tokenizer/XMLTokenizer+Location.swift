extension XMLTokenizer {
    /// An error at `index` in the current source (or, inside an entity, at its reference).
    /// While ``recoversQuietly`` holds, an error a reference can be recovered from gets its
    /// offset alone, not its line, column and path: nobody reads it.
    mutating func error(_ code: XMLError.Code, _ message: String, at index: Int) -> XMLError {
        if recoversQuietly && Self.isRecoverable(code) {
            return XMLError(code, message, location: SourceLocation(line: 0, column: 0, byteOffset: absoluteOffset(index)))
        }
        return XMLError(code, message, location: location(ofAbsolute: absoluteOffset(index)), elementPath: elementPath())
    }

    /// An error at the current token's start.
    mutating func error(_ code: XMLError.Code, _ message: String) -> XMLError {
        XMLError(code, message, location: location(ofAbsolute: tokenOffset), elementPath: elementPath())
    }

    /// The location of the current token.
    mutating func eventLocation() -> SourceLocation { location(ofAbsolute: tokenOffset) }

    /// Line and column of an absolute offset that is still in the main input's buffer.
    mutating func location(ofAbsolute target: Int) -> SourceLocation {
        let mainBase: UnsafePointer<UInt8>
        let mainEnd: Int
        if let outermost = entityFrames.first {
            (mainBase, mainEnd) = (outermost.savedInput, outermost.savedInputEnd)
        } else if attributeExpansionDepth > 0 {
            (mainBase, mainEnd) = (attributeExpansionSavedInput, attributeExpansionSavedInputEnd)
        } else {
            (mainBase, mainEnd) = (input, inputEnd)
        }
        // Only bytes still held are read: an offset before them is located at their start,
        // one past them at their end.
        let known = max(target, lines.offset)
        let held = min(known, max(mainInputOffset + mainEnd, lines.offset))
        if locationCache.offset < lines.offset || held < locationCache.offset { locationCache = lines }
        var location = locationCache.locate(held, in: mainBase, absoluteStart: mainInputOffset)
        location.byteOffset = known
        return location
    }

    /// `/a/b[2]/c`: the open elements, with same-named sibling positions after the first.
    func elementPath() -> String {
        var path = ""
        for element in openElements {
            path += "/" + elementNameString(element)
            if element.siblingIndex > 1 { path += "[\(element.siblingIndex)]" }
        }
        return path
    }

    /// An open element's qualified name.
    func elementNameString(_ element: OpenElement) -> String {
        String(decoding: elementNames.view(element.nameOffset, element.nameLength), as: UTF8.self)
    }

    /// The URI bound to `prefix` in the current scope (empty prefix: the default namespace).
    func namespaceURI(forPrefix prefix: [UInt8]) -> String? {
        if prefix == Array("xml".utf8) { return String(decoding: NamespaceBinding.xmlNamespaceURI, as: UTF8.self) }
        for binding in namespaceBindings.reversed() {
            let bound = namespaceBytes.view(binding.prefixOffset, binding.prefixLength)
            if bound.elementsEqual(prefix) {
                if binding.uriLength == 0 { return prefix.isEmpty ? "" : nil }
                return String(decoding: namespaceBytes.view(binding.uriOffset, binding.uriLength), as: UTF8.self)
            }
        }
        for implied in impliedPrefixes where implied.prefix == prefix && implied.namespace.length > 0 {
            return String(decoding: namespaceBytes.view(implied.namespace.offset, implied.namespace.length), as: UTF8.self)
        }
        return prefix.isEmpty ? "" : nil
    }
}
