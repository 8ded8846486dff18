import XMLMapKit
import XMLMapOutput

/// Writes some members of a model into the object open in a JSON writer: those between two
/// keys of its shape, or those that differ from another value of the model. What writers of
/// documents in parts use to place a model's fields around the arrays they stream.
struct ModelMemberSelection: ModelMemberVisitor {
    /// Which members are written.
    enum Rule {
        /// The members after the key `after` (all when `nil`) and before the key `before` (to
        /// the end when `nil`), neither of them included.
        case between(after: StaticString?, before: StaticString?)
        /// The members after the key `after`, not included, and those before it whose value
        /// differs from the same member of `earlier` (the values of its members in order).
        case changedOrAfter(StaticString, earlier: [any ModelMemberValue])
    }

    private(set) var json: JSONWriter
    private let rule: Rule
    /// Whether the members visited so far are past the first key of the rule.
    private var isPastStart: Bool
    private var isPastEnd = false
    /// The index of the member visited.
    private var index = 0

    private init(json: JSONWriter, rule: Rule) {
        self.json = json
        self.rule = rule
        switch rule {
        case .between(let after, _): isPastStart = after == nil
        case .changedOrAfter: isPastStart = false
        }
    }

    /// Writes the members of `model` that `rule` selects into the object open in `json`.
    static func write<Model: ModelShape>(_ model: Model, _ rule: Rule, to json: inout JSONWriter) {
        var selection = ModelMemberSelection(json: json, rule: rule)
        model.visitMembers(&selection)
        json = selection.json
    }

    /// The values of the members of `model`, in order: what ``Rule/changedOrAfter(_:earlier:)``
    /// compares with.
    static func values<Model: ModelShape>(of model: Model) -> [any ModelMemberValue] {
        var recorder = ValueRecorder()
        model.visitMembers(&recorder)
        return recorder.values
    }

    mutating func member<Value: ModelMemberValue>(_ key: StaticString, _ value: inout Value, keepsEmpty: Bool) {
        defer { index += 1 }
        switch rule {
        case .between(let after, let before):
            if let before, key.hasSameText(as: before) { isPastEnd = true }
            if isPastStart && !isPastEnd { json.member(key, &value, keepsEmpty: keepsEmpty) }
            if let after, key.hasSameText(as: after) { isPastStart = true }
        case .changedOrAfter(let after, let earlier):
            if key.hasSameText(as: after) {
                isPastStart = true
            } else if isPastStart || earlier[index] as? Value != value {
                json.member(key, &value, keepsEmpty: keepsEmpty)
            }
        }
    }

    /// Keeps the value of each member.
    private struct ValueRecorder: ModelMemberVisitor {
        var values: [any ModelMemberValue] = []

        mutating func member<Value: ModelMemberValue>(_ key: StaticString, _ value: inout Value, keepsEmpty: Bool) {
            values.append(value)
        }
    }
}

extension StaticString {
    /// Whether both hold the same text.
    func hasSameText(as other: StaticString) -> Bool {
        XMLBytes(UnsafeRawBufferPointer(start: utf8Start, count: utf8CodeUnitCount)).equals(other)
    }
}
