import XMLMapKit

/// A member's key as a `CodingKey`: how a ``ModelShape`` encodes and decodes.
struct ModelMemberKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(_ key: StaticString) {
        stringValue = key.description
    }

    init?(stringValue: String) {
        self.stringValue = stringValue
    }

    init?(intValue: Int) { nil }
}

/// Encodes a model's members into a keyed container, leaving out `nil`s and empty lists;
/// keeps the first error (a visitor cannot throw) and skips the rest.
struct ModelEncodingVisitor: ModelMemberVisitor {
    var container: KeyedEncodingContainer<ModelMemberKey>
    var error: (any Error)?

    mutating func member<Value: ModelMemberValue>(_ key: StaticString, _ value: inout Value, keepsEmpty: Bool) {
        guard error == nil, keepsEmpty || !value.isAbsent else { return }
        do {
            try container.encode(value, forKey: ModelMemberKey(key))
        } catch {
            self.error = error
        }
    }
}

/// Decodes a model's members from a keyed container into the model: a member present is
/// set, one missing keeps its empty value unless it is required; keeps the first error.
struct ModelDecodingVisitor: ModelMemberVisitor {
    let container: KeyedDecodingContainer<ModelMemberKey>
    var error: (any Error)?

    static var fillsModel: Bool { true }

    mutating func member<Value: ModelMemberValue>(_ key: StaticString, _ value: inout Value, keepsEmpty: Bool) {
        guard error == nil else { return }
        do {
            if Value.isRequired {
                value = try container.decode(Value.self, forKey: ModelMemberKey(key))
            } else if let decoded = try container.decodeIfPresent(Value.self, forKey: ModelMemberKey(key)) {
                value = decoded
            }
        } catch {
            self.error = error
        }
    }
}
