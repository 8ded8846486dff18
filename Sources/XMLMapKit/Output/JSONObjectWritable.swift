/// A value written as a JSON object whose members it writes itself, in its model's order,
/// leaving out `nil`s and empty collections as ``JSONWriter/encode(_:)`` does: the direct
/// writer of a model written once per record (a feed item, a product), with no `Encoder`.
///
/// As a member (``JSONWriter/member(_:_:)-(_,Value?)``), an object with nothing to write is
/// left out, as `encode(_:)` leaves it out; as an array element or a document, it is `{}`.
public protocol JSONObjectWritable: JSONWritable {
    /// Writes the value's members into the object open in `json`.
    func writeMembers(to json: inout JSONWriter)
}

extension JSONObjectWritable {
    /// Writes the value as one object: `{`, its members, `}`.
    public func writeJSON(to json: inout JSONWriter) {
        json.beginObject()
        writeMembers(to: &json)
        json.endObject()
    }
}
