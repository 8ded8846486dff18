/// Marks the coding keys of an enum whose cases are alternative elements (an XML Schema
/// choice): XMLCoder's `XMLChoiceCodingKey`.
///
/// Decoded as an item of a list, such an enum's keyed container holds one key, the item
/// element's own name, so `<int>1</int><string>two</string>` decodes into
/// `[.int(1), .string("two")]`:
///
/// ```swift
/// enum IntOrString: Decodable {
///     case int(Int), string(String)
///     enum CodingKeys: String, XMLChoiceCodingKey { case int, string }
/// }
/// ```
public protocol XMLChoiceCodingKey: CodingKey {}
