import Foundation

/// What the decoders of one value share: the settings, where the decoded element is in the
/// document, and the names already turned into keys.
final class DecodingState {
    let configuration: XMLDecoder.Configuration
    /// The context of the decoded element's end tag, where decoding happens: asked for the
    /// element's path only when an error needs it.
    let context: XMLHandlerContext
    @exclusivity(unchecked) private var convertedNames: [String: String] = [:]
    /// What the decoder needs to know of each type met.
    let typeTraits: TypeTraitsCache

    /// The traits of `type`.
    @inline(__always)
    func traits(of type: Any.Type) -> TypeTraits { typeTraits.traits(of: type) }

    /// Settings read for every value, copied out of ``configuration``.
    let usesNamesAsKeys: Bool
    let usesLocalNamesAsKeys: Bool
    let trimsValues: Bool

    init(configuration: XMLDecoder.Configuration, context: XMLHandlerContext) {
        self.configuration = configuration
        self.context = context
        typeTraits = configuration.typeTraits
        var usesDefaultKeys = false
        if case .useDefaultKeys = configuration.keyDecodingStrategy { usesDefaultKeys = true }
        usesNamesAsKeys = usesDefaultKeys && !configuration.shouldProcessNamespaces
        usesLocalNamesAsKeys = usesDefaultKeys && configuration.shouldProcessNamespaces
        trimsValues = configuration.trimValueWhitespaces
    }

    /// The key an element or attribute name stands for, under the key decoding strategy.
    func key(forName name: String, localName: Substring, codingPath: [any CodingKey]) -> String {
        let written = configuration.shouldProcessNamespaces ? String(localName) : name
        switch configuration.keyDecodingStrategy {
        case .useDefaultKeys:
            return written
        case .custom(let convert):
            return convert(codingPath + [XMLCodingKey(written)]).stringValue
        default:
            if let converted = convertedNames[written] { return converted }
            let converted = Self.convert(written, configuration.keyDecodingStrategy)
            convertedNames[written] = converted
            return converted
        }
    }

    /// Whether `name` stands for `key`.
    @inline(__always)
    func name(_ name: String, localName: Substring, isKey key: String, codingPath: @autoclosure () -> [any CodingKey]) -> Bool {
        if usesNamesAsKeys { return name == key }
        if usesLocalNamesAsKeys { return localName == key }
        return self.key(forName: name, localName: localName, codingPath: codingPath()) == key
    }

    /// A `DecodingError` context whose description ends with where `node` is.
    func context(_ codingPath: [any CodingKey], _ message: String, at node: DecodingNode) -> DecodingError.Context {
        DecodingError.Context(
            codingPath: codingPath,
            debugDescription: "\(message) (at \(node.location.line):\(node.location.column), \(node.path(below: context.elementPath)))")
    }

    private static func convert(_ name: String, _ strategy: XMLDecoder.KeyDecodingStrategy) -> String {
        switch strategy {
        case .convertFromSnakeCase: return camelCase(name, separator: "_")
        case .convertFromKebabCase: return camelCase(name, separator: "-")
        case .convertFromUppercase: return camelCase(name.lowercased(), separator: "_")
        case .convertFromCapitalized:
            guard let first = name.first else { return name }
            return first.lowercased() + name.dropFirst()
        case .useDefaultKeys, .custom: return name
        }
    }

    /// `first_second_third` → `firstSecondThird`, leading and trailing separators kept (as
    /// Foundation's `JSONDecoder` does).
    static func camelCase(_ name: String, separator: Character) -> String {
        guard let firstWord = name.firstIndex(where: { $0 != separator }) else { return name }
        let lastWord = name.lastIndex(where: { $0 != separator })!
        let words = name[firstWord...lastWord].split(separator: separator)
        guard words.count > 1 else { return name }
        let joined = words.enumerated().map { index, word in index == 0 ? String(word) : word.prefix(1).uppercased() + word.dropFirst() }.joined()
        return String(name[..<firstWord]) + joined + String(name[name.index(after: lastWord)...])
    }
}

/// A coding key made from a name or an index.
struct XMLCodingKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(_ string: String) {
        stringValue = string
        intValue = nil
    }

    init(index: Int) {
        stringValue = "Index \(index)"
        intValue = index
    }

    init?(stringValue: String) { self.init(stringValue) }

    init?(intValue: Int) { self.init(index: intValue) }
}

/// What the decoder needs to know of a type.
struct TypeTraits {
    var isList = false
    var decodesAbsentKeys = false
    var nodeDecoding: XMLDecoder.NodeDecoding?
    var hasOptionalElements = false
    var dynamicNodeDecoding: (any DynamicNodeDecoding.Type)?
}

/// What ``XMLDecodingTraits`` and ``DynamicNodeDecoding`` say of each type met, found once
/// per type rather than by a dynamic cast per value, and shared by the values a decoder
/// decodes one after another (streaming). Used by one decoding at a time.
final class TypeTraitsCache {
    @exclusivity(unchecked) private var traitsByType: [ObjectIdentifier: TypeTraits] = [:]

    func traits(of type: Any.Type) -> TypeTraits {
        let id = ObjectIdentifier(type)
        if let known = traitsByType[id] { return known }
        var traits = TypeTraits()
        if let marked = type as? any XMLDecodingTraits.Type {
            traits.isList = marked.isList
            traits.decodesAbsentKeys = marked.decodesAbsentKeys
            traits.nodeDecoding = marked.nodeDecoding
            traits.hasOptionalElements = marked.hasOptionalElements
        }
        traits.dynamicNodeDecoding = type as? any DynamicNodeDecoding.Type
        traitsByType[id] = traits
        return traits
    }
}
