#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import XMLMapKit
import XMLMapOutput

/// How often a show means to release episodes
/// (`<podcast:updateFrequency rrule dtstart complete>Weekly</…>`).
public struct PodcastUpdateFrequency: Codable, Sendable, Equatable, FeedLeafValue {
    /// The schedule in words, to show (`Every weekday`).
    public var text: String?
    /// The schedule as an iCalendar recurrence rule (RFC 5545, `FREQ=WEEKLY;INTERVAL=2`).
    public var rrule: String?
    /// When the recurrence starts.
    public var dtstart: Date?
    /// Whether no episode is to come any more.
    public var complete: Bool?

    /// Creates a schedule.
    public init(text: String?, rrule: String? = nil, dtstart: Date? = nil, complete: Bool? = nil) {
        self.text = text
        self.rrule = rrule
        self.dtstart = dtstart
        self.complete = complete
    }

    /// An empty value, which reading and decoding fill.
    public init() {}

    mutating func read(_ element: XMLStartElement, context: XMLHandlerContext) throws {
        rrule = FeedValue.attribute(element, "rrule")
        dtstart = try FeedValue.attribute(element, "dtstart", field: "podcast:updateFrequency@dtstart", context: context, FeedValue.date)
        complete = try FeedValue.attribute(element, "complete", field: "podcast:updateFrequency@complete", context: context, FeedValue.bool)
    }

    mutating func read(text: XMLBytes, context: XMLHandlerContext) {
        self.text = FeedValue.string(text)
    }
}

extension PodcastUpdateFrequency: ModelShape {
    /// States `text`, `rrule`, `dtstart`, `complete`.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("text", &text)
        visitor.member("rrule", &rrule)
        visitor.member("dtstart", &dtstart)
        visitor.member("complete", &complete)
    }
}
