/// The pull tokenizer under every parse: it reads UTF-8 bytes (borrowed from the caller or
/// held in its own buffer across chunks), checks them against XML 1.0 and Namespaces 1.0, and
/// returns one ``Token`` per call to ``next()`` with the token's views ready in its fields.
///
/// ```
///  bytes ──▶ InputDecoder ──▶ supply(chunk) ──▶ next() ──▶ Token + views ──▶ handler
///                                   ▲              │
///                                   └─ needsInput ◀┘  (incomplete markup is kept, not lost)
/// ```
///
/// Views point into the input, into the tokenizer's scratch storage or into entity
/// replacement texts, and stay valid until the next call to `next()` or `supply`.
///
/// It is a struct kept at a fixed address by ``XMLTokenizerHandle``, so its hot fields are
/// read and written without the dynamic exclusivity checks class properties would need.
@usableFromInline
struct XMLTokenizer {
    /// What `next()` found.
    @usableFromInline
    enum Token {
        case xmlDeclaration, documentType, startElement, endElement, text, comment
        case processingInstruction
        /// A start tag whose element holds one plain run of text and ends right after it
        /// (`<title>Text</title>`): three events, the start tag's first, then
        /// ``XMLTokenizer/readLeafText()`` and ``XMLTokenizer/readLeafEnd()`` for the others.
        case leafElement
        /// An empty-element tag (`<enclosure url="…"/>`): two events, its start first, then
        /// ``XMLTokenizer/readEmptyElementEnd()``'s.
        case emptyElement
        /// The current chunk is used up; supply the next one.
        case needsInput
        /// The document ended and was well-formed.
        case endOfDocument
    }

    /// Why a scan could not finish: not enough input yet, or a real error.
    ///
    /// One word wide, the error being boxed: every throwing scan then hands its failure back in
    /// a register, where an unboxed ``XMLError`` (over a hundred bytes) made each caller keep a
    /// buffer for it in its frame and copy it at each call.
    enum ScanFailure: Error {
        case incomplete
        case failed(Failure)

        /// A real error.
        static func error(_ error: XMLError) -> ScanFailure { .failed(Failure(error)) }

        /// The box of a real error.
        final class Failure: Sendable {
            /// The error.
            let error: XMLError

            /// Boxes `error`.
            init(_ error: XMLError) { self.error = error }
        }
    }

    /// Where the tokenizer is in the document's grammar.
    @usableFromInline
    enum Phase {
        case documentStart, prolog, content, epilog, finished
    }

    let limits: XMLParserLimits
    /// Whether references to HTML named entities that XML does not define (`&nbsp;`) are decoded
    /// instead of being errors, for lenient mapping of real-world feeds.
    let decodesHTMLEntities: Bool
    /// Whether an `&` that starts no well-formed reference is kept as text, with the error
    /// put in ``pendingRecoveries``, instead of ending the parse.
    let recoversMalformedReferences: Bool
    /// Whether text and attribute values are repaired (see
    /// ``XMLParserOptions/recoversMalformedText``) instead of ending the parse.
    let recoversMalformedText: Bool
    /// Whether malformed markup is read as feed readers read it (see
    /// ``XMLParserOptions/recoversMalformedMarkup``) instead of ending the parse.
    let recoversMalformedMarkup: Bool
    /// Undeclared prefixes met so far, with the namespace each was read in (see
    /// ``impliedNamespace(forPrefix:at:)``).
    var impliedPrefixes: [(prefix: [UInt8], namespace: (offset: Int, length: Int))] = []
    /// Where the white space at the document's start ends (an XML declaration there is
    /// recovered from when markup is recovered).
    var leadingWhitespaceEnd = 0
    /// Whether the rest of the input is ignored: content followed the root element.
    var ignoresRest = false
    /// The errors recovered from while reading the current token, for the handler.
    @usableFromInline var pendingRecoveries: [XMLError] = []
    /// The absolute offset of the last error recovered from: a token read again once more
    /// input has come recovers from the same errors, which are reported once.
    var lastRecoveryOffset = -1
    /// While a long token waits for the rest of its bytes: how many main-input bytes must be
    /// held before it is scanned again (0: scan on every chunk). Doubling the bytes between
    /// scans keeps a token of any length from costing time quadratic in its length.
    var rescanThreshold = 0 {
        didSet { generalPathReasons.update(.longTokenWait, to: rescanThreshold > 0) }
    }
    /// How many errors were recovered from, reported or not.
    var recoveryCount = 0
    /// Whether errors recovered from are no longer reported (past
    /// ``XMLParserLimits/maxReportedRecoveries``), so need not be described.
    var recoversQuietly: Bool {
        (recoversMalformedReferences || recoversMalformedText || recoversMalformedMarkup) && recoveryCount > limits.maxReportedRecoveries
    }
    /// `ByteClass.table`, at a fixed address for the hot loops.
    let byteClasses: UnsafeMutablePointer<UInt8>

