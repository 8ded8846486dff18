import XMLMapKit
import XMLMapOutput

/// The unit of a feed's update schedule (`sy:updatePeriod`).
public enum SyndicationPeriod: String, ModelMemberValue, Sendable, CaseIterable {
    /// Every hour.
    case hourly
    /// Every day (the module's default).
    case daily
    /// Every week.
    case weekly
    /// Every month.
    case monthly
    /// Every year.
    case yearly
}
