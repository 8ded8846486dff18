/// A rule that maps an element to a nested model (`child`, `append`), as writing runs it: the
/// models the property holds, each written into an element of the rule's path. An existential
/// of it holds the nested model's type, so that a mapping writes models of other types.
protocol NestedModelWriting<Model> {
    /// The model of the mapping that holds the rule.
    associatedtype Model

    /// Whether the property is a list, one element a model.
    var isList: Bool { get }

    /// How many nested models `model` holds.
    func count(in model: Model) -> Int

    /// The attributes the nested mapping writes on its own element, which rules of the outer
    /// mapping for that element leave to it.
    var ownAttributeNames: [MappingWriteName] { get }

    /// Writes the nested model at `index` into its element, entered and pending in `pending`.
    func writeContent<Target: MappingWriteTarget>(at index: Int, of model: Model, into target: inout Target, pending: inout PendingElements) throws
}

/// A nested model written with its ``XMLMapping``.
struct NestedMappingWriting<Model, Child>: NestedModelWriting {
    /// What the nested mapping's rules write.
    let writing: MappingWriting<Child>
    /// The nested models in the outer model.
    let values: PropertyValues<Model, Child>

    var isList: Bool { values.isList }

    var ownAttributeNames: [MappingWriteName] { writing.nodes[0].attributes.map { $0.name } }

    func count(in model: Model) -> Int { values.count(model) }

    func writeContent<Target: MappingWriteTarget>(at index: Int, of model: Model, into target: inout Target, pending: inout PendingElements) throws {
        try writing.writeContent(of: values.value(model, index), node: 0, instance: 0, into: &target, pending: &pending)
    }
}