    // MARK: Input

    /// Main-input bytes kept across chunks (an incomplete token, or a whole transcoded chunk).
    var pending = ByteStorage(capacity: 64 << 10)
    /// The source being read: the main input or an entity's replacement text.
    @usableFromInline
    var input: UnsafePointer<UInt8>
    /// One past the last readable byte of `input`.
    var inputEnd = 0
    /// The next byte to read.
    @usableFromInline
    var position = 0
    /// Whether the main input reads from `pending` rather than from a borrowed chunk.
    var mainInputIsOwned = true
    /// Whether no chunk follows the current one.
    var isFinalChunk = false
    /// Offset, in the whole UTF-8 document, of the main input's first byte.
    @usableFromInline
    var mainInputOffset = 0
    /// Entity replacement texts being read, innermost last.
    var entityFrames: [EntityFrame] = [] {
        didSet { generalPathReasons.update(.entity, to: !entityFrames.isEmpty) }
    }

    // MARK: Document state

    @usableFromInline
    var phase = Phase.documentStart
    @usableFromInline
    var stopRequested = false
    /// The states in which only ``next()`` reads the next token, a bit each.
    @usableFromInline
    var generalPathReasons: GeneralPathReasons = []
    /// The end tag of `<a/>` is still to be reported.
    @usableFromInline
    var emptyElementEndPending: Bool {
        @inlinable get { generalPathReasons.contains(.emptyElementEnd) }
        set { generalPathReasons.update(.emptyElementEnd, to: newValue) }
    }
    /// The element whose end was just reported is still to be closed.
    @usableFromInline
    var elementClosePending = false
    /// Inside a CDATA section delivered in pieces.
    var insideCDATA: Bool {
        get { generalPathReasons.contains(.cdataSection) }
        set { generalPathReasons.update(.cdataSection, to: newValue) }
    }
    /// The document type declaration's entities, attribute lists and notations.
    var dtd = DocumentTypeDefinition()
    /// Whether the document type declaration was read.
    var sawDocumentType = false
    /// The document type event is still to be reported (after `queuedInstructions`).
    var documentTypePending: Bool {
        get { generalPathReasons.contains(.documentType) }
        set { generalPathReasons.update(.documentType, to: newValue) }
    }
    /// Processing instructions of the internal subset, reported before the document type.
    var queuedInstructions: [(OwnedBytes, OwnedBytes)] = []
    /// Keeps the reported instruction's bytes alive during its event.
    var queuedInstructionStorage: (OwnedBytes, OwnedBytes)?

    // MARK: Open elements and namespaces

    /// Qualified names of open elements whose start tags' bytes left the input, back to back
    /// (see ``keepOpenElementNames()``).
    var elementNames = ByteStorage(capacity: 1024)
    var openElements = RawStack<OpenElement>(capacity: 64)
    /// Per open level, how many children of each name were seen (for `item[3]` in paths).
    var siblingCounts = RawStack<SiblingCount>(capacity: 64)
    /// For parents with many differently named children: where each name's count is in
    /// `siblingCounts`, past the ones searched one by one (see ``countSibling(named:)``).
    var manySiblings: [SiblingKey: Int] = [:]
    /// Namespace prefixes and URIs in scope, back to back (offset 0 holds the `xml` URI).
    var namespaceBytes: ByteStorage
    var namespaceBindings = RawStack<NamespaceBinding>(capacity: 16)

    // MARK: The current token's views

    /// Absolute offset of the current token's first byte (its `<`, or its first character).
    @usableFromInline
    var tokenOffset = 0
    /// Where the text of the ``Token/leafElement`` read last ends (at its end tag's `<`).
    @usableFromInline
    var leafTextEnd = 0
    /// Where the end tag of the ``Token/leafElement`` read last ends (after its `>`).
    @usableFromInline
    var leafEndTagEnd = 0
    @usableFromInline
    var tokenBytes = UnsafeRawBufferPointer(start: nil, count: 0)
    @usableFromInline
    var tokenSecondBytes = UnsafeRawBufferPointer(start: nil, count: 0)
    @usableFromInline
    var tokenIsCDATA = false
    @usableFromInline
    var elementName = XMLName(qualifiedName: .empty, prefixLength: 0, namespaceURI: .empty)
    @usableFromInline
    var attributeViews: UnsafeMutablePointer<XMLAttribute>
    var attributeViewCapacity = 16
    @usableFromInline
    var attributeCount = 0
    @usableFromInline
    var declaration = XMLDeclaration(version: "1.0")
    @usableFromInline
    var documentType = XMLDocumentType(rootName: "", notations: [])

