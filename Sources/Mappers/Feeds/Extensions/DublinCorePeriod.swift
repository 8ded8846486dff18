#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import XMLMapKit
import XMLMapOutput

/// A period of time in Dublin Core's Period encoding (DCMI Period), as `dcterms:valid` gives
/// the time a channel or an item is valid: `start=2002-10-13T09:00+01:00;
/// end=2002-10-17T17:00+01:00; scheme=W3C-DTF`, each component optional, `name` naming the
/// period. Components are separated by `;` and a `\` escapes the next character (DCSV).
public struct DublinCorePeriod: Codable, Sendable, Equatable {
    /// The period's name (`name=`).
    public var name: String?
    /// When the period starts (`start=`).
    public var start: Date?
    /// When the period ends (`end=`).
    public var end: Date?
    /// How the dates are written (`scheme=`, `W3C-DTF` when the feed says so).
    public var scheme: String?

    /// An empty period.
    public init() {}

    /// Creates a period.
    public init(name: String? = nil, start: Date?, end: Date?, scheme: String? = nil) {
        self.name = name
        self.start = start
        self.end = end
        self.scheme = scheme
    }

    /// The period `text` writes; a date that cannot be read is reported as `field`. `nil`
    /// when `text` has no component this type holds.
    init?(_ text: XMLBytes, field: String, context: XMLHandlerContext) throws {
        guard let text = FeedValue.string(text) else { return nil }
        for (key, value) in Self.components(of: text) {
            switch key.lowercased() {
            case "name": name = value
            case "start": start = try Self.date(value, field: field, context: context)
            case "end": end = try Self.date(value, field: field, context: context)
            case "scheme": scheme = value
            default: break
            }
        }
        if self == DublinCorePeriod() { return nil }
    }

    /// The period written as DCSV, names and schemes escaped, dates in RFC 3339.
    var text: String {
        var components: [String] = []
        if let name { components.append("name=" + Self.escaped(name)) }
        if let start { components.append("start=" + FeedDate.rfc3339String(start)) }
        if let end { components.append("end=" + FeedDate.rfc3339String(end)) }
        if let scheme { components.append("scheme=" + Self.escaped(scheme)) }
        return components.joined(separator: "; ")
    }

    /// The `key=value` components of `text`, unescaped and trimmed; a component without `=`
    /// or with an empty value is left out.
    private static func components(of text: String) -> [(key: String, value: String)] {
        var components: [(key: String, value: String)] = []
        var key: String?
        var part = ""
        var escaping = false
        func endComponent() {
            let value = String(FeedValue.trim(part))
            if let key, !value.isEmpty { components.append((String(FeedValue.trim(key)), value)) }
            key = nil
            part = ""
        }
        for character in text {
            if escaping {
                part.append(character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else if character == ";" {
                endComponent()
            } else if character == "=" && key == nil {
                key = part
                part = ""
            } else {
                part.append(character)
            }
        }
        endComponent()
        return components
    }

    /// `value` with `\`, `;` and `=` escaped.
    private static func escaped(_ value: String) -> String {
        var escaped = ""
        for character in value {
            if character == "\\" || character == ";" || character == "=" { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }

    /// The date `value` names, reported as `field` when it names none.
    private static func date(_ value: String, field: String, context: XMLHandlerContext) throws -> Date? {
        var value = value
        return try value.withUTF8 { try FeedValue.date(XMLBytes(UnsafeRawBufferPointer($0)), field: field, context: context) }
    }
}

extension DublinCorePeriod: ModelShape {
    /// States `name`, `start`, `end`, `scheme`.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("name", &name)
        visitor.member("start", &start)
        visitor.member("end", &end)
        visitor.member("scheme", &scheme)
    }
}
