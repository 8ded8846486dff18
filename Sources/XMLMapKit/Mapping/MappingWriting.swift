/// What the rules of an ``XMLMapping`` write when it writes a model back: the path tree of the
/// mapping's reading program (``MappingProgram``), each node holding the rules that run
/// backwards there, and the walk that writes a model through it into a ``MappingWriteTarget``.
///
/// Built once with the program, and never touched while reading. An element is written for a
/// node when a rule writes something into it (lazily, through ``PendingElements``); a node
/// whose rules append is written once for each value; the nodes below it, in the order their
/// rules were first declared, inside the first of them.
struct MappingWriting<Model> {
    /// The values of a text or attribute rule in a model, as text its converter reads back.
    struct Values {
        /// The rule's field, for messages (`channel/title`, `enclosure/@url`).
        let field: String
        /// Whether the property is a list, one element (or one attribute's element) a value.
        let isList: Bool
        /// How many values a model holds.
        let count: (Model) -> Int
        /// The text of the value at an index below ``count``; throws when the converter has no
        /// text for the value.
        let text: (Model, Int) throws -> String
    }

    /// A rule that runs backwards, as the builder records it at the node of its path.
    enum Rule {
        /// The element's text (`text`, `appendText`).
        case text(Values)
        /// One of the element's attributes (`attribute`, `appendAttribute`).
        case attribute(MappingWriteName, Values)
        /// The element is a nested model's (`child`, `append`).
        case nested(any NestedModelWriting<Model>)
    }

    /// A node of the path tree and what its rules write into its element.
    struct Node {
        /// The element's name; `nil` for node 0, named by whoever writes the mapping, and for
        /// wildcard steps, which no rule that writes can use.
        var name: MappingWriteName?
        /// The text rules: the first with a value writes it (rules on one element read the
        /// same text).
        var texts: [Values] = []
        /// The attribute rules, by name, in the order declared: the first of a name with a
        /// value writes it.
        var attributes: [(name: MappingWriteName, values: [Values])] = []
        /// The nested model's rule, when the element is one.
        var nested: (any NestedModelWriting<Model>)?
        /// The nodes below, in the order their rules were first declared.
        var children: [Int] = []
        /// How many values each rule that appends holds: the element is written once for each.
        var listCounts: [(Model) -> Int] = []

        /// How many times the element is written for `model`: once, or once for each value of
        /// the longest list its rules append.
        func instanceCount(in model: Model) -> Int {
            var count = 1
            for listCount in listCounts { count = Swift.max(count, listCount(model)) }
            return count
        }
    }

    /// The nodes, numbered as the reading program's: node 0 is the mapping's own element.
    let nodes: [Node]
    /// The elements no rule matched, kept by ``XMLMappingBuilder/collectUnknownElements(into:)``.
    let unknownElements: ((Model) -> [XMLNode])?
    /// Why the mapping cannot write, naming the first rule with no way back, in it or in a
    /// nested mapping; `nil` when every rule has one.
    let blocker: MappingWriteFailure?
    /// The prefixes of the mapping and its nested mappings (empty: a default namespace), to
    /// prefer while writing; a prefix is bound to the first namespace that has it.
    let namespaces: [(prefix: String, namespaceURI: String)]
    /// The mapping's own prefixes, which name its element when it is written.
    let ownNamespaces: [String: String]
    /// The mapping's default namespace for unprefixed names.
    let defaultNamespace: String?

