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
    /// The first few distinct names skipped: qualified name and namespace URI, as bytes.
    private var skippedNames: [(qualifiedName: [UInt8], namespaceURI: [UInt8])] = []
    /// Whether other names were skipped than those kept.
    private var skippedOtherNames = false
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
        guard !skippedOtherNames else { return }
        if skippedNames.contains(where: { name.qualifiedName.equals($0.qualifiedName) && name.namespaceURI.equals($0.namespaceURI) }) { return }
        if skippedNames.count < 3 {
            skippedNames.append((Array(name.qualifiedName.buffer), Array(name.namespaceURI.buffer)))
        } else {
            skippedOtherNames = true
        }
    }

    /// The root handler handled a child of its element: nothing to report.
    mutating func noteMapped() {
        hasMappedSomething = true
        skippedNames = []
    }

    /// The issue to report once the root handler finished, `nil` when there is nothing to say.
    func issue(root: XMLName, issueCount: Int, context: XMLHandlerContext) -> XMLMappingIssue? {
        guard !hasMappedSomething, skipped > 0, issueCount == issuesAtStart else { return nil }
        let namespace = root.namespaceURI.isEmpty ? "in no namespace" : "in the namespace \(root.namespaceURI.string)"
        let children = skipped == 1 ? "its only child element" : "all \(skipped) of its child elements"
        let names = skippedNames.map { name in
            let qualifiedName = String(decoding: name.qualifiedName, as: UTF8.self)
            return name.namespaceURI.isEmpty ? qualifiedName : "{\(String(decoding: name.namespaceURI, as: UTF8.self))}\(qualifiedName)"
        }
        let message =
            "nothing was mapped: the handler of <\(root.qualifiedName.string)> (\(namespace)) skipped \(children) ("
            + names.joined(separator: ", ") + (skippedOtherNames ? ", …" : "")
            + "); check the names it matches: an unprefixed name matches an element written without a prefix, a namespace URI matches exactly"
        return XMLMappingIssue(field: root.qualifiedName.string, message: message, location: context.location, elementPath: context.elementPath)
    }
}
