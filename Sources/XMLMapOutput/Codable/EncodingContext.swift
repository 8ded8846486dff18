import Foundation
import XMLMapKit

/// The settings of one encoding, copied from the ``XMLEncoder`` when it starts, and what its
/// encoders share: the names keys convert to, found once each.
final class EncodingContext {
    let dateEncodingStrategy: XMLEncoder.DateEncodingStrategy
    let dataEncodingStrategy: XMLEncoder.DataEncodingStrategy
    let nonConformingFloatEncodingStrategy: XMLEncoder.NonConformingFloatEncodingStrategy
    let keyEncodingStrategy: XMLEncoder.KeyEncodingStrategy
    let nodeEncodingStrategy: XMLEncoder.NodeEncodingStrategy
    /// Whether strings are written in CDATA sections.
    let writesCDATA: Bool
    let userInfo: [CodingUserInfoKey: Any]
    /// Key names as converted by a strategy other than `custom`.
    private var convertedNames: [String: String] = [:]
    /// The formatter of the `iso8601` strategy, made when first needed.
    private lazy var iso8601Formatter = ISO8601DateFormatter()
    /// What each type met is, found once per type rather than by dynamic casts per value:
    /// the first cast of a type to a protocol it does not conform to scans every conformance
    /// in the process.
    private var scalarKinds = TypeTable<ScalarKind?>()
    /// How each property wrapper type met is coded (`@Attribute`, `@Element`…), `nil` for a
    /// type that is none.
    private var wrapperNodes = TypeTable<XMLDecoder.NodeDecoding?>()
    /// Each type met as its `DynamicNodeEncoding` type, `nil` for one that is not.
    private var dynamicNodeEncodings = TypeTable<(any DynamicNodeEncoding.Type)?>()
    /// Whether each coding key type met is an `XMLChoiceCodingKey`.
    private var choiceKeys = TypeTable<Bool>()

    /// The settings of `encoder`, for one encoding.
    init(_ encoder: XMLEncoder) {
        dateEncodingStrategy = encoder.dateEncodingStrategy
        dataEncodingStrategy = encoder.dataEncodingStrategy
        nonConformingFloatEncodingStrategy = encoder.nonConformingFloatEncodingStrategy
        keyEncodingStrategy = encoder.keyEncodingStrategy
        nodeEncodingStrategy = encoder.nodeEncodingStrategy
        writesCDATA = encoder.stringEncodingStrategy == .cdata
        userInfo = encoder.userInfo
    }

    /// The name `key` is written with, at the end of `path`.
    func name(for key: any CodingKey, at path: @autoclosure () -> [any CodingKey]) -> String {
        switch keyEncodingStrategy {
        case .useDefaultKeys: return key.stringValue
        case .custom(let convert): return convert(path() + [key]).stringValue
        default: return name(for: key.stringValue)
        }
    }

    /// `name` as the key strategy converts it (not `custom`, which needs a coding path).
    func name(for name: String) -> String {
        if let converted = convertedNames[name] { return converted }
        let converted: String
        switch keyEncodingStrategy {
        case .convertToSnakeCase: converted = XMLEncoder.KeyEncodingStrategy.separatingWords(name, with: "_")
        case .convertToKebabCase: converted = XMLEncoder.KeyEncodingStrategy.separatingWords(name, with: "-")
        case .capitalized: converted = name.prefix(1).uppercased() + name.dropFirst()
        case .uppercased: converted = name.uppercased()
        case .lowercased: converted = name.lowercased()
        case .useDefaultKeys, .custom: converted = name
        }
        convertedNames[name] = converted
        return converted
    }

    /// A date as the `iso8601` strategy writes it, as `ISO8601DateFormatter` does: a whole
    /// second of the years 1583 to 9999 (what dates mostly are) formatted without a formatter,
    /// other dates by one (which writes earlier dates in the Julian calendar).
    func iso8601(_ date: Date) -> String {
        let seconds = date.timeIntervalSince1970
        if seconds.rounded(.down) == seconds, (Self.firstSecondOfYear1583...Self.lastSecondOfYear9999).contains(seconds) {
            return FeedDate.rfc3339String(date)
        }
        return iso8601Formatter.string(from: date)
    }

    /// 1583-01-01T00:00:00Z (the first whole year of the Gregorian calendar) and
    /// 9999-12-31T23:59:59Z, in seconds since 1970.
    private static let firstSecondOfYear1583: TimeInterval = -12_212_553_600
    private static let lastSecondOfYear9999: TimeInterval = 253_402_300_799

    /// The scalar `type` is written as, or `nil` for a type written through its own
    /// `encode(to:)`.
    func scalarKind(of type: any Encodable.Type) -> ScalarKind? {
        scalarKinds.value(of: type) { ScalarKind(type) }
    }

    /// Where a property wrapper of type `type` (``Attribute``, ``Element``,
    /// ``ElementAndAttribute``) puts its value, or `nil` for any other type.
    func wrapperNode(of type: any Encodable.Type) -> XMLDecoder.NodeDecoding? {
        wrapperNodes.value(of: type) { (type as? any XMLNodeWrapper.Type)?.node }
    }

    /// `type` as a type that says where its keys go, or `nil`.
    func dynamicNodeEncoding(of type: any Encodable.Type) -> (any DynamicNodeEncoding.Type)? {
        dynamicNodeEncodings.value(of: type) { type as? any DynamicNodeEncoding.Type }
    }

    /// Whether the coding keys `type` are an ``XMLChoiceCodingKey`` (XMLMapKit).
    func isChoiceKey(_ type: any CodingKey.Type) -> Bool {
        choiceKeys.value(of: type) { type is any XMLChoiceCodingKey.Type }
    }
}
