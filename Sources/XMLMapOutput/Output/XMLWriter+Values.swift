#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import XMLMapKit

extension XMLWriter {
    /// Writes an attribute holding `number` in its shortest decimal form (`47.6446`, `12`),
    /// formatted straight into the output: no `String` is made, and nothing needs escaping.
    /// Named as ``attribute(_:_:namespaceURI:)`` names it.
    public mutating func attribute(_ name: String, number: Double, namespaceURI: String? = nil) throws {
        let resolved = try attributeName(name, namespaceURI)
        writeAttribute(resolved) { $0.output.appendShortestDecimal(number) }
    }

    /// Writes an element holding `number` in its shortest decimal form (`<ele>4.5</ele>`),
    /// formatted straight into the output. Named as ``startElement(_:namespaceURI:)`` names it.
    public mutating func element(_ name: String, namespaceURI: String? = nil, number: Double) throws {
        try element(name, namespaceURI: namespaceURI) { $0.output.appendShortestDecimal(number) }
    }

    /// Writes an element holding `integer` (`<sat>7</sat>`), unescaped: digits need none.
    public mutating func element(_ name: String, namespaceURI: String? = nil, integer: Int) throws {
        try element(name, namespaceURI: namespaceURI) { $0.output.append(String(integer)) }
    }

    /// Writes an element holding `date` in RFC 3339, UTC, with milliseconds when it has them
    /// (`<time>2024-05-01T06:00:00Z</time>`), formatted straight into the output.
    /// Throws for a date outside the years 0000 to 9999 (`FeedDate/isWritable(_:)`
    /// (XMLMapKit)), which no reader takes back.
    public mutating func element(_ name: String, namespaceURI: String? = nil, date: Date) throws {
        try checkWritable(date)
        try element(name, namespaceURI: namespaceURI) { writer in
            writer.output.write(maximumLength: FeedDate.rfc3339MaximumLength) { FeedDate.writeRFC3339(date, to: $0) }
        }
    }

    /// Writes an element holding `date` as RSS writes dates, RFC 822 in GMT
    /// (`<pubDate>Thu, 08 Oct 2020 04:30:38 GMT</pubDate>`), formatted straight into the
    /// output. The form holds whole seconds: a fraction is dropped
    /// (`FeedDate/hasExactRFC822Form(_:)` (XMLMapKit) tells when none is).
    /// Throws for a date outside the years 0000 to 9999, as ``element(_:namespaceURI:date:)``.
    public mutating func element(_ name: String, namespaceURI: String? = nil, rfc822Date date: Date) throws {
        try checkWritable(date)
        try element(name, namespaceURI: namespaceURI) { writer in
            writer.output.write(maximumLength: FeedDate.rfc822MaximumLength) { FeedDate.writeRFC822(date, to: $0) }
        }
    }

    /// Throws unless `date` is in the years a timestamp is written for (0000 to 9999).
    private func checkWritable(_ date: Date) throws {
        guard FeedDate.isWritable(date) else {
            throw failure(.invalidValue, "the date \(date.timeIntervalSince1970) seconds after 1970 is outside the years 0000 to 9999")
        }
    }
}
