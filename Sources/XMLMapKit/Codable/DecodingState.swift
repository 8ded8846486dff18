import Foundation

/// What the decoders of one value share: the settings, the tree of the decoded element,
/// where that element is in the document, and the names already turned into keys.
final class DecodingState {
    let configuration: XMLDecoder.Configuration
    /// The decoded element's subtree.
    let tree: DecodingTree
    /// The context of the decoded element's end tag, where decoding happens: asked for the
    /// element's path only when an error needs it.
    let context: XMLHandlerContext
    @exclusivity(unchecked) private var convertedNames: [String: String] = [:]
    /// What the decoder needs to know of each type met.
    let typeTraits: TypeTraitsCache
    /// Decoders of values already decoded that nothing holds any more, reused for the next
    /// values: a nested value (a struct for a key, an item of a list) needs one of its own.
    @exclusivity(unchecked) private var spareDecoders: [NodeDecoder] = []

    /// The traits of `type`.
    @inline(__always)
    func traits(of type: Any.Type) -> TypeTraits { typeTraits.traits(of: type) }

    /// Settings read for every value, copied out of ``configuration``.
    let usesNamesAsKeys: Bool
    let usesLocalNamesAsKeys: Bool
    let trimsValues: Bool
    /// Whether the node decoding strategy is `.custom`.
    let hasNodeDecodingStrategy: Bool
    /// How dates are read when the date decoding strategy reads them from the text: what an
    /// error says was expected, and the parser; `nil` for the strategies that need a decoder.
    let datesFromText: (expected: String, parse: (XMLBytes) -> Date?)?

    init(configuration: XMLDecoder.Configuration, tree: DecodingTree, context: XMLHandlerContext) {
        self.configuration = configuration
        self.tree = tree
        self.context = context
        typeTraits = configuration.typeTraits
        var usesDefaultKeys = false
        if case .useDefaultKeys = configuration.keyDecodingStrategy { usesDefaultKeys = true }
        usesNamesAsKeys = usesDefaultKeys && !configuration.shouldProcessNamespaces
        usesLocalNamesAsKeys = usesDefaultKeys && configuration.shouldProcessNamespaces
        trimsValues = configuration.trimValueWhitespaces
        if case .custom = configuration.nodeDecodingStrategy { hasNodeDecodingStrategy = true } else { hasNodeDecodingStrategy = false }
        switch configuration.dateDecodingStrategy {
        case .secondsSince1970: datesFromText = ("seconds since 1970", { $0.date(.secondsSince1970) })
        case .millisecondsSince1970: datesFromText = ("milliseconds since 1970", { $0.date(.millisecondsSince1970) })
        case .iso8601: datesFromText = ("an ISO 8601 date", { $0.date(.iso8601) })
        case .feedDate: datesFromText = ("a date", { $0.date(.feed) })
        case .formatted(let formatter): datesFromText = ("a date (\(formatter.dateFormat ?? ""))", { formatter.date(from: $0.trimmed) })
        case .deferredToDate, .custom, .keyFormatted: datesFromText = nil
        }
    }

    /// A decoder of `value`, whose place is `step` in `parent`'s value: a spare one if any.
    func decoder(of value: DecodingValue, parent: NodeDecoder, step: CodingPathStep, type: any Decodable.Type) -> NodeDecoder {
        if let spare = spareDecoders.popLast() {
            spare.reuse(for: value, parent: parent, step: step, type: type)
            return spare
        }
        return NodeDecoder(state: self, value: value, parent: parent, step: step, type: type)
    }

    /// Keeps `decoder`, done with, as a spare when nothing else holds it (a decoded value or
    /// a container it gave out may).
    func recycle(_ decoder: inout NodeDecoder) {
        guard isKnownUniquelyReferenced(&decoder) else { return }
        decoder.clear()
        spareDecoders.append(decoder)
    }

