import XMLMapKit

/// An output format a mapper writes: one of the formats every mapper writes (``json``,
/// ``jsonl``, ``summary``), or one of its own that it declares in
/// ``XMLMapperPlugin/formats`` (`csv`, `geojson`, `jsonfeed`…).
///
/// Formats are written as string literals where one is expected:
///
/// ```swift
/// public var formats: [XMLOutputFormat] { ["csv"] }
/// ```
public struct XMLOutputFormat: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The name users pick it by (`xmlmap --format csv`).
    public let name: String

    /// The format called `name`.
    public init(_ name: String) {
        self.name = name
    }

    /// The format called `value`.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The name.
    public var description: String { name }

    /// The model as indented JSON, written by ``JSONWriter``.
    public static let json: XMLOutputFormat = "json"
    /// JSON Lines: each record of the model (``XMLMapperPlugin/records(of:)``) on a line.
    public static let jsonl: XMLOutputFormat = "jsonl"
    /// A few human-readable lines (``XMLMapperPlugin/summarize(_:)``).
    public static let summary: XMLOutputFormat = "summary"

    /// The model written back as XML, in the format it was read from (``XMLWriter``): a
    /// mapper that can declares it in ``XMLMapperPlugin/formats``.
    public static let xml: XMLOutputFormat = "xml"

    /// The formats every mapper writes, in the order tools list them.
    public static let common: [XMLOutputFormat] = [.json, .jsonl, .summary]
}
