/// What happened to the children of an element a mapping reached only as a step towards
/// deeper rules (`dependencies` of `dependencies/dependency`), so that a typo in a nested name
/// does not map nothing in silence: when the element had children and none of them is one the
/// rules read, the mapping reports an issue naming the rules' paths and what it found instead.
struct StepTally {
    /// Whether a child matched a rule.
    private var hasMatchedChild = false
    /// How many children matched none.
    private var unmatched = 0
    /// The first few distinct names of those children.
    private var unmatchedNames = ElementNameSample()

    /// A child of the element matched a rule.
    mutating func noteMatched() { hasMatchedChild = true }

    /// A child of the element named `name` matched no rule.
    mutating func noteUnmatched(_ name: XMLName) {
        unmatched += 1
        if !hasMatchedChild { unmatchedNames.note(name) }
    }

    /// The issue for the element at `node` as it ends, `nil` when a child matched or it had none.
    func issue<Model>(at node: MappingProgram<Model>.Node, in program: MappingProgram<Model>, context: XMLHandlerContext) -> XMLMappingIssue? {
        guard !hasMatchedChild, unmatched > 0 else { return nil }
        let rules = program.quotedPaths(of: node.children)
        let names = unmatchedNames.listed(withNamespaces: false)
        let children = unmatched == 1 ? "its only child element (\(names)) is not" : "none of its \(unmatched) child elements (\(names)) is"
        let message =
            "nothing was mapped inside it: \(children) one that the rules for \(rules) read; \(MappingProgram<Model>.nameAdvice)"
        return XMLMappingIssue(field: node.path, message: message, location: context.location, elementPath: context.elementPath)
    }
}
