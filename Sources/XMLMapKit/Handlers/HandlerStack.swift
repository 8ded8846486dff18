/// Drives a stack of ``XMLElementHandler``s from the event stream: the core of mapping.
///
/// ```
///  events ──▶ HandlerStack ──▶ top frame's handler
///               │  start: .handle / .collectText → remember the level
///               │         .skip                  → count depth, ignore until its end
///               │         delegate(to: child)    → push child, child.begin(element)
///               │  end of a pushed element       → pop, child.finish() → parent's `then:`
///               ▼
///  frames: [root handler, child, grandchild…]   levels: one per open element
/// ```
struct HandlerStack: XMLEventHandler {
    /// Makes the root element's frame.
    typealias RootFrameFactory = (XMLStartElement, XMLHandlerContext) throws -> HandlerFrame

    /// What the stack remembers per open element.
    enum Level {
        /// The element is the root of the frame on top of the stack.
        case frameRoot
        /// The top frame handles the element.
        case handled
        /// The top frame handles the element, whose text is collected from `textStart` and whose
        /// start tag is at `elementOffset` in the document.
        case collecting(textStart: Int, elementOffset: Int)
    }

    private var makeRootFrame: RootFrameFactory?
    private var rootCompleted = false
    /// `storage.frames.last`, cached (`storage.frames` keeps it alive), and called
    /// through `_withUnsafeGuaranteedRef`, which retains it neither: no reference counting per
    /// event.
    private var top: Unmanaged<HandlerFrame>?
    private var skippedDepth = 0
    private var collectingCount = 0
    /// The frames, the levels and the collected text.
    private let storage = HandlerStackStorage()
    let session: MappingSession

    init(session: MappingSession, makeRootFrame: @escaping RootFrameFactory) {
        self.makeRootFrame = makeRootFrame
        self.session = session
    }

    /// Records a well-formedness error the parser recovered from (lenient mapping) as an issue
    /// of the field `xml`.
    func recoveredError(_ error: XMLError, context: XMLEventContext) {
        session.recoveredFromErrors = true
        session.issues.append(XMLMappingIssue(field: "xml", message: error.message, location: error.location, elementPath: error.elementPath))
    }

    // The events of a skipped subtree end in these inlined checks: no event is built for them
    // and no call made.

    @inline(__always)
    mutating func startElement(_ element: XMLStartElement, context: XMLEventContext) throws {
        if skippedDepth > 0 {
            skippedDepth += 1
            return
        }
        try startUnskippedElement(element, context: context)
    }

    @inline(__always)
    mutating func text(_ text: XMLText, context: XMLEventContext) throws {
        guard skippedDepth == 0 else { return }
        try unskippedText(text, context: context)
    }

    @inline(__always)
    mutating func endElement(_ element: XMLEndElement, context: XMLEventContext) throws {
        if skippedDepth > 0 {
            skippedDepth -= 1
            return
        }
        try endUnskippedElement(element, context: context)
    }

    private mutating func startUnskippedElement(_ element: XMLStartElement, context: XMLEventContext) throws {
        let handlerContext = XMLHandlerContext(events: context, session: session)
        guard let top else {
            guard let makeRootFrame else { return }
            self.makeRootFrame = nil
            let root = Unmanaged.passRetained(try makeRootFrame(element, handlerContext))
            push(root)
            try root._withUnsafeGuaranteedRef { try $0.operations.begin($0, element, handlerContext) }
            return
        }
        switch try top._withUnsafeGuaranteedRef({ try $0.operations.startElement($0, element, handlerContext) }).kind {
        case .handle:
            storage.levels.append(.handled)
        case .collectText:
            storage.levels.append(.collecting(textStart: storage.text.count, elementOffset: context.tokenizer.pointee.tokenOffset))
            collectingCount += 1
        case .skip:
            skippedDepth = 1
        case .delegate(var pending):
            let spare = pending.frameType.flatMap { storage.takeSpareFrame(ofType: $0) }
            let child = withUnsafeMutableBytes(of: &pending.contents) { pending.install($0.baseAddress!, spare) }
            child._withUnsafeGuaranteedRef { $0.parent = top }
            push(child)
            try child._withUnsafeGuaranteedRef { try $0.operations.begin($0, element, handlerContext) }
        }
    }

    /// Puts `frame` (retained once) on top, for the element that just started.
    @inline(__always)
    private mutating func push(_ frame: Unmanaged<HandlerFrame>) {
        storage.frames.append(frame)
        top = frame
        storage.levels.append(.frameRoot)
    }

