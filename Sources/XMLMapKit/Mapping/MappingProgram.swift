/// A compiled ``XMLMapping``: a tree of path steps (a trie) whose nodes hold the rules to run
/// when an element matching that path starts or ends. Built once, shared by every copy of the
/// mapping, read-only while mapping.
///
/// `@unchecked Sendable`: every stored property is a `let`, and the rules capture only key
/// paths, converters, nested mappings and the `@Sendable` closures users pass in, none of
/// which is mutated after the mapping is built.
final class MappingProgram<Model>: @unchecked Sendable {
    /// Applies a value (an element's text or an attribute's value) to the model.
    typealias ValueRule = (inout Model, XMLBytes, XMLHandlerContext) throws -> Void
    /// Runs when an element starts.
    typealias ElementRule = (inout Model, XMLStartElement, XMLHandlerContext) throws -> Void
    /// Chooses a child handler for an element.
    typealias DelegateRule = (XMLMapping<Model>, XMLStartElement, XMLHandlerContext) throws -> XMLDescent

    /// One step of a path and what to do at elements that reach it.
    struct Node {
        var matcher: ElementNameMatcher
        /// The path that reaches the node, as written in the rules (`dependencies/dependency`).
        var path = ""
        var children: [Int] = []
        var textRules: [ValueRule] = []
        var attributeRules: [(name: ElementNameMatcher, apply: ValueRule)] = []
        var elementRules: [ElementRule] = []
        var delegate: DelegateRule?

        /// Whether the node is only a step towards rules deeper down (`dependencies` of
        /// `dependencies/dependency`): an element that reaches it is mapped only through its
        /// children.
        var isStep: Bool { textRules.isEmpty && attributeRules.isEmpty && elementRules.isEmpty && delegate == nil && !children.isEmpty }
    }

    /// Node 0 is the mapping's own element.
    let nodes: [Node]
    /// Nodes of `*/name` patterns, matched at any depth when no path step matches.
    let anywhere: [Int]
    /// Runs when the mapping's element ends, before the model is returned.
    let finalizers: [(inout Model) -> Void]
    /// Where elements no rule matches go, when asked for.
    let unknownElements: ((inout Model, XMLNode) -> Void)?
    /// Whether rules read the text of the mapping's own element (`text(".")`).
    let readsOwnText: Bool
    /// Whether an element reached only as a step whose children no rule reads is reported
    /// (``StepTally``): not when `*/` rules or ``XMLMappingBuilder/collectUnknownElements(into:)``
    /// may take those children, nor when the own text includes them.
    let reportsUnmatchedSteps: Bool
    /// What the rules write when the mapping writes a model back: kept apart from the nodes
    /// above, which reading copies, so that it costs reading nothing.
    let writing: MappingWriting<Model>

    /// The advice of the issues that say rules matched nothing.
    static var nameAdvice: String {
        "check the names: an unprefixed name matches an element written without a prefix, a prefixed one its namespace URI"
    }

    /// `'a', 'b/c'`: the paths of the nodes at `indexes`, as the rules wrote them, for messages.
    func quotedPaths(of indexes: [Int]) -> String {
        indexes.map { "'\(nodes[$0].path)'" }.joined(separator: ", ")
    }

    init(builder: XMLMappingBuilder<Model>) {
        nodes = builder.nodes
        anywhere = builder.anywhere
        finalizers = builder.finalizers
        unknownElements = builder.unknownElements
        readsOwnText = !builder.nodes[0].textRules.isEmpty
        reportsUnmatchedSteps = builder.anywhere.isEmpty && builder.unknownElements == nil && !readsOwnText
        writing = MappingWriting(builder: builder)
    }
}
