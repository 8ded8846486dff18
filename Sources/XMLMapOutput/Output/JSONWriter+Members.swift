import XMLMapKit

extension JSONWriter {
    /// Writes the member `key` holding `value` into the object open here, by the rule of every
    /// JSON the project writes (no `null`, no empty array): for records made on the spot
    /// (`{"input": …, "record": "error"}`), as a ``ModelShape``'s members are written.
    @inlinable
    public mutating func member<Value: ModelMemberValue>(_ key: StaticString, _ value: Value) {
        value.writeJSONMember(key, to: &self)
    }
}
