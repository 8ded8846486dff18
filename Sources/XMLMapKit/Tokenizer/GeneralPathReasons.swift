/// The states of the tokenizer in which only ``XMLTokenizer/next()`` reads the next token, a bit
/// each, so that ``XMLTokenizer/nextPlainToken()`` and ``XMLTokenizer/nextStartTagOrCDATA()``
/// test them all at once. Most are also readable by their own names on the tokenizer
/// (`emptyElementEndPending`, `insideCDATA`…), which keep their bits up to date.
@usableFromInline
struct GeneralPathReasons: OptionSet, Sendable {
    @usableFromInline let rawValue: UInt8

    @inlinable init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The end tag of `<a/>` is still to be reported. (Computed and inlinable: event dispatch,
    /// inlined into other modules, reads it at every start tag, where a stored constant is
    /// reached through a call.)
    @inlinable static var emptyElementEnd: GeneralPathReasons { GeneralPathReasons(rawValue: 1 << 0) }
    /// The document type event is still to be reported.
    static let documentType = GeneralPathReasons(rawValue: 1 << 1)
    /// Inside a CDATA section delivered in pieces.
    static let cdataSection = GeneralPathReasons(rawValue: 1 << 2)
    /// A long token cut by a chunk's end waits for more bytes (a `rescanThreshold` is set).
    static let longTokenWait = GeneralPathReasons(rawValue: 1 << 3)
    /// An entity's replacement text is being read (`entityFrames` is not empty).
    static let entity = GeneralPathReasons(rawValue: 1 << 4)
    /// The text read last was a piece cut from a longer run, whose rest the general path
    /// reads a piece at a time (cleared by ``XMLTokenizer/next()`` before each token).
    static let textPiece = GeneralPathReasons(rawValue: 1 << 5)

    /// Sets `reason` when `isSet`, clears it otherwise.
    @inline(__always)
    mutating func update(_ reason: GeneralPathReasons, to isSet: Bool) {
        self = GeneralPathReasons(rawValue: rawValue & ~reason.rawValue | (isSet ? reason.rawValue : 0))
    }
}
