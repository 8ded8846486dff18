/// What the root handler did with the children of its element, so that a handler that maps
/// nothing says so: a first handler whose names never match (a typo, a prefix, a namespace)
/// otherwise returns an empty model with no word of why.
///
/// The stack notes the root frame's skips until its first descent that is not a skip; after
/// that the tally is closed and costs one branch per start tag.
struct RootChildTally {
    /// Whether no child of the root element has been handled yet.
    private(set) var isOpen = true
    /// How many children of the root element were skipped while the tally was open.
    private var skipped = 0
    /// The first few distinct names skipped, as `{namespace}name` or `name`.
    private var skippedNames: [String] = []
    /// Whether other names were skipped than those kept.
    private var skippedOtherNames = false

    /// The root handler skipped a child of its element named `name`.
    mutating func noteSkipped(_ name: XMLName) {
        skipped += 1
        guard !skippedOtherNames else { return }
        let shown = name.description
        if skippedNames.contains(shown) { return }
        if skippedNames.count < 3 { skippedNames.append(shown) } else { skippedOtherNames = true }
    }

    /// The root handler handled a child of its element: nothing to report.
    mutating func close() {
        isOpen = false
        skippedNames = []
    }

    /// The issue to report at the root element's end, `nil` when the handler handled a child
    /// or the element had none.
    func issue(root: XMLName, context: XMLHandlerContext) -> XMLMappingIssue? {
        guard isOpen, skipped > 0 else { return nil }
        let namespace = root.namespaceURI.isEmpty ? "in no namespace" : "in the namespace \(root.namespaceURI.string)"
        let children = skipped == 1 ? "its only child element" : "all \(skipped) of its child elements"
        let message = "nothing was mapped: the handler of <\(root.qualifiedName.string)> (\(namespace)) skipped \(children) ("
            + skippedNames.joined(separator: ", ") + (skippedOtherNames ? ", …" : "")
            + "); check the names it matches: an unprefixed name matches an element written without a prefix, a namespace URI matches exactly"
        return XMLMappingIssue(field: root.qualifiedName.string, message: message, location: context.location, elementPath: context.elementPath)
    }
}
