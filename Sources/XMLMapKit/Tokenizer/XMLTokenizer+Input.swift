extension XMLTokenizer {
    /// Makes `chunk` the next input. It is read in place (borrowed) when nothing is pending;
    /// otherwise it is appended to the pending bytes. `isFinal` says no chunk follows.
    @usableFromInline
    mutating func supply(_ chunk: UnsafeRawBufferPointer, isFinal: Bool) {
        isFinalChunk = isFinal
        if pending.count == 0, let base = chunk.baseAddress {
            input = base.assumingMemoryBound(to: UInt8.self)
            inputEnd = chunk.count
            mainInputIsOwned = false
        } else {
            pending.append(chunk)
            input = UnsafePointer(pending.base)
            inputEnd = pending.count
            mainInputIsOwned = true
        }
        position = ignoresRest ? inputEnd : 0
    }

    /// Ends reading, after a stop or an error: the caller's chunk is about to be released, yet
    /// locations may still be asked for (handlers finishing early report issues at the current
    /// event). The lines before the current token are counted now, while its bytes are alive,
    /// and the bytes from the token to where reading ended move into storage of the
    /// tokenizer's own, so no location ever reads released memory.
    @usableFromInline
    mutating func endReading() {
        phase = .finished
        if let outermost = entityFrames.first {
            for frame in entityFrames { dtd.entities[frame.entityIndex].isOpen = false }
            entityFrames = []
            input = outermost.savedInput
            inputEnd = outermost.savedInputEnd
            position = outermost.savedPosition
        }
        guard !mainInputIsOwned else { return }
        keepOpenElementNames()
        let keptStart = Swift.max(0, Swift.min(tokenOffset - mainInputOffset, position))
        resolveLocations(before: mainInputOffset + keptStart)
        countLines(upTo: keptStart)
        pending.count = 0
        pending.append(input + keptStart, count: position - keptStart)
        mainInputOffset += keptStart
        input = UnsafePointer(pending.base)
        inputEnd = pending.count
        position = inputEnd
        mainInputIsOwned = true
        locationCache = lines
    }

    /// Counts the lines of the main input up to `end` (an index in it) before its bytes leave
    /// the buffer, going on from where a location asked for last (``locationCache``) got to when
    /// that is further: a count the bytes already had is not made twice.
    private mutating func countLines(upTo end: Int) {
        if locationCache.offset > lines.offset && locationCache.offset <= mainInputOffset + end { lines = locationCache }
        lines.advance(over: input, upTo: end, absoluteStart: mainInputOffset)
    }

    /// Keeps the unread bytes of a borrowed chunk (or compacts the pending ones) and asks for input.
    mutating func suspend() throws(ScanFailure) -> Token {
        if position > 0 {
            resolveLocations(before: mainInputOffset + position)
            countLines(upTo: position)
        }
        let unread = inputEnd - position
        if unread > limits.maxMarkupBytes {
            throw failure(.limitExceeded, "markup longer than \(limits.maxMarkupBytes) bytes (limit maxMarkupBytes)")
        }
        keepOpenElementNames()
        if mainInputIsOwned {
            pending.removeFirst(position)
        } else {
            pending.count = 0
            pending.append(input + position, count: unread)
            mainInputIsOwned = true
        }
        mainInputOffset += position
        input = UnsafePointer(pending.base)
        inputEnd = pending.count
        position = 0
        rescanThreshold = unread >= Self.longTokenBytes ? Swift.min(2 * unread, limits.maxMarkupBytes + 1) : 0
        return .needsInput
    }

    /// The length past which a token cut by the end of a chunk waits for twice its bytes
    /// before it is scanned again (see ``rescanThreshold``).
    static let longTokenBytes = 1 << 20

    /// Whether a long token still waits for more bytes before it is scanned again.
    var awaitsMoreOfLongToken: Bool {
        rescanThreshold > 0 && inputEnd < rescanThreshold && !isFinalChunk && entityFrames.isEmpty
    }

    /// What happens when the current source runs out.
    mutating func endOfSource() throws(ScanFailure) -> Token? {
        if !entityFrames.isEmpty {
            try leaveEntity()
            return nil
        }
        if !isFinalChunk { return try suspend() }
        switch phase {
        case .documentStart, .prolog:
            throw failure(.misplacedContent, "the document has no root element", at: position)
        case .content:
            // A CDATA section's start read in an earlier chunk, and nothing of it since: the
            // same error as when the whole input is read at once.
            if insideCDATA { throw failure(.unexpectedEndOfInput, "the input ended inside markup", at: position) }
            let open = openElements.last.map { elementNameString($0) } ?? ""
            throw failure(.unexpectedEndOfInput, "the input ended before the end tag of <\(open)>", at: position)
        case .epilog, .finished:
            phase = .finished
            return .endOfDocument
        }
    }
}
