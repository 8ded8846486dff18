/// What the root handler did with the children of its element, so that a handler that maps
/// nothing says so: a first handler whose names never match (a typo, a prefix, a namespace)
/// otherwise returns an empty model with no word of why.
///
/// It speaks only when the handler skipped every child of the root element, the root element
/// carries no attribute but namespace declarations (a handler may map the root's attributes
/// alone, in `begin`), and the mapping reported no issue of its own. The stack notes the root
/// frame's skips until its first descent that is not a skip; after that the tally costs one
/// branch per start tag.
struct RootChildTally {
    /// Whether a child of the root element has been handled, collected or delegated (or the
    /// root carries attributes, which the handler may have read): nothing to report.
    private(set) var hasMappedSomething = false
    /// How many children of the root element were skipped.
    private var skipped = 0
    /// The first few distinct names skipped.
    private var skippedNames = ElementNameSample()
    /// How many issues the mapping had when the root element started.
    private var issuesAtStart = 0

    /// The root element started with `attributes`, when the mapping had `issueCount` issues.
    mutating func begin(attributes: XMLAttributes, issueCount: Int) {
        issuesAtStart = issueCount
        hasMappedSomething = attributes.contains { attribute in
            !(attribute.name.qualifiedName.equals("xmlns") || attribute.name.prefix.equals("xmlns"))
        }
    }

    /// The root handler skipped a child of its element named `name`.
    mutating func noteSkipped(_ name: XMLName) {
        skipped += 1
        skippedNames.note(name)
    }

    /// The root handler handled a child of its element: nothing to report.
    mutating func noteMapped() {
        hasMappedSomething = true
        skippedNames = ElementNameSample()
    }

    /// The issue to report once the root handler finished, `nil` when there is nothing to say.
    func issue(root: XMLName, issueCount: Int, context: XMLHandlerContext) -> XMLMappingIssue? {
        guard !hasMappedSomething, skipped > 0, issueCount == issuesAtStart else { return nil }
        let namespace = root.namespaceURI.isEmpty ? "in no namespace" : "in the namespace \(root.namespaceURI.string)"
        let children = skipped == 1 ? "its only child element" : "all \(skipped) of its child elements"
        let message =
            "nothing was mapped: the handler of <\(root.qualifiedName.string)> (\(namespace)) skipped \(children) ("
            + skippedNames.listed(withNamespaces: true)
            + "); check the names it matches: an unprefixed name matches an element written without a prefix, a namespace URI matches exactly"
        return XMLMappingIssue(field: root.qualifiedName.string, message: message, location: context.location, elementPath: context.elementPath)
    }
}