    init(builder: XMLMappingBuilder<Model>) {
        var nodes = builder.nodes.map { Node(name: MappingWriteName($0.matcher), children: $0.children) }
        for (index, rule) in builder.writeRules {
            switch rule {
            case .text(let values):
                nodes[index].texts.append(values)
            case .attribute(let name, let values):
                if let group = nodes[index].attributes.firstIndex(where: { $0.name == name }) {
                    nodes[index].attributes[group].values.append(values)
                } else {
                    nodes[index].attributes.append((name, [values]))
                }
            case .nested(let nested):
                nodes[index].nested = nested
            }
        }
        for index in nodes.indices {
            if let nested = nodes[index].nested {
                // The nested model writes the attributes its own mapping reads.
                let own = nested.ownAttributeNames
                nodes[index].attributes.removeAll { own.contains($0.name) }
                if nested.isList { nodes[index].listCounts.append(nested.count(in:)) }
            }
            for values in nodes[index].texts where values.isList { nodes[index].listCounts.append(values.count) }
            for (_, rules) in nodes[index].attributes {
                for values in rules where values.isList { nodes[index].listCounts.append(values.count) }
            }
        }
        self.nodes = nodes
        unknownElements = builder.unknownElementsWriting
        // Reading, a text rule takes all the text inside its element, that of the elements other
        // rules read in it too: written back, the text would come back with theirs appended.
        let textAroundRules = nodes.first { !$0.texts.isEmpty && !$0.children.isEmpty }
        blocker =
            builder.unwritableRules.first
            ?? textAroundRules.map { node in
                MappingWriteFailure(
                    .unwritableRule,
                    "the text rule of '\(node.name?.name ?? ".")' cannot write the model back: it reads the text of the elements other rules read inside it too"
                )
            }
        ownNamespaces = builder.namespaces
        defaultNamespace = builder.defaultNamespace
        var own: [(prefix: String, namespaceURI: String)] = []
        if let defaultNamespace = builder.defaultNamespace, !defaultNamespace.isEmpty { own.append(("", defaultNamespace)) }
        own += builder.namespaces.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        var namespaces: [(prefix: String, namespaceURI: String)] = []
        for binding in own + builder.nestedNamespaces
        where !namespaces.contains(where: { $0.namespaceURI == binding.namespaceURI || (!binding.prefix.isEmpty && $0.prefix == binding.prefix) }) {
            namespaces.append(binding)
        }
        self.namespaces = namespaces
    }

    /// The name of the mapping's own element written `name`, as its paths name elements: a
    /// prefix the mapping binds gives its namespace, an unprefixed name is in the default
    /// namespace when the mapping has one; any other name is written as it is.
    func elementName(_ name: String) -> MappingWriteName {
        let parts = name.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        if parts.count == 2 {
            guard let namespaceURI = ownNamespaces[String(parts[0])] else { return MappingWriteName(name, namespaceURI: nil) }
            return MappingWriteName(String(parts[1]), namespaceURI: namespaceURI)
        }
        return MappingWriteName(name, namespaceURI: defaultNamespace)
    }

    // MARK: Writing

    /// Writes what the rules of node `index` hold for the `instance`-th element written for it
    /// (entered, and pending in `pending` until something is written): its attributes, its
    /// text, its nested model; in the first, the elements of the nodes below and, for node 0,
    /// the unknown elements kept.
    func writeContent<Target: MappingWriteTarget>(
        of model: Model, node index: Int, instance: Int, into target: inout Target, pending: inout PendingElements
    ) throws {
        let node = nodes[index]
        for (name, rules) in node.attributes {
            guard let rule = rules.first(where: { instance < $0.count(model) }) else { continue }
            // Started first, so that a value that cannot be written fails at its element's path.
            try pending.start(in: &target)
            let value = try rule.text(model, instance)
            try target.attribute(name.name, value, namespaceURI: name.namespaceURI)
        }
        if let rule = node.texts.first(where: { instance < $0.count(model) }) {
            try pending.start(in: &target)
            try target.text(rule.text(model, instance))
        }
        if let nested = node.nested, instance < nested.count(in: model) {
            try nested.writeContent(at: instance, of: model, into: &target, pending: &pending)
            // A nested model is an element even when nothing is written into it.
            try pending.start(in: &target)
        }
        guard instance == 0 else { return }
        for child in node.children { try writeElements(of: model, node: child, into: &target, pending: &pending) }
        if index == 0, let unknownElements {
            for element in unknownElements(model) {
                try pending.start(in: &target)
                try target.write(element)
            }
        }
    }

    /// Writes the elements of node `index`: one for each value its rules append, or one,
    /// each left out when nothing is written into it.
    private func writeElements<Target: MappingWriteTarget>(
        of model: Model, node index: Int, into target: inout Target, pending: inout PendingElements
    ) throws {
        guard let name = nodes[index].name else { return }
        for instance in 0..<nodes[index].instanceCount(in: model) {
            pending.enter(name)
            try writeContent(of: model, node: index, instance: instance, into: &target, pending: &pending)
            try pending.leave(in: &target)
        }
    }
}
