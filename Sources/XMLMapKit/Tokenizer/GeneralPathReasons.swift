/// The states of the tokenizer in which only ``XMLTokenizer/next()`` reads the next token, a bit
/// each, so that ``XMLTokenizer/nextPlainToken()`` and ``XMLTokenizer/nextStartTagOrCDATA()``
/// test them all at once. Each is also readable by its own name on the tokenizer
/// (`emptyElementEndPending`, `insideCDATA`…), which keeps its bit up to date.
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

    /// Sets `reason` when `isSet`, clears it otherwise.
    @inline(__always)
    mutating func update(_ reason: GeneralPathReasons, to isSet: Bool) {
        self = GeneralPathReasons(rawValue: rawValue & ~reason.rawValue | (isSet ? reason.rawValue : 0))
    }
}
