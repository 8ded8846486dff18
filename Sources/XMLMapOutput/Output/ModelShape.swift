import XMLMapKit

/// A model whose members are stated once, in order, each with its key: the one statement of
/// its shape that every output follows (`json`, `jsonl`, a mapper's own JSON formats) and that
/// its `Codable` conformance is made from.
///
/// ```swift
/// public struct Episode: ModelShape {
///     public var title: String?
///     public var duration: Double?
///     public var enclosures: [Enclosure] = []
///
///     public init() {}
///
///     public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
///         visitor.member("title", &title)
///         visitor.member("duration", &duration)
///         visitor.member("enclosures", &enclosures)
///     }
/// }
/// ```
///
/// Each member is handed over `inout`, so that the one statement serves both ways: writers
/// read the members, decoders set them. A member's value is a ``ModelMemberValue``: a string,
/// number, Boolean, date, an enumeration with string raw values, another model, an optional
/// or a list of these.
///
/// - Writing: members in the order stated; `nil`, an empty list and a nested model with no
///   member to write are left out (``JSONWriter`` writes no `null` and no `[]`).
/// - `Encodable`: the same members, keys and order into any `Encoder`; `nil`s and empty lists
///   are left out, a nested model is encoded even when empty (`{}`), so that decoding gives it back.
/// - `Decodable`: starts from ``init()`` and sets each member present; a member that is
///   neither optional nor a list must be present (`DecodingError.keyNotFound` otherwise).
///
/// A model that conforms is `Codable` and writes neither conformance itself: both come from
/// ``shape(_:)`` (a type that already has them, like the core's `XMLNode`, keeps its own,
/// with the same members, keys and order).
public protocol ModelShape: ModelMemberValue, JSONWritable {
    /// An empty model, which decoding fills member by member.
    init()

    /// Hands each member to `visitor`, in order, with its key.
    mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor)
}

/// What a ``ModelShape`` hands its members to, one at a time and in order: a writer that
/// reads them (``JSONWriter``), an encoder, a decoder that sets them.
public protocol ModelMemberVisitor {
    /// Visits the member `key`, holding `value`; a member that `keepsEmpty` is written even
    /// when it is `nil` or an empty list (`"items": []`), else it is then left out.
    mutating func member<Value: ModelMemberValue>(_ key: StaticString, _ value: inout Value, keepsEmpty: Bool)

    /// Whether the visitor sets the members (a decoder) rather than only reading them: a model
    /// that keeps some members out of line, made only when one is set (a GPX point's
    /// details), hands them over then, else only when it has them.
    static var fillsModel: Bool { get }
}

extension ModelMemberVisitor {
    /// A reader, by default.
    @inlinable
    public static var fillsModel: Bool { false }

    /// Visits the member `key`, holding `value`, left out when it is `nil` or an empty list.
    @inlinable
    public mutating func member<Value: ModelMemberValue>(_ key: StaticString, _ value: inout Value) {
        member(key, &value, keepsEmpty: false)
    }
}

extension ModelShape {
    /// Visits the members of a copy of the model: for visitors that only read.
    @inlinable
    public func visitMembers<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        var model = self
        model.shape(&visitor)
    }

    /// Writes the model as one JSON object: `{`, its members, `}`.
    @inlinable
    public func writeJSON(to json: inout JSONWriter) {
        json.beginObject()
        visitMembers(&json)
        json.endObject()
    }

    /// Writes the member `key`, the model as an object, unless it has no member to write.
    @inlinable
    public func writeJSONMember(_ key: StaticString, to json: inout JSONWriter) {
        json.member(key) { visitMembers(&$0) }
    }

    /// Writes the model's members into the object open in `json`.
    @inlinable
    public func writeMembers(to json: inout JSONWriter) {
        visitMembers(&json)
    }

    /// Encodes the members stated by ``shape(_:)``, in order, leaving out `nil`s and empty lists.
    public func encode(to encoder: any Encoder) throws {
        var visitor = ModelEncodingVisitor(container: encoder.container(keyedBy: ModelMemberKey.self))
        visitMembers(&visitor)
        if let error = visitor.error { throw error }
    }

    /// Decodes the members stated by ``shape(_:)`` into an empty model (``init()``).
    public init(from decoder: any Decoder) throws {
        self.init()
        var visitor = ModelDecodingVisitor(container: try decoder.container(keyedBy: ModelMemberKey.self))
        shape(&visitor)
        if let error = visitor.error { throw error }
    }
}