    /// Takes the top frame off the stack and completes it: its result goes to its parent, or
    /// out of the mapping for the root. The frame is kept for reuse when it can be (before
    /// `complete`, which delegates nothing), else released after.
    @inline(__always)
    private mutating func pop(context: XMLHandlerContext) throws {
        let frame = storage.frames.removeLast()
        top = storage.frames.last
        if storage.frames.count == 0 { rootCompleted = true }
        let isKept = storage.keepSpareFrame(frame)
        defer { if !isKept { frame.release() } }
        try frame._withUnsafeGuaranteedRef { try $0.operations.complete($0, context) }
    }

    private mutating func unskippedText(_ text: XMLText, context: XMLEventContext) throws {
        guard let top else { return }
        if collectingCount > 0 { storage.text.append(text.bytes.buffer) }
        let handlerContext = XMLHandlerContext(events: context, session: session)
        try top._withUnsafeGuaranteedRef { try $0.operations.text($0, text, handlerContext) }
    }

    private mutating func endUnskippedElement(_ element: XMLEndElement, context: XMLEventContext) throws {
        guard storage.levels.count > 0 else { return }
        let level = storage.levels.removeLast()
        var handlerContext = XMLHandlerContext(events: context, session: session)
        switch level {
        case .frameRoot:
            try pop(context: handlerContext)
        case .handled:
            try top!._withUnsafeGuaranteedRef { try $0.operations.endElement($0, element, .empty, handlerContext) }
        case .collecting(let start, let elementOffset):
            collectingCount -= 1
            handlerContext.elementStartOffset = elementOffset
            let text = XMLBytes(storage.text.view(start, storage.text.count - start))
            try top!._withUnsafeGuaranteedRef { try $0.operations.endElement($0, element, text, handlerContext) }
            storage.text.count = start
        }
    }

    /// After a stop or an error: finishes every open handler with what it has, innermost
    /// first, each result reaching its parent as at an end tag (``XMLHandlerContext/isEndingEarly``
    /// tells them apart). Returns `false` when the root element never started.
    mutating func finishEarly(context: XMLEventContext) throws -> Bool {
        if rootCompleted { return true }
        guard storage.frames.count > 0 else { return false }
        session.isEndingEarly = true
        rootCompleted = true
        storage.levels.truncate(to: 0)
        skippedDepth = 0
        collectingCount = 0
        let handlerContext = XMLHandlerContext(events: context, session: session)
        while storage.frames.count > 0 { try pop(context: handlerContext) }
        return true
    }
}

/// What the stack keeps per open element, and the text of the elements whose text is being
/// collected, in memory of the stack's own: no copy-on-write or uniqueness check per event.
final class HandlerStackStorage {
    @exclusivity(unchecked) var levels = RawStack<HandlerStack.Level>(capacity: 32)
    @exclusivity(unchecked) var text = ByteStorage(capacity: 1024)
    /// The frames of the root handler and of the delegated ones open inside it, each retained
    /// once, innermost last.
    @exclusivity(unchecked) var frames = RawStack<Unmanaged<HandlerFrame>>(capacity: 8)
    /// Popped frames kept for the next child of their type, each retained once: delegating to
    /// one allocates nothing.
    @exclusivity(unchecked) var spareFrames = RawStack<Unmanaged<HandlerFrame>>(capacity: 8)
    /// How many popped frames are kept: as many as the kinds of child a document nests.
    static let spareFrameLimit = 16

    /// Takes out a spare frame of `type`, if any, looking at the latest kept first.
    @inline(__always)
    func takeSpareFrame(ofType type: ObjectIdentifier) -> Unmanaged<HandlerFrame>? {
        var index = spareFrames.count
        while index > 0 {
            index -= 1
            let frame = spareFrames[index]
            if frame._withUnsafeGuaranteedRef({ ObjectIdentifier(Swift.type(of: $0)) }) == type {
                spareFrames[index] = spareFrames[spareFrames.count - 1]
                spareFrames.truncate(to: spareFrames.count - 1)
                return frame
            }
        }
        return nil
    }

    /// Keeps a popped `frame` as a spare when it can be reused and there is room; returns
    /// whether it did (else the caller releases the frame).
    @inline(__always)
    func keepSpareFrame(_ frame: Unmanaged<HandlerFrame>) -> Bool {
        guard frame._withUnsafeGuaranteedRef({ $0.isReusable }) && spareFrames.count < Self.spareFrameLimit else { return false }
        spareFrames.append(frame)
        return true
    }

    deinit {
        for frame in frames { frame.release() }
        for frame in spareFrames { frame.release() }
        frames.release()
        spareFrames.release()
        levels.release()
        text.release()
    }
}

/// Holds a result delivered by a closure.
@usableFromInline
final class ResultBox<Value> {
    @usableFromInline var value: Value?
    @usableFromInline init() {}
}
