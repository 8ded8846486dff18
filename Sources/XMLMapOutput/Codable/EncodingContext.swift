import Foundation

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
    func name(for key: any CodingKey, at path: [any CodingKey]) -> String {
        switch keyEncodingStrategy {
        case .useDefaultKeys: return key.stringValue
        case .custom(let convert): return convert(path + [key]).stringValue
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

    /// A date as the `iso8601` strategy writes it.
    func iso8601(_ date: Date) -> String { iso8601Formatter.string(from: date) }
}
