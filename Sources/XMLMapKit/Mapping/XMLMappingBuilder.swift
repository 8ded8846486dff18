/// Collects the rules of an ``XMLMapping``: which element's text or attribute goes to which
/// property, with which conversion, and which elements map to nested models.
///
/// Paths are relative to the mapping's element: `title`, `channel/title`, `.` (or `""`: the
/// element itself, its text and attributes), `*` (any one element), and `*/title` (a `title` at
/// any depth that no other rule claims). Names match as they are written: an unprefixed step
/// matches an element written without a prefix, in no namespace or in the document's default
/// namespace (give the mapping a `defaultNamespace` to require one); a prefixed step
/// (`itunes:duration`) matches by namespace URI, resolved through the mapping's `namespaces`
/// once, when the mapping is built, whatever prefix the document uses.
///
/// `text` and `attribute` rules are for single elements (a later one replaces an earlier
/// value); `appendText` and `append` are for repeated ones. A rule that could never apply is a
/// programming error, stopped when the mapping is built: a text rule and a nested model on the
/// same element (read the text in the nested mapping with `text(".")`), two nested models on
/// one element, a rule for an element inside one that a nested model reads, a nested model for
/// `.`, a path that starts with `/` or has a step that is not an element name (`@idref`). The
/// reference is the DocC article "Declarative mappings".
///
/// The rules also run backwards, when the mapping writes a model (XMLMapOutput's
/// `XMLMapping.write(_:as:namespaceURI:to:)`): `text`, `attribute`, their `append` forms,
/// `child`, `append` and `collectUnknownElements` write what they read; `delegate`,
/// `onElement`, `decode`, `*` paths and converters without a format cannot, and writing a
/// mapping that has one fails, naming it; `finally` does not run.
public struct XMLMappingBuilder<Model> {
    typealias Program = MappingProgram<Model>

    var nodes: [Program.Node] = [Program.Node(matcher: ElementNameMatcher(localName: nil, namespaceURI: nil))]
    var anywhere: [Int] = []
    var finalizers: [(inout Model) -> Void] = []
    var unknownElements: ((inout Model, XMLNode) -> Void)?
    /// The rules that run backwards, at the node of their path, in the order declared.
    var writeRules: [(node: Int, rule: MappingWriting<Model>.Rule)] = []
    /// The rules that do not, in the order declared, those of nested mappings included.
    var unwritableRules: [MappingWriteFailure] = []
    /// The prefixes of the nested mappings, to prefer when writing.
    var nestedNamespaces: [(prefix: String, namespaceURI: String)] = []
    /// The unknown elements kept, to write back.
    var unknownElementsWriting: ((Model) -> [XMLNode])?
    let namespaces: [String: String]
    let defaultNamespace: String?

    init(namespaces: [String: String], defaultNamespace: String?) {
        self.namespaces = namespaces
        self.defaultNamespace = defaultNamespace
    }

    // MARK: Text

    /// The text of the element at `path`, converted, into `property`: all the text inside the
    /// element, its descendants' included. `.` reads the mapping's own element: the text that
    /// reaches the mapping, not that of elements a nested model or
    /// ``collectUnknownElements(into:)`` takes.
    public mutating func text<Value>(_ path: String, to property: WritableKeyPath<Model, Value>, as converter: XMLValueConverter<Value>) {
        addText(path, converter: converter, values: .single(property)) { model, value in model[keyPath: property] = value }
    }

    /// The text of the element at `path`, converted, into an optional `property`.
    public mutating func text<Value>(_ path: String, to property: WritableKeyPath<Model, Value?>, as converter: XMLValueConverter<Value>) {
        addText(path, converter: converter, values: .optional(property)) { model, value in model[keyPath: property] = value }
    }

    /// The text of the element at `path`, trimmed, into `property`.
    public mutating func text(_ path: String, to property: WritableKeyPath<Model, String>) {
        text(path, to: property, as: .trimmed)
    }

    /// The text of the element at `path`, trimmed, into an optional `property`.
    public mutating func text(_ path: String, to property: WritableKeyPath<Model, String?>) {
        text(path, to: property, as: .trimmed)
    }

    /// The text of each element at `path`, converted, appended to `property`.
    public mutating func appendText<Value>(_ path: String, to property: WritableKeyPath<Model, [Value]>, as converter: XMLValueConverter<Value>) {
        addText(path, converter: converter, values: .list(property)) { model, value in model[keyPath: property].append(value) }
    }

    /// The text of each element at `path`, trimmed, appended to `property`.
    public mutating func appendText(_ path: String, to property: WritableKeyPath<Model, [String]>) {
        appendText(path, to: property, as: .trimmed)
    }

    // MARK: Attributes

    /// The attribute `name` of each element at `path`, converted, appended to `property`: one
    /// value per repeated element (`<itemref idref="…"/>` after `<itemref idref="…"/>`).
    public mutating func appendAttribute<Value>(
        _ name: String, of path: String, to property: WritableKeyPath<Model, [Value]>, as converter: XMLValueConverter<Value>
    ) {
        addAttribute(name, of: path, converter: converter, values: .list(property)) { model, value in model[keyPath: property].append(value) }
    }

