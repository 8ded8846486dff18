#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import XMLMapKit
import XMLMapOutput

/// How often a feed is updated, from RSS 1.0's syndication module (`sy:` namespace,
/// `http://purl.org/rss/1.0/modules/syndication/`): `updateFrequency` times every
/// `updatePeriod`, counted from `updateBase`. Feed readers take it as a polling hint; the
/// module's defaults (once daily) apply to what the feed leaves out.
public struct SyndicationSchedule: Codable, Sendable, Equatable {
    /// The unit of the schedule (`sy:updatePeriod`).
    public var updatePeriod: SyndicationPeriod?
    /// How many updates each period brings (`sy:updateFrequency`).
    public var updateFrequency: Int?
    /// The date the periods are counted from (`sy:updateBase`).
    public var updateBase: Date?

    /// No schedule.
    public init() {}

    /// Creates a schedule.
    public init(updatePeriod: SyndicationPeriod?, updateFrequency: Int? = nil, updateBase: Date? = nil) {
        self.updatePeriod = updatePeriod
        self.updateFrequency = updateFrequency
        self.updateBase = updateBase
    }
}

extension SyndicationSchedule: ModelShape {
    /// States `updatePeriod`, `updateFrequency`, `updateBase`.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("updatePeriod", &updatePeriod)
        visitor.member("updateFrequency", &updateFrequency)
        visitor.member("updateBase", &updateBase)
    }
}

/// The elements of the syndication module.
enum SyndicationElement: Sendable, Equatable {
    case updatePeriod, updateFrequency, updateBase

    /// Stores the text of `element`, in a feed or channel whose schedule is `schedule`
    /// (made when the first element comes).
    static func store(
        _ element: SyndicationElement, _ text: XMLBytes, into schedule: inout SyndicationSchedule?, context: XMLHandlerContext
    )
        throws
    {
        var read = schedule ?? SyndicationSchedule()
        switch element {
        case .updatePeriod: read.updatePeriod = try FeedValue.keyword(text, field: "sy:updatePeriod", context: context)
        case .updateFrequency: read.updateFrequency = try FeedValue.int(text, field: "sy:updateFrequency", context: context)
        case .updateBase: read.updateBase = try FeedValue.date(text, field: "sy:updateBase", context: context)
        }
        if read != SyndicationSchedule() { schedule = read }
    }
}
