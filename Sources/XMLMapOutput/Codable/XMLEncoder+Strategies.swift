import Foundation

extension XMLEncoder {
    /// How the document is laid out: XMLCoder's `XMLEncoder.OutputFormatting`.
    public struct OutputFormatting: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt

        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Each element on a line of its own, indented by ``XMLEncoder/prettyPrintIndentation``.
        public static let prettyPrinted = OutputFormatting(rawValue: 1 << 0)
        /// Attributes, and child elements, in the order of their names rather than as encoded.
        public static let sortedKeys = OutputFormatting(rawValue: 1 << 1)
        /// An element with nothing in it written `<a></a>` rather than `<a />`.
        public static let noEmptyElements = OutputFormatting(rawValue: 1 << 2)
    }

    /// One level of indentation when pretty-printing: XMLCoder's
    /// `XMLEncoder.PrettyPrintIndentation`.
    public enum PrettyPrintIndentation: Sendable {
        /// This many spaces (four by default).
        case spaces(Int)
        /// This many tabs.
        case tabs(Int)
    }

    /// Where a value goes: XMLCoder's `XMLEncoder.NodeEncoding`.
    public enum NodeEncoding: Sendable {
        /// An attribute of the element.
        case attribute
        /// A child element (the default).
        case element
        /// Both an attribute and a child element.
        case both

        /// A child element.
        public static let `default` = NodeEncoding.element
    }

    /// How the encoder decides where each property's value goes: XMLCoder's
    /// `XMLEncoder.NodeEncodingStrategy`.
    public enum NodeEncodingStrategy {
        /// Ask the type (``DynamicNodeEncoding``); otherwise a child element. The ``Attribute``,
        /// ``Element`` and ``ElementAndAttribute`` wrappers say it whatever the strategy.
        case deferredToEncoder
        /// Ask `closure`, for each key, with the type encoded under a key (or at the root), as
        /// XMLCoder asks it: the items of a list and what a single-value container encodes are
        /// asked about as the list or the container (`[Book]` for the keys of each book of a
        /// list, which defers to `Book` through ``DynamicNodeEncoding``).
        case custom((any Encodable.Type, any Encoder) -> ((any CodingKey) -> NodeEncoding))
    }

    /// How coding keys become element and attribute names: XMLCoder's
    /// `XMLEncoder.KeyEncodingStrategy`. The root element's name, when it is the type's, is
    /// converted too.
    public enum KeyEncodingStrategy {
        /// Keys are names as they are.
        case useDefaultKeys
        /// `camelCaseKey` is the name `camel_case_key`.
        case convertToSnakeCase
        /// `camelCaseKey` is the name `camel-case-key`.
        case convertToKebabCase
        /// `key` is the name `Key`.
        case capitalized
        /// `key` is the name `KEY`.
        case uppercased
        /// `Key` is the name `key`.
        case lowercased
        /// `closure` turns the coding path ending in the key into the key whose name is written.
        case custom(([any CodingKey]) -> any CodingKey)
    }

    /// How dates are written: XMLCoder's `XMLEncoder.DateEncodingStrategy`.
    public enum DateEncodingStrategy {
        /// `Date`'s own `Encodable` conformance: seconds since 2001-01-01 (the default).
        case deferredToDate
        /// Seconds since 1970.
        case secondsSince1970
        /// Milliseconds since 1970.
        case millisecondsSince1970
        /// RFC 3339 / ISO 8601 in UTC (`2024-05-01T12:00:00Z`).
        case iso8601
        /// The text `formatter` makes.
        case formatted(DateFormatter)
        /// `closure` encodes the date into the encoder; nothing encoded is an empty element.
        case custom((Date, any Encoder) throws -> Void)
    }

    /// How `Data` is written: XMLCoder's `XMLEncoder.DataEncodingStrategy`.
    public enum DataEncodingStrategy {
        /// `Data`'s own `Encodable` conformance: its bytes as a list of numbers.
        case deferredToData
        /// Base64 text (the default).
        case base64
        /// `closure` encodes the data into the encoder; nothing encoded is an empty element.
        case custom((Data, any Encoder) throws -> Void)
    }

    /// How infinities and NaN are written: XMLCoder's
    /// `XMLEncoder.NonConformingFloatEncodingStrategy`.
    public enum NonConformingFloatEncodingStrategy {
        /// They are errors (the default): `EncodingError.invalidValue`.
        case `throw`
        /// These texts stand for them.
        case convertToString(positiveInfinity: String, negativeInfinity: String, nan: String)
    }

    /// How strings are written: XMLCoder's `XMLEncoder.StringEncodingStrategy`.
    public enum StringEncodingStrategy: Sendable {
        /// As text, escaped (the default).
        case deferredToString
        /// In a CDATA section (attributes stay escaped text).
        case cdata
    }
}
