extension XMLTokenizer {
    /// An error at `index` in the current source (or, inside an entity, at its reference).
    /// One a reference can be recovered from is made as ``recoveryError(_:_:at:)`` makes it.
    mutating func error(_ code: XMLError.Code, _ message: String, at index: Int) -> XMLError {
        if Self.isRecoverable(code) { return recoveryError(code, message, at: index) }
        return XMLError(code, message, location: location(ofAbsolute: absoluteOffset(index)), elementPath: elementPath())
    }

    /// A real error at `index`, to throw from a scan. Out of line, so that the scans that may
    /// fail keep the error's construction out of their frames.
    @inline(never)
    mutating func failure(_ code: XMLError.Code, _ message: String, at index: Int) -> ScanFailure {
        .error(error(code, message, at: index))
    }

    /// A real error at the current token's start, to throw from a scan (see
    /// ``failure(_:_:at:)``).
    @inline(never)
    mutating func failure(_ code: XMLError.Code, _ message: String) -> ScanFailure {
        .error(error(code, message))
    }

    /// An error at `index` that is recovered from: while ``recoversQuietly`` holds, it gets its
    /// offset alone, not its line, column and path, which cost time and nobody reads.
    mutating func recoveryError(_ code: XMLError.Code, _ message: String, at index: Int) -> XMLError {
        if recoversQuietly { return XMLError(code, message, location: SourceLocation(line: 0, column: 0, byteOffset: absoluteOffset(index))) }
        return XMLError(code, message, location: location(ofAbsolute: absoluteOffset(index)), elementPath: elementPath())
    }

    /// An error at the current token's start.
    mutating func error(_ code: XMLError.Code, _ message: String) -> XMLError {
        XMLError(code, message, location: location(ofAbsolute: tokenOffset), elementPath: elementPath())
    }

    /// The location of the current token.
    mutating func eventLocation() -> SourceLocation { location(ofAbsolute: tokenOffset) }

    /// Line and column of an absolute offset that is still in the main input's buffer, or
    /// of a place resolved before it left (an open element's start tag, the current token).
    mutating func location(ofAbsolute target: Int) -> SourceLocation {
        if target < lines.offset, let resolved = resolvedLocation(of: target) { return resolved }
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

    /// The location of `target`, counted on from `anchor`, an earlier location (at a `<` or a
    /// `&`) that is the nearer place to start from when its bytes are still held: the locations
    /// of a run of offsets, asked for in order after others were, cost one count over their bytes.
    mutating func location(ofAbsolute target: Int, after anchor: SourceLocation) -> SourceLocation {
        let start = anchor.byteOffset
        if start >= lines.offset, start <= target, locationCache.offset < start || locationCache.offset > target {
            locationCache = LineTracker(at: anchor)
        }
        return location(ofAbsolute: target)
    }

    /// Before the main input's bytes up to the absolute offset `end` leave the buffer: the
    /// places a location may still be asked for there (the start tags of open elements, whose
    /// values and issues point at them, the current token, and the offsets of the
    /// ``locationKeeper``) are located while the bytes are here. Reading never counts lines
    /// otherwise; this costs a count over the bytes that leave, once a chunk.
    mutating func resolveLocations(before end: Int) {
        var first = openElements.count
        while first > 0, openElements[first - 1].startOffset >= lines.offset { first -= 1 }
        for index in first..<openElements.count where openElements[index].startOffset < end && openElements[index].startLine == 0 {
            let location = location(ofAbsolute: openElements[index].startOffset)
            openElements[index].startLine = Int32(truncatingIfNeeded: location.line)
            openElements[index].startColumn = Int32(truncatingIfNeeded: location.column)
        }
        // A location once resolved stays true for its offset: it is replaced, never cleared.
        if tokenOffset >= lines.offset && tokenOffset < end { resolvedTokenLocation = location(ofAbsolute: tokenOffset) }
        if let keeper = locationKeeper { keeper.locateOffsets(before: end, with: &self) }
    }

    /// A location resolved by ``resolveLocations(before:)``, or `nil`.
    private func resolvedLocation(of target: Int) -> SourceLocation? {
        if let resolvedTokenLocation, resolvedTokenLocation.byteOffset == target { return resolvedTokenLocation }
        var index = openElements.count - 1
        while index >= 0, openElements[index].startOffset >= target {
            let element = openElements[index]
            if element.startOffset == target && element.startLine > 0 {
                return SourceLocation(line: Int(element.startLine), column: Int(element.startColumn), byteOffset: target)
            }
            index -= 1
        }
        return nil
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
        String(decoding: UnsafeBufferPointer(start: element.nameStart, count: element.nameLength), as: UTF8.self)
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

/// Keeps absolute offsets that are located only if asked for (a decoding tree's elements, for
/// its error messages), and so must be located before their bytes leave the buffer.
protocol LocationKeeper: AnyObject {
    /// Locates the offsets before `end` not located yet, with `tokenizer`, while their bytes
    /// are still held.
    func locateOffsets(before end: Int, with tokenizer: inout XMLTokenizer)
}