    /// The attribute `name` of each element at `path`, as written, appended to `property`.
    public mutating func appendAttribute(_ name: String, of path: String, to property: WritableKeyPath<Model, [String]>) {
        appendAttribute(name, of: path, to: property, as: .string)
    }

    /// The attribute `name` of the element at `path` (`.` for the mapping's own element),
    /// converted, into an optional `property`.
    public mutating func attribute<Value>(
        _ name: String, of path: String = ".", to property: WritableKeyPath<Model, Value?>, as converter: XMLValueConverter<Value>
    ) {
        addAttribute(name, of: path, converter: converter, values: .optional(property)) { model, value in model[keyPath: property] = value }
    }

    /// The attribute `name` of the element at `path`, converted, into `property`.
    public mutating func attribute<Value>(
        _ name: String, of path: String = ".", to property: WritableKeyPath<Model, Value>, as converter: XMLValueConverter<Value>
    ) {
        addAttribute(name, of: path, converter: converter, values: .single(property)) { model, value in model[keyPath: property] = value }
    }

    /// The attribute `name` of the element at `path`, as written, into an optional `property`.
    public mutating func attribute(_ name: String, of path: String = ".", to property: WritableKeyPath<Model, String?>) {
        attribute(name, of: path, to: property, as: .string)
    }

    /// The attribute `name` of the element at `path`, as written, into `property` (left as it
    /// was when the attribute is absent).
    public mutating func attribute(_ name: String, of path: String = ".", to property: WritableKeyPath<Model, String>) {
        attribute(name, of: path, to: property, as: .string)
    }

    // MARK: Nested models and handlers

    /// Each element at `path` mapped with `mapping` and appended to `property`. One the
    /// document broke off inside is kept with what was read before the cut, and reported as an
    /// issue of the field `path`.
    public mutating func append<Child>(_ path: String, to property: WritableKeyPath<Model, [Child]>, using mapping: XMLMapping<Child>) {
        let node = addDelegate(path, to: { mapping }, reportsCut: true, then: { model, child in model[keyPath: property].append(child) })
        recordNested(path, at: node, mapping: mapping, values: .list(property))
    }

    /// The element at `path` mapped with `mapping` into an optional `property` (kept, and
    /// reported, when the document broke off inside it, like ``append(_:to:using:)``).
    public mutating func child<Child>(_ path: String, to property: WritableKeyPath<Model, Child?>, using mapping: XMLMapping<Child>) {
        let node = addDelegate(path, to: { mapping }, reportsCut: true, then: { model, child in model[keyPath: property] = child })
        recordNested(path, at: node, mapping: mapping, values: .optional(property))
    }

    /// Each element at `path` handed to a hand-written handler made by `makeHandler`; its
    /// result is passed to `deliver`, also when the document broke off inside the element (the
    /// handler can tell from ``XMLHandlerContext/isEndingEarly``).
    public mutating func delegate<Handler: XMLElementHandler>(
        _ path: String,
        to makeHandler: @escaping @Sendable () -> Handler,
        then deliver: @escaping @Sendable (inout Model, Handler.Result) -> Void
    ) {
        addDelegate(path, to: makeHandler, reportsCut: false, then: deliver)
        recordUnwritable(path, "a hand-written handler reads it, and has no way back")
    }

    /// Delegates each element at `path` to a handler made by `makeHandler`, handing its result
    /// to `deliver`; `reportsCut`: one the document broke off inside is reported as an issue.
    /// Returns the node of `path`.
    @discardableResult
    mutating func addDelegate<Handler: XMLElementHandler>(
        _ path: String, to makeHandler: @escaping () -> Handler, reportsCut: Bool,
        then deliver: @escaping (inout Model, Handler.Result) -> Void
    ) -> Int {
        let node = addNode(path)
        precondition(node != 0, "mapping rule for '\(path)': the mapping's own element cannot be handed to a nested model or handler")
        precondition(nodes[node].delegate == nil, "mapping rules for '\(path)': two nested models or handlers for one element; the second would never run")
        precondition(
            nodes[node].textRules.isEmpty,
            "mapping rules for '\(path)': a text rule and a nested model for one element; read the text in the nested mapping with text(\".\", …)")
        precondition(nodes[node].children.isEmpty, "mapping rules for '\(path)': rules for elements inside it would never run, since a nested model reads it")
        nodes[node].delegate = { mapping, _, _ in
            mapping.delegate(to: makeHandler()) { mapping, result, context in
                if reportsCut && context.isEndingEarly {
                    try context.reportIssue(field: path, "the document ends inside this element: kept with what was read before the cut")
                }
                deliver(&mapping.model, result)
            }
        }
        return node
    }

