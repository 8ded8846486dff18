import Foundation

extension XMLDecoder {
    /// Where a property's value is looked for: XMLCoder's `XMLDecoder.NodeDecoding`.
    public enum NodeDecoding: Sendable {
        /// In an attribute of the element.
        case attribute
        /// In a child element.
        case element
        /// In a child element, or else in an attribute (the default).
        case elementOrAttribute
    }

    /// How the decoder decides where each property's value is: XMLCoder's
    /// `XMLDecoder.NodeDecodingStrategy`.
    public enum NodeDecodingStrategy {
        /// Ask the type (``DynamicNodeDecoding``, the ``Attribute`` and ``Element`` wrappers);
        /// otherwise a child element or else an attribute.
        case deferredToDecoder
        /// Ask `closure` with the type being decoded, for each of its keys.
        case custom((any Decodable.Type, any Decoder) -> ((any CodingKey) -> NodeDecoding))
    }

    /// How element and attribute names become coding keys: XMLCoder's
    /// `XMLDecoder.KeyDecodingStrategy`.
    public enum KeyDecodingStrategy {
        /// Names are keys as written (qualified: `itunes:duration`).
        case useDefaultKeys
        /// `snake_case_name` is the key `snakeCaseName`.
        case convertFromSnakeCase
        /// `kebab-case-name` is the key `kebabCaseName`.
        case convertFromKebabCase
        /// `CapitalizedName` is the key `capitalizedName`.
        case convertFromCapitalized
        /// `UPPER_CASE_NAME` is the key `upperCaseName`.
        case convertFromUppercase
        /// `closure` turns the coding path ending in the name as written into the key.
        case custom(([any CodingKey]) -> any CodingKey)
    }

    /// How dates are read: XMLCoder's `XMLDecoder.DateDecodingStrategy`, plus ``feedDate``.
    public enum DateDecodingStrategy {
        /// `Date`'s own `Decodable` conformance (seconds since 2001-01-01).
        case deferredToDate
        /// A number of seconds since 1970 (XMLCoder's default).
        case secondsSince1970
        /// A number of milliseconds since 1970.
        case millisecondsSince1970
        /// RFC 3339 / ISO 8601, fractional seconds allowed, a missing zone meaning UTC (as GPX
        /// files have them).
        case iso8601
        /// Any date feeds carry: RFC 822 with its real-world variants, or RFC 3339.
        case feedDate
        /// The text read with `formatter`.
        case formatted(DateFormatter)
        /// `closure` decodes the date from the decoder.
        case custom((any Decoder) throws -> Date)
        /// The text read with the formatter `closure` returns for the value's key.
        case keyFormatted((any CodingKey) throws -> DateFormatter?)
    }

    /// How `Data` is read: XMLCoder's `XMLDecoder.DataDecodingStrategy`.
    public enum DataDecodingStrategy {
        /// `Data`'s own `Decodable` conformance.
        case deferredToData
        /// Base64 text (the default).
        case base64
        /// `closure` decodes the data from the decoder.
        case custom((any Decoder) throws -> Data)
        /// The text read as base64, or with the closure returned for the value's key.
        case keyFormatted((any CodingKey) throws -> Data?)
    }

    /// How infinities and NaN are read: XMLCoder's
    /// `XMLDecoder.NonConformingFloatDecodingStrategy`.
    public enum NonConformingFloatDecodingStrategy {
        /// They are errors (the default).
        case `throw`
        /// These exact texts stand for them.
        case convertFromString(positiveInfinity: String, negativeInfinity: String, nan: String)
    }
}
