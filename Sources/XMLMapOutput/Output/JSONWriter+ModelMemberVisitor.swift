import XMLMapKit

extension JSONWriter: ModelMemberVisitor {
    /// Writes the member `key` into the object open here, unless its value has nothing to
    /// write and the member does not keep empty values.
    @inlinable
    public mutating func member<Value: ModelMemberValue>(_ key: StaticString, _ value: inout Value, keepsEmpty: Bool) {
        if keepsEmpty && value.isAbsent {
            self.key(key)
            value.writeJSON(to: &self)
        } else {
            value.writeJSONMember(key, to: &self)
        }
    }
}
