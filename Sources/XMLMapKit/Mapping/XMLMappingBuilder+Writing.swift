/// How the builder records the way back of each rule (``MappingWriting``): what a rule writes
/// and where, or why it cannot, so that a mapping that cannot write a model says so, naming the
/// rule, before anything is written.
extension XMLMappingBuilder {
    /// Records a text rule (`attribute` `nil`) or an attribute rule of the element at `path`
    /// (node `node`), writing `values` with the converter's ``XMLValueConverter/format``.
    mutating func recordValues<Value>(
        _ path: String, at node: Int, field: String, attribute: ElementNameMatcher?, converter: XMLValueConverter<Value>,
        values: PropertyValues<Model, Value>
    ) {
        guard Self.namesElements(path) else { return recordUnwritable(field, Self.wildcardReason) }
        guard let format = converter.format else {
            return recordUnwritable(field, "its converter, '\(converter.name)', has no way back: give it a format")
        }
        guard node != 0 || !values.isList else {
            return recordUnwritable(field, "the mapping's own element is written once, so it cannot hold a list")
        }
        let written = MappingWriting<Model>.Values(field: field, isList: values.isList, count: values.count) { model, index in
            let value = values.value(model, index)
            guard let text = format(value) else {
                throw MappingWriteFailure(.invalidValue, "\(field): the \(converter.name) \(value) cannot be written: no text reads back as it")
            }
            return text
        }
        guard let attribute else { return writeRules.append((node, .text(written))) }
        guard let name = MappingWriteName(attribute) else { return recordUnwritable(field, Self.wildcardReason) }
        writeRules.append((node, .attribute(name, written)))
    }

    /// Records a nested mapping's rule for the element at `path` (node `node`).
    mutating func recordNested<Child>(_ path: String, at node: Int, mapping: XMLMapping<Child>, values: PropertyValues<Model, Child>) {
        guard Self.namesElements(path) else { return recordUnwritable(path, Self.wildcardReason) }
        let nested = mapping.program.writing
        unwritableRules += nested.blocker.map { [$0] } ?? []
        nestedNamespaces += nested.namespaces
        writeRules.append((node, .nested(NestedMappingWriting(writing: nested, values: values))))
    }

    /// Records that the rule for `field` cannot be written, and why.
    mutating func recordUnwritable(_ field: String, _ reason: String) {
        unwritableRules.append(MappingWriteFailure(.unwritableRule, "the rule for '\(field)' cannot write the model back: \(reason)"))
    }

    /// Why a rule with a wildcard in its path cannot be written.
    private static var wildcardReason: String { "a '*' in its path names no element to write" }

    /// Whether every step of `path` names one element (no `*`, `prefix:*` or `*/`).
    private static func namesElements(_ path: String) -> Bool {
        !path.split(separator: "/").contains { $0 == "*" || $0.hasSuffix(":*") }
    }
}
