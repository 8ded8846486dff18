/// A handler that keeps its element's subtree as an ``XMLNode``, as ``XMLNodeBuilder`` does
/// but without namespace declarations (each name holds its namespace URI), within what its
/// model may still keep (``XMLKeptTreeBudget``).
///
/// The element that would take the model past ``XMLMappingOptions/maxKeptTreeBytes`` is built
/// no further and dropped whole: it is reported as `field` at the node that passed the limit
/// (an ``XMLMappingIssue`` naming the element; in strict mode an ``XMLError`` with code
/// ``XMLError/Code/limitExceeded``), and the budget is exhausted, so that the model keeps no
/// later element either.
public struct XMLBoundedNodeBuilder: XMLElementHandler {
    /// The element kept (`nil` when it was dropped) and the model's budget after it.
    public struct Kept {
        /// The element, `nil` when it did not fit.
        public var node: XMLNode?
        /// The model's budget, this element counted.
        public var budget: XMLKeptTreeBudget
    }

    private var builder = XMLNodeBuilder(keepsNamespaceDeclarations: false)
    private var budget: XMLKeptTreeBudget
    /// The weight of the subtree built so far.
    private var weight = 0
    /// Whether the last node built is a run of text, which more text joins.
    private var isInText = false
    /// The model field a dropped element is reported as (`item.extensions`).
    private let field: String

    /// A builder within `budget`, reporting a dropped element as `field`.
    public init(budget: XMLKeptTreeBudget, field: String) {
        self.budget = budget
        self.field = field
    }

    /// Opens the root node, or drops the element when it does not fit.
    public mutating func begin(_ element: XMLStartElement, context: XMLHandlerContext) throws {
        guard fits(Self.weight(of: element), context: context) else {
            return try drop(element.name.qualifiedName.string, in: element.name.namespaceURI.string, context: context)
        }
        builder.begin(element, context: context)
    }

    /// Opens a child node, or drops the element being built when it does not fit.
    public mutating func startElement(_ element: XMLStartElement, context: XMLHandlerContext) throws -> XMLDescent {
        guard !budget.isExhausted else { return .skip }
        guard fits(Self.weight(of: element), context: context) else {
            try dropBuilt(context: context)
            return .skip
        }
        isInText = false
        return builder.startElement(element, context: context)
    }

    /// Adds text to the innermost node, or drops the element being built when it does not fit.
    public mutating func text(_ text: XMLText, context: XMLHandlerContext) throws {
        guard !budget.isExhausted else { return }
        guard fits(text.bytes.count + (isInText ? 0 : XMLKeptTreeBudget.bytesPerNode), context: context) else {
            return try dropBuilt(context: context)
        }
        isInText = true
        builder.text(text, context: context)
    }

    /// Closes the innermost node into its parent.
    public mutating func endElement(_ element: XMLEndElement, text: XMLBytes, context: XMLHandlerContext) {
        guard !budget.isExhausted else { return }
        isInText = false
        builder.endElement(element, text: text, context: context)
    }

    /// The element and the budget after it.
    public mutating func finish(context: XMLHandlerContext) -> Kept {
        guard !budget.isExhausted else { return Kept(node: nil, budget: budget) }
        budget.bytesKept += weight
        return Kept(node: builder.finish(context: context), budget: budget)
    }

    /// Whether `added` more bytes fit in the budget, counted when they do.
    private mutating func fits(_ added: Int, context: XMLHandlerContext) -> Bool {
        guard budget.bytesKept + weight + added <= context.options.maxKeptTreeBytes else { return false }
        weight += added
        return true
    }

    /// Drops the element being built: lets go of it, and reports it as ``drop(_:in:context:)`` does.
    private mutating func dropBuilt(context: XMLHandlerContext) throws {
        let root = builder.root
        builder = XMLNodeBuilder(keepsNamespaceDeclarations: false)
        try drop(root?.name ?? "", in: root?.namespaceURI ?? "", context: context)
    }

    /// Exhausts the budget and reports the element `name` in `namespaceURI` dropped.
    private mutating func drop(_ name: String, in namespaceURI: String, context: XMLHandlerContext) throws {
        budget.isExhausted = true
        let element = namespaceURI.isEmpty ? "'\(name)'" : "'\(name)' (\(namespaceURI))"
        try context.reportLimitExceeded(
            field: field,
            "\(element) not kept, nor any later one: it would take the trees kept here past XMLMappingOptions.maxKeptTreeBytes (\(context.options.maxKeptTreeBytes) bytes)"
        )
    }

    /// What keeping `element` weighs: the element and its attributes but namespace
    /// declarations (``XMLKeptTreeBudget``).
    private static func weight(of element: XMLStartElement) -> Int {
        var weight = XMLKeptTreeBudget.bytesPerNode + element.name.qualifiedName.count + element.name.namespaceURI.count
        for attribute in element.attributes where !XMLNodeBuilder.isNamespaceDeclaration(attribute) {
            weight += XMLKeptTreeBudget.bytesPerNode + attribute.name.qualifiedName.count + attribute.name.namespaceURI.count + attribute.value.count
        }
        return weight
    }
}
