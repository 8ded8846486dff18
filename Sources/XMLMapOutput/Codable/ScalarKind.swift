import Foundation

/// The values ``XMLEncoder`` writes as text itself (as the strategies say) rather than through
/// their own `encode(to:)`.
enum ScalarKind {
    /// `String`, `Bool`, `Double`, `Float`, any integer, `Date` (the date strategy), `Data`
    /// (the data strategy), `URL` (its string), `Decimal`.
    case string, bool, double, float, integer, date, data, url, decimal

    /// The kind of `type`, or `nil` for a type encoded through its own `encode(to:)`.
    init?(_ type: any Encodable.Type) {
        switch type {
        case is String.Type: self = .string
        case is Bool.Type: self = .bool
        case is Double.Type: self = .double
        case is Float.Type: self = .float
        case is any BinaryInteger.Type: self = .integer
        case is Date.Type: self = .date
        case is Data.Type: self = .data
        case is URL.Type: self = .url
        case is Decimal.Type: self = .decimal
        default: return nil
        }
    }
}