    /// Runs `body` when an element at `path` starts, for logic no rule expresses.
    public mutating func onElement(_ path: String, _ body: @escaping @Sendable (inout Model, XMLStartElement, XMLHandlerContext) throws -> Void) {
        nodes[addNode(path)].elementRules.append(body)
        recordUnwritable(path, "onElement(_:_:) runs code, which has no way back")
    }

    /// Runs `body` on the model when the mapping's element ends (defaults, fallbacks); not
    /// when the mapping writes a model.
    public mutating func finally(_ body: @escaping @Sendable (inout Model) -> Void) {
        finalizers.append(body)
    }

    /// Keeps the elements no rule matches, as ``XMLNode`` trees, in `property` (by default
    /// they are skipped). Writing the model writes them back, as read, after what the rules
    /// write.
    public mutating func collectUnknownElements(into property: WritableKeyPath<Model, [XMLNode]>) {
        unknownElements = { model, node in model[keyPath: property].append(node) }
        unknownElementsWriting = { $0[keyPath: property] }
    }

    // MARK: Compilation

    private mutating func addText<Value>(
        _ path: String, converter: XMLValueConverter<Value>, values: PropertyValues<Model, Value>, store: @escaping (inout Model, Value) -> Void
    ) {
        let node = addNode(path)
        recordValues(path, at: node, field: path, attribute: nil, converter: converter, values: values)
        precondition(
            nodes[node].delegate == nil,
            "mapping rules for '\(path)': a text rule and a nested model for one element; read the text in the nested mapping with text(\".\", …)")
        nodes[node].textRules.append { model, bytes, context in
            try Self.apply(bytes, converter, field: path, to: &model, context: context, store: store)
        }
    }

    private mutating func addAttribute<Value>(
        _ name: String, of path: String, converter: XMLValueConverter<Value>, values: PropertyValues<Model, Value>,
        store: @escaping (inout Model, Value) -> Void
    ) {
        let node = addNode(path)
        let matcher =
            name.contains(":")
            ? ElementNameMatcher.compile(Substring(name), namespaces: namespaces, defaultNamespace: "")
            : ElementNameMatcher(localName: Array(name.utf8), namespaceURI: [])
        let field = path == "." ? "@\(name)" : "\(path)/@\(name)"
        recordValues(path, at: node, field: field, attribute: matcher, converter: converter, values: values)
        nodes[node].attributeRules.append(
            (
                matcher,
                { model, bytes, context in
                    try Self.apply(bytes, converter, field: field, to: &model, context: context, store: store)
                }
            ))
    }

    /// Converts and stores a value, or reports why it cannot be. Empty values are left unset.
    private static func apply<Value>(
        _ bytes: XMLBytes, _ converter: XMLValueConverter<Value>, field: String, to model: inout Model,
        context: XMLHandlerContext, store: (inout Model, Value) -> Void
    ) throws {
        if let value = try context.value(bytes, converter, field: field) { store(&model, value) }
    }

    /// The node for `path`, created with its ancestors as needed.
    private mutating func addNode(_ path: String) -> Int {
        if path == "." || path.isEmpty { return 0 }
        precondition(!path.hasPrefix("/"), "mapping path '\(path)': paths are relative to the mapping's element; write '\(path.drop { $0 == "/" })'")
        if path.hasPrefix("*/") {
            precondition(!path.dropFirst(2).contains("/"), "mapping path '\(path)': '*/' takes one name after it")
            Self.checkStep(path.dropFirst(2), of: path)
            let matcher = ElementNameMatcher.compile(path.dropFirst(2), namespaces: namespaces, defaultNamespace: defaultNamespace)
            nodes.append(Program.Node(matcher: matcher, path: path))
            anywhere.append(nodes.count - 1)
            return nodes.count - 1
        }
        var current = 0
        for step in path.split(separator: "/", omittingEmptySubsequences: false) {
            Self.checkStep(step, of: path)
            let matcher = ElementNameMatcher.compile(step, namespaces: namespaces, defaultNamespace: defaultNamespace)
            if let existing = nodes[current].children.first(where: { nodes[$0].matcher == matcher }) {
                current = existing
            } else {
                precondition(
                    nodes[current].delegate == nil, "mapping path '\(path)': a nested model reads the element that holds it, so this rule would never run")
                let parentPath = nodes[current].path
                nodes.append(Program.Node(matcher: matcher, path: parentPath.isEmpty ? String(step) : "\(parentPath)/\(step)"))
                nodes[current].children.append(nodes.count - 1)
                current = nodes.count - 1
            }
        }
        return current
    }

    /// Stops the build when `step` of `path` is not an element name, a `prefix:name` or `*`.
    private static func checkStep(_ step: Substring, of path: String) {
        let isName = !step.isEmpty && !step.contains { " \t\r\n@[]()=\"'#$,;/".contains($0) }
        guard !isName else { return }
        let advice =
            step.hasPrefix("@")
            ? "; read an attribute with attribute(\"\(step.dropFirst())\", of: …) or appendAttribute(\"\(step.dropFirst())\", of: …)" : ""
        preconditionFailure("mapping path '\(path)': '\(step)' is not an element name\(advice)")
    }
}