    // MARK: Scratch

    /// Decoded text, when references or line ends had to be rewritten.
    var textScratch = ByteStorage(capacity: 4096)
    /// Decoded attribute values of the current tag.
    var valueScratch = ByteStorage(capacity: 1024)
    /// Whether the current tag has prefixed attributes or namespace declarations to process.
    var attributesNeedNamespaces = false
    /// Attributes of the current tag while it is scanned.
    var attributeSlots = RawStack<AttributeSlot>(capacity: 16)
    /// The names of a tag's many attributes by hash: to find one repeated, or one a DTD declares.
    var attributeNames = AttributeNameTable()
    /// Total bytes produced by entity expansion so far.
    var expandedBytes = 0
    /// Line and column bookkeeping for locations computed on demand: `lines` covers the bytes
    /// that left the buffer, `locationCache` the last location asked for.
    var lines = LineTracker()
    var locationCache = LineTracker()
    /// The current token's location when its bytes left the buffer before it was asked for.
    var resolvedTokenLocation: SourceLocation?
    /// Told before bytes leave the buffer, to locate the offsets it keeps there.
    var locationKeeper: (any LocationKeeper)?
    /// How many entities are being expanded inside the current attribute value.
    var attributeExpansionDepth = 0
    /// Absolute offset of the outermost reference being expanded in an attribute value.
    var attributeReferenceOffset = 0
    /// The source that holds that reference.
    var attributeExpansionSavedInput: UnsafePointer<UInt8>
    /// One past the last readable byte of that source.
    var attributeExpansionSavedInputEnd = 0
    /// The default namespace in scope, as an offset and length in `namespaceBytes`.
    var defaultNamespace = (offset: 0, length: 0)
    /// The bindings below the innermost few, by prefix, once a document has that many in scope.
    var namespaceLookup = NamespaceLookupTable()

    /// Creates a tokenizer; ``releaseMemory()`` must be called when it is done with.
    init(options: XMLParserOptions) {
        limits = options.limits
        decodesHTMLEntities = options.decodesHTMLEntities
        recoversMalformedReferences = options.recoversMalformedReferences
        recoversMalformedText = options.recoversMalformedText
        recoversMalformedMarkup = options.recoversMalformedMarkup
        byteClasses = .allocate(capacity: 256)
        byteClasses.initialize(from: ByteClass.table, count: 256)
        attributeViews = .allocate(capacity: attributeViewCapacity)
        input = UnsafePointer(pending.base)
        attributeExpansionSavedInput = input
        var namespaceBytes = ByteStorage(capacity: 1024)
        NamespaceBinding.xmlNamespaceURI.withUnsafeBytes { namespaceBytes.append($0) }
        NamespaceBinding.xmlnsNamespaceURI.withUnsafeBytes { namespaceBytes.append($0) }
        if options.recoversMalformedMarkup {
            for (_, uri) in WellKnownPrefix.namespaces { uri.withUnsafeBytes { namespaceBytes.append($0) } }
        }
        self.namespaceBytes = namespaceBytes
    }

    /// Frees the memory the tokenizer allocated itself.
    func releaseMemory() {
        byteClasses.deallocate()
        attributeViews.deallocate()
        for storage in [pending, elementNames, namespaceBytes, textScratch, valueScratch] { storage.release() }
        openElements.release()
        siblingCounts.release()
        namespaceBindings.release()
        attributeSlots.release()
    }

    /// How many elements are open.
    var depth: Int { openElements.count }

    /// Whether the source being read has no more bytes to come.
    @inline(__always)
    var sourceIsComplete: Bool { isFinalChunk || !entityFrames.isEmpty || attributeExpansionDepth > 0 }

    /// Absolute offset of `index` in the current source (the reference's offset inside entities).
    @inline(__always)
    func absoluteOffset(_ index: Int) -> Int {
        if attributeExpansionDepth > 0 { return attributeReferenceOffset }
        return entityFrames.isEmpty ? mainInputOffset + index : entityFrames[0].referenceOffset
    }
}

/// Owns an ``XMLTokenizer`` at a fixed address for its lifetime. Event contexts and the
/// dispatch loop reach the tokenizer through `pointer`, one short access at a time.
@usableFromInline
final class XMLTokenizerHandle {
    /// The tokenizer.
    @usableFromInline
    let pointer: UnsafeMutablePointer<XMLTokenizer>

    /// Creates a tokenizer.
    @usableFromInline
    init(options: XMLParserOptions) {
        pointer = .allocate(capacity: 1)
        pointer.initialize(to: XMLTokenizer(options: options))
    }

    deinit {
        pointer.pointee.releaseMemory()
        pointer.deinitialize(count: 1)
        pointer.deallocate()
    }
}
