/// Whether a mapping that is a document's root handler mapped anything, so that one whose
/// names never match says so even when the root element carries attributes (where the stack's
/// ``RootChildTally`` cannot tell whether a handler read them): a rule applied when an
/// attribute it reads was there, a text rule's or a nested model's element came, an
/// `onElement` rule ran or an unknown element was kept.
struct MappingRootCheck {
    /// The root element as `<name>` and its namespace, when the mapping is the document's
    /// root handler.
    private var root: (name: String, namespaceURI: String)?
    /// Whether a rule applied.
    var hasMapped = false
    /// Whether an element came inside the root element that no rule matched.
    var sawUnmatchedElement = false
    /// How many issues the mapping had when the root element started.
    private var issuesAtStart = 0

    /// The mapping's own element started: at depth 1, the document's root.
    mutating func begin(_ element: XMLStartElement, context: XMLHandlerContext) {
        guard context.depth == 1 else { return }
        root = (element.name.qualifiedName.string, element.name.namespaceURI.string)
        issuesAtStart = context.session.issues.count
    }

    /// The issue when the mapping is the root handler, an element no rule matched came, no
    /// rule applied, nothing else was reported, and the document did not break off.
    func issue<Model>(program: MappingProgram<Model>, context: XMLHandlerContext) -> XMLMappingIssue? {
        guard let root, sawUnmatchedElement, !hasMapped, !context.isEndingEarly, context.session.issues.count == issuesAtStart else { return nil }
        let namespace = root.namespaceURI.isEmpty ? "in no namespace" : "in the namespace \(root.namespaceURI)"
        let rules = program.quotedPaths(of: program.nodes[0].children + program.anywhere)
        let message =
            "nothing was mapped: no rule of the mapping of <\(root.name)> (\(namespace)) matched; its paths start \(rules); "
            + MappingProgram<Model>.nameAdvice
        return XMLMappingIssue(field: root.name, message: message, location: context.location, elementPath: context.elementPath)
    }
}