    /// Lets go of the spare decoders, which hold this state, when decoding ends.
    func dropSpareDecoders() {
        spareDecoders = []
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

    /// Whether the element `node` is named by `key`, whose UTF-8 is `keyBytes` (a run of
    /// text has the empty name).
    @inline(__always)
    func name(ofNode node: Int32, isKey key: String, keyBytes: UnsafeRawBufferPointer, codingPath: @autoclosure () -> [any CodingKey]) -> Bool {
        let record = tree.nodes[Int(node)]
        return name(
            start: record.nameStart, count: record.nameCount, localNameOffset: record.localNameOffset, isKey: key, keyBytes: keyBytes,
            codingPath: codingPath())
    }

    /// Whether the element `node` is named by `key`.
    func name(ofNode node: Int32, isKey key: String, codingPath: @autoclosure () -> [any CodingKey]) -> Bool {
        var keyUTF8 = key
        return keyUTF8.withUTF8 { name(ofNode: node, isKey: key, keyBytes: UnsafeRawBufferPointer($0), codingPath: codingPath()) }
    }

    /// Whether the attribute at `index` of the tree's attributes is named by `key`, whose
    /// UTF-8 is `keyBytes`.
    @inline(__always)
    func name(ofAttribute index: Int32, isKey key: String, keyBytes: UnsafeRawBufferPointer, codingPath: @autoclosure () -> [any CodingKey]) -> Bool {
        let record = tree.attributes[Int(index)]
        return name(
            start: record.nameStart, count: record.nameCount, localNameOffset: record.localNameOffset, isKey: key, keyBytes: keyBytes,
            codingPath: codingPath())
    }

    /// Whether the name at `start` in the tree's bytes (`count` bytes, the local name from
    /// `localNameOffset`) stands for `key`: compared as bytes under the default key strategy,
    /// through the strategy otherwise.
    @inline(__always)
    private func name(
        start: Int, count: Int32, localNameOffset: Int32, isKey key: String, keyBytes: UnsafeRawBufferPointer,
        codingPath: @autoclosure () -> [any CodingKey]
    ) -> Bool {
        if usesNamesAsKeys || usesLocalNamesAsKeys {
            return tree.name(start: start, count: count, localNameOffset: localNameOffset, local: usesLocalNamesAsKeys, is: keyBytes)
        }
        let name = tree.string(start: start, count: Int(count))
        let localName = tree.string(start: start + Int(localNameOffset), count: Int(count - localNameOffset))
        return self.key(forName: name, localName: localName[...], codingPath: codingPath()) == key
    }

    /// A `DecodingError` context whose description ends with where `node` is.
    func context(_ codingPath: [any CodingKey], _ message: String, at node: Int32) -> DecodingError.Context {
        let location = tree.location(of: node) { context.location(ofOffset: $0, after: $1) }
        return DecodingError.Context(
            codingPath: codingPath,
            debugDescription: "\(message) (at \(location.line):\(location.column), \(tree.path(of: node, below: context.elementPath)))")
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

/// What the decoder needs to know of a type decoded for a key (``XMLDecodingTraits``).
struct TypeTraits {
    var isList = false
    var decodesAbsentKeys = false
    var nodeDecoding: XMLDecoder.NodeDecoding?
    /// Lists: the type of their items.
    var elementType: Any.Type?
}

/// What ``XMLDecodingTraits``, ``DynamicNodeDecoding`` and the other marker protocols say of
/// each type met, and what is kept of each coding key type (``CodingKeyTraits``), found once
/// per type rather than by dynamic casts per value, and shared by the values a decoder
/// decodes one after another (streaming). Used by one decoding at a time. Each question is
/// asked only of the types it concerns: the first dynamic cast of a type to a protocol it
/// does not conform to scans every conformance in the process.
final class TypeTraitsCache {
    @exclusivity(unchecked) private var traits = TypeTable<TypeTraits>()
    @exclusivity(unchecked) private var dynamicNodeDecodings = TypeTable<(any DynamicNodeDecoding.Type)?>()
    @exclusivity(unchecked) private var keyTypes = TypeTable<CodingKeyTraits>()
    @exclusivity(unchecked) private var optionals = TypeTable<(any XMLOptionalDecodable.Type)?>()

    /// The traits of `type`, a type decoded for a key.
    func traits(of type: Any.Type) -> TypeTraits {
        traits.value(of: type) {
            var traits = TypeTraits()
            if let marked = type as? any XMLDecodingTraits.Type {
                traits.isList = marked.isList
                traits.decodesAbsentKeys = marked.decodesAbsentKeys
                traits.nodeDecoding = marked.nodeDecoding
                traits.elementType = marked.elementType
            }
            return traits
        }
    }

    /// Where `type`, a type decoded with a keyed container, says its keys are, or `nil`.
    func dynamicNodeDecoding(of type: Any.Type) -> (any DynamicNodeDecoding.Type)? {
        dynamicNodeDecodings.value(of: type) { type as? any DynamicNodeDecoding.Type }
    }

    /// What is kept of the coding key type `Key`.
    func keyTraits<Key: CodingKey>(_ type: Key.Type) -> CodingKeyTraits {
        keyTypes.value(of: type) { CodingKeyTraits(type) }
    }

    /// `type` as an optional type, or `nil`.
    func optional(_ type: Any.Type) -> (any XMLOptionalDecodable.Type)? {
        optionals.value(of: type) { type as? any XMLOptionalDecodable.Type }
    }
}

/// A value per type. A model has a few dozen types at most, so they are found by a linear
/// search of their metadata pointers, which costs less than hashing.
package struct TypeTable<Value> {
    private var types: [ObjectIdentifier] = []
    private var values: [Value] = []

    /// An empty table.
    package init() {}

    /// The value for `type`, made by `make` the first time.
    package mutating func value(of type: Any.Type, _ make: () -> Value) -> Value {
        let id = ObjectIdentifier(type)
        if let index = types.firstIndex(of: id) { return values[index] }
        let value = make()
        types.append(id)
        values.append(value)
        return value
    }
}
