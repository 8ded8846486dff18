/// A declarative mapping from an element to a model: rules compiled once into byte-level
/// dispatch, run as an ``XMLElementHandler``.
///
/// ```swift
/// let episode = XMLMapping(PodcastEpisode(), namespaces: ["itunes": itunesURI]) { map in
///     map.text("title", to: \.title)
///     map.attribute("url", of: "enclosure", to: \.enclosureURL, as: .url)
///     map.text("itunes:duration", to: \.duration, as: .duration)
/// }
/// let feed = XMLMapping(PodcastFeed(), namespaces: ["itunes": itunesURI]) { map in
///     map.text("channel/title", to: \.title)
///     map.append("channel/item", to: \.episodes, using: episode)
/// }
/// let result = try feed.map(bytes)
/// ```
///
/// A mapping is a handler like any other: hand-written handlers can delegate to one, and a
/// mapping can delegate to a hand-written handler (``XMLMappingBuilder/delegate(_:to:then:)``).
///
/// The same declaration writes the models it reads back as XML, its rules run backwards
/// (XMLMapOutput's `write(_:as:namespaceURI:to:)` and `document(_:as:namespaceURI:style:)`).
public struct XMLMapping<Model>: XMLElementHandler {
    let program: MappingProgram<Model>
    /// The model being filled in.
    public var model: Model
    /// The path node of each open descendant element the mapping handles (-1: no rule).
    private var path: [Int] = []
    /// The text inside the mapping's own element, kept when a rule reads it (`text(".")`).
    private var ownText: [UInt8] = []
    /// How many open elements have text rules: inside one, elements no rule reads are still
    /// descended into, so that their text is part of its text.
    private var openTextElements = 0
    /// One per open element reached only as a step towards deeper rules, when the mapping
    /// reports steps whose children no rule reads.
    private var steps: [StepTally] = []
    /// Whether the mapping, when it is the document's root handler, mapped anything.
    private var rootCheck = MappingRootCheck()

    /// A mapping that starts from `initial` and applies the rules `build` declares.
    /// `namespaces` binds the prefixes used in paths. Unprefixed names in paths match as
    /// written (an element without a prefix, in no namespace or the document's default one),
    /// or only in `defaultNamespace` when it is given (empty: in no namespace).
    public init(
        _ initial: Model,
        namespaces: [String: String] = [:],
        defaultNamespace: String? = nil,
        _ build: (inout XMLMappingBuilder<Model>) -> Void
    ) {
        var builder = XMLMappingBuilder<Model>(namespaces: namespaces, defaultNamespace: defaultNamespace)
        build(&builder)
        program = MappingProgram(builder: builder)
        model = initial
    }

    /// Applies the rules of the mapping's own element (`.`).
    public mutating func begin(_ element: XMLStartElement, context: XMLHandlerContext) throws {
        rootCheck.begin(element, context: context)
        try applyStartRules(of: program.nodes[0], to: element, context: context)
    }

    /// Finds the rule node for the element and applies its attribute and element rules.
    public mutating func startElement(_ element: XMLStartElement, context: XMLHandlerContext) throws -> XMLDescent {
        let nodes = program.nodes
        var found = -1
        let parent = path.last ?? 0
        if parent >= 0 {
            for child in nodes[parent].children where nodes[child].matcher.matches(element.name) {
                found = child
                break
            }
        }
        if found < 0 {
            for candidate in program.anywhere where nodes[candidate].matcher.matches(element.name) {
                found = candidate
                break
            }
        }
        let parentIsStep = parent > 0 && program.reportsUnmatchedSteps && nodes[parent].isStep
        if parentIsStep {
            if found >= 0 { steps[steps.count - 1].noteMatched() } else { steps[steps.count - 1].noteUnmatched(element.name) }
        }
        guard found >= 0 else {
            rootCheck.sawUnmatchedElement = true
            // Inside an element whose text a rule reads, the element's text is part of that text.
            if openTextElements == 0 {
                if let keep = program.unknownElements {
                    rootCheck.hasMapped = true
                    return delegate(to: XMLNodeBuilder()) { mapping, node, _ in keep(&mapping.model, node) }
                }
                // Descend only where a rule may match deeper, or the own text (`.`) includes it.
                if program.anywhere.isEmpty && !program.readsOwnText { return .skip }
            }
            path.append(-1)
            return .handle
        }
        let node = nodes[found]
        if !node.isStep { rootCheck.hasMapped = true }
        try applyStartRules(of: node, to: element, context: context)
        if let delegate = node.delegate { return try delegate(self, element, context) }
        path.append(found)
        if program.reportsUnmatchedSteps && node.isStep { steps.append(StepTally()) }
        guard !node.textRules.isEmpty else { return .handle }
        openTextElements += 1
        return .collectText
    }

    /// Keeps the text for the rules of `.`, when there are any.
    public mutating func text(_ text: XMLText, context: XMLHandlerContext) throws {
        if program.readsOwnText { ownText.append(contentsOf: text.bytes.buffer) }
    }

    /// Applies the text rules of the element that ends.
    public mutating func endElement(_ element: XMLEndElement, text: XMLBytes, context: XMLHandlerContext) throws {
        let node = path.removeLast()
        guard node >= 0 else { return }
        if program.reportsUnmatchedSteps && program.nodes[node].isStep {
            // Never the error, in strict mode too: the document is not at fault.
            if let issue = steps.removeLast().issue(at: program.nodes[node], in: program, context: context) { context.session.issues.append(issue) }
            return
        }
        guard !program.nodes[node].textRules.isEmpty else { return }
        openTextElements -= 1
        for rule in program.nodes[node].textRules { try rule(&model, text, context) }
    }

    /// Applies the text rules of `.` (not when the document broke off inside the element: its
    /// text may be cut, as for any other element's), runs the `finally` rules and returns the
    /// model.
    public mutating func finish(context: XMLHandlerContext) throws -> Model {
        if program.readsOwnText && !context.isEndingEarly {
            if !ownText.isEmpty { rootCheck.hasMapped = true }
            try ownText.withUnsafeBytes { text in
                for rule in program.nodes[0].textRules { try rule(&model, XMLBytes(text), context) }
            }
        }
        // Never the error, in strict mode too: the document is not at fault.
        if let issue = rootCheck.issue(program: program, context: context) { context.session.issues.append(issue) }
        for finalizer in program.finalizers { finalizer(&model) }
        return model
    }

    private mutating func applyStartRules(of node: MappingProgram<Model>.Node, to element: XMLStartElement, context: XMLHandlerContext) throws {
        for (name, apply) in node.attributeRules {
            for attribute in element.attributes where name.matches(attribute.name) {
                rootCheck.hasMapped = true
                try apply(&model, attribute.value, context)
            }
        }
        if !node.elementRules.isEmpty { rootCheck.hasMapped = true }
        for rule in node.elementRules { try rule(&model, element, context) }
    }
}

extension XMLMapping: Sendable where Model: Sendable {}
