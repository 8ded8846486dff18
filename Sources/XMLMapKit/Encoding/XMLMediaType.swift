/// A media type as a transport labels a document (an HTTP `Content-Type` value, RFC 9110
/// § 8.3), read for what it says about XML (RFC 7303): whether it is an XML media type, and the
/// charset that decides the document's encoding.
///
/// ```swift
/// let type = XMLMediaType("application/atom+xml; charset=\"utf-8\"")
/// type?.essence  // "application/atom+xml"
/// type?.isXML    // true
/// type?.charset  // "utf-8"
/// ```
///
/// Parameters are read as HTTP writes them, `name=value` or `name="quoted \"value\""` after
/// each `;`, with the tolerance feed readers have for what servers send: white space around the
/// `=` (`charset = utf-8`) and a value in single quotes (`charset='utf-8'`) are read too. A
/// parameter without `=` (`charset:iso-8859-1`) is no parameter; of a name given twice, the
/// first value counts.
///
/// How a mapping uses it (``XMLMappingOptions/contentType``): the charset, whatever the type,
/// overrides the document's encoding declaration, but not its byte order mark (RFC 7303
/// § 3); a type without a charset leaves the encoding to the document, `text/xml` included
/// (RFC 7303 § 8.5 dropped RFC 3023's US-ASCII default, as browsers never applied it); a type
/// that is not XML is an issue, and the document is still read.
public struct XMLMediaType: Sendable, Hashable {
    /// The type and subtype, in lower case: `application/rss+xml`.
    public var essence: String
    /// The parameters by name (in lower case), their values unquoted.
    public var parameters: [String: String]

    /// The media type `contentType` gives, or `nil` when it does not start with a
    /// `type/subtype`.
    public init?(_ contentType: String) {
        var reader = ParameterReader(Array(contentType.utf8))
        let essence = reader.text(upTo: ASCII.semicolon).trimmingHTTPWhitespace().lowercased()
        let parts = essence.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy(Self.isTokenByte) }) else { return nil }
        self.essence = essence
        parameters = [:]
        while reader.skip(ASCII.semicolon) {
            guard let (name, value) = reader.parameter() else { continue }
            if parameters[name] == nil { parameters[name] = value }
        }
    }

    /// The `charset` parameter, when it is not empty.
    public var charset: String? {
        parameters["charset"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Whether this is an XML media type (RFC 7303): `application/xml`, `text/xml`, their
    /// `-external-parsed-entity` forms, `application/xml-dtd`, or any type whose subtype ends
    /// in `+xml` (`application/atom+xml`, `application/rss+xml`, `text/rss+xml`).
    public var isXML: Bool {
        switch essence {
        case "application/xml", "text/xml", "application/xml-external-parsed-entity", "text/xml-external-parsed-entity",
            "application/xml-dtd":
            return true
        default:
            return essence.hasSuffix("+xml")
        }
    }

    /// Whether `byte` may be part of an HTTP token (RFC 9110 § 5.6.2).
    static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case ASCII.digit0...ASCII.digit9, 0x41...0x5A, 0x61...0x7A: true
        default: Array("!#$%&'*+-.^_`|~".utf8).contains(byte)
        }
    }
}

/// Reads the `;`-separated parts of a `Content-Type` value, one at a time.
private struct ParameterReader {
    /// The value's bytes.
    let bytes: [UInt8]
    /// Where reading is.
    var index = 0

    /// A reader at the start of `bytes`.
    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The text from here up to the first of `stops` (not taken) or the end.
    mutating func text(upTo stops: UInt8...) -> String {
        let start = index
        while index < bytes.count && !stops.contains(bytes[index]) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// Takes `byte` when it is next; `false` at the end.
    mutating func skip(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    /// The parameter from here to the next `;` (which is left next): its name in lower case and
    /// its value unquoted; `nil` when it has no `=` or its name is not a token.
    mutating func parameter() -> (String, String)? {
        let name = text(upTo: ASCII.equals, ASCII.semicolon).trimmingHTTPWhitespace().lowercased()
        guard skip(ASCII.equals) else { return nil }
        while index < bytes.count && (bytes[index] == ASCII.space || bytes[index] == ASCII.tab) { index += 1 }
        let value: String
        if index < bytes.count && bytes[index] == ASCII.doubleQuote {
            value = quotedString()
            _ = text(upTo: ASCII.semicolon)
        } else {
            value = Self.unquotedSingle(text(upTo: ASCII.semicolon).trimmingHTTPWhitespace())
        }
        guard !name.isEmpty, name.utf8.allSatisfy(XMLMediaType.isTokenByte) else { return nil }
        return (name, value)
    }

    /// The quoted string starting here (RFC 9110 § 5.6.4), its quotes and backslashes removed;
    /// one cut off by the end runs to the end.
    private mutating func quotedString() -> String {
        index += 1
        var value: [UInt8] = []
        while index < bytes.count && bytes[index] != ASCII.doubleQuote {
            if bytes[index] == ASCII.backslash && index + 1 < bytes.count { index += 1 }
            value.append(bytes[index])
            index += 1
        }
        if index < bytes.count { index += 1 }
        return String(decoding: value, as: UTF8.self)
    }

    /// `value` without the single quotes some servers put around it.
    private static func unquotedSingle(_ value: String) -> String {
        guard value.count >= 2, value.hasPrefix("'"), value.hasSuffix("'") else { return value }
        return String(value.dropFirst().dropLast())
    }
}

extension String {
    /// The string without the spaces and tabs around it (HTTP's optional white space).
    fileprivate func trimmingHTTPWhitespace() -> String {
        let isWhitespace = { (character: Character) in character == " " || character == "\t" }
        guard let first = firstIndex(where: { !isWhitespace($0) }), let last = lastIndex(where: { !isWhitespace($0) }) else { return "" }
        return String(self[first...last])
    }
}
