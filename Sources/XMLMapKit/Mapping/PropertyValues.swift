/// The values a rule's property holds, as writing reads them back out of a model: one (a
/// property that is not optional), none or one (an optional), or any number (a list), each
/// read by its index.
struct PropertyValues<Model, Value> {
    /// Whether the property is a list, whose values are written one element each.
    let isList: Bool
    /// How many values the model holds.
    let count: (Model) -> Int
    /// The value at an index below ``count``.
    let value: (Model, Int) -> Value

    /// The value of a property that always has one.
    static func single(_ property: WritableKeyPath<Model, Value>) -> Self {
        Self(isList: false, count: { _ in 1 }, value: { model, _ in model[keyPath: property] })
    }

    /// The value of an optional property, when it has one.
    static func optional(_ property: WritableKeyPath<Model, Value?>) -> Self {
        Self(isList: false, count: { $0[keyPath: property] == nil ? 0 : 1 }, value: { model, _ in model[keyPath: property]! })
    }

    /// The values of a list.
    static func list(_ property: WritableKeyPath<Model, [Value]>) -> Self {
        Self(isList: true, count: { $0[keyPath: property].count }, value: { model, index in model[keyPath: property][index] })
    }
}
