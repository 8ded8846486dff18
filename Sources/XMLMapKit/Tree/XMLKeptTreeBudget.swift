/// What one model (a feed's item, an entry, a feed's own elements) has kept of the elements
/// its mapper does not read, as ``XMLNode`` trees, against
/// ``XMLMappingOptions/maxKeptTreeBytes``.
///
/// Trees are weighed as the memory they take, roughly: the UTF-8 bytes of their names,
/// namespace URIs, attribute values and text, and ``bytesPerNode`` for each element,
/// attribute and run of text. A handler holds one budget per model and keeps each element
/// with ``XMLElementHandler/keepTree(within:reportingAs:then:)``: the model keeps them in
/// document order up to the first that does not fit, which is dropped whole with every later
/// one and reported once.
public struct XMLKeptTreeBudget: Sendable, Hashable {
    /// What an element, an attribute or a run of text weighs besides its bytes: about what a
    /// tree takes to hold one.
    public static let bytesPerNode = 64
    /// The weight of the trees kept so far.
    public internal(set) var bytesKept = 0
    /// Whether an element did not fit: the model keeps nothing more.
    public internal(set) var isExhausted = false

    /// A budget with nothing kept.
    public init() {}
}

extension XMLElementHandler {
    /// Keeps the element as an ``XMLNode`` handed to `keep`, within `budget` (the model's, a
    /// member of this handler), built by an ``XMLBoundedNodeBuilder``: without its namespace
    /// declarations (each name holds its namespace URI), and dropped, and reported as `field`,
    /// when it does not fit. Once the budget is exhausted the element is skipped. An element
    /// the document broke off inside is left out: its content is cut.
    ///
    /// Inlined, so that the budget is read and written in place, as the member of the
    /// handler's own type it is: a handler skips element after element once its budget is
    /// spent, and a key path applied to a handler it does not know would copy it each time.
    @inlinable @inline(__always)
    public func keepTree(
        within budget: WritableKeyPath<Self, XMLKeptTreeBudget>, reportingAs field: String,
        then keep: @escaping (inout Self, XMLNode) -> Void
    ) -> XMLDescent {
        guard !self[keyPath: budget].isExhausted else { return .skip }
        return delegate(to: XMLBoundedNodeBuilder(budget: self[keyPath: budget], field: field)) { handler, kept, context in
            handler[keyPath: budget] = kept.budget
            if let node = kept.node, !context.isEndingEarly { keep(&handler, node) }
        }
    }
}
