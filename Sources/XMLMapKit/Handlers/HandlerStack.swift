/// Drives a stack of ``XMLElementHandler``s from the event stream: the core of mapping.
///
/// ```
///  events ──▶ HandlerStack ──▶ top frame's handler
///               │  start: .handle / .collectText → remember the level
///               │         .skip                  → count depth, ignore until its end
///               │         delegate(to: child)    → push child (in a spare frame of its
///               │                                   type if there is one), child.begin(element)
///               │  end of a pushed element       → pop, child.finish() → parent's `then:`;
///               │                                   the frame is kept as a spare
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
    /// What the root handler did with the children of its element, to say so when it mapped
    /// nothing.
    private var rootChildren = RootChildTally()
    /// The frames, the spare frames, the levels and the collected text.
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
            rootChildren.begin(attributes: element.attributes, issueCount: session.issues.count)
            try root._withUnsafeGuaranteedRef { try $0.operations.begin($0, element, handlerContext) }
            return
        }
        let descent = try top._withUnsafeGuaranteedRef({ try $0.operations.startElement($0, element, handlerContext) }).kind
        if !rootChildren.hasMappedSomething && storage.frames.count == 1 {
            if case .skip = descent { rootChildren.noteSkipped(element.name) } else { rootChildren.noteMapped() }
        }
        switch descent {
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
            let isRoot = storage.frames.count == 1
            try pop(context: handlerContext)
            // After the root handler finished, so that what it reported there counts. An issue in
            // strict mode too, never the error: the document is not at fault.
            if isRoot, let issue = rootChildren.issue(root: element.name, issueCount: session.issues.count, context: handlerContext) {
                session.issues.append(issue)
            }
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

/// Holds a result delivered by a closure.
@usableFromInline
package final class ResultBox<Value> {
    @usableFromInline package var value: Value?
    @usableFromInline package init() {}
}
