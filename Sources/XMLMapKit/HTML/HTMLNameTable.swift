/// What the sanitizer knows about an element or attribute name.
struct HTMLNameRoles: OptionSet, Sendable {
    /// The bits.
    let rawValue: UInt32

    /// An HTML element that is kept.
    static let acceptableElement = HTMLNameRoles(rawValue: 1 << 0)
    /// An element removed with its text (`script`, `style`, `applet`).
    static let removedWithContent = HTMLNameRoles(rawValue: 1 << 1)
    /// An element written without end tag (`br`, `img`).
    static let voidElement = HTMLNameRoles(rawValue: 1 << 2)
    /// A MathML element kept inside `<math>`.
    static let mathMLElement = HTMLNameRoles(rawValue: 1 << 3)
    /// An SVG element kept inside `<svg>`.
    static let svgElement = HTMLNameRoles(rawValue: 1 << 4)
    /// An SVG element that animates an attribute of its parent.
    static let svgAnimationElement = HTMLNameRoles(rawValue: 1 << 5)
    /// An attribute kept on HTML elements.
    static let acceptableAttribute = HTMLNameRoles(rawValue: 1 << 6)
    /// An attribute kept on MathML elements.
    static let mathMLAttribute = HTMLNameRoles(rawValue: 1 << 7)
    /// An attribute kept on SVG elements.
    static let svgAttribute = HTMLNameRoles(rawValue: 1 << 8)
    /// An attribute a browser follows or loads as a URI.
    static let uriAttribute = HTMLNameRoles(rawValue: 1 << 9)
    /// An attribute of an SVG animation element that holds the values it sets.
    static let svgAnimationValueAttribute = HTMLNameRoles(rawValue: 1 << 10)
}

/// One name of ``HTMLNameTable``.
struct HTMLName: Sendable {
    /// Where the lowercase name is in the table's bytes.
    let bytes: Range<Int>
    /// Where the name's SVG spelling (`foreignObject`) is in the table's bytes (the lowercase
    /// name itself when SVG spells it so).
    var svgSpelling: Range<Int>
    /// The name's roles.
    var roles: HTMLNameRoles
    /// For an element of ``HTMLAllowlists/relativeURIAttributes``, its bit; otherwise 0.
    var relativeURIElementBit: UInt32
    /// For an attribute, the bits of the elements on which it holds a URI to resolve.
    var relativeURIElements: UInt32
    /// The name's hash (see ``HTMLNameTable/hash(_:_:)``).
    let hash: UInt32
}

/// Every element and attribute name the sanitizer and the link resolver know, found by the
/// bytes of its lowercase form: a hash of the bytes, then one comparison.
///
/// The table is open-addressed with room for four times its names, so that a lookup nearly
/// always ends at its first slot. It is built once, on first use.
struct HTMLNameTable: Sendable {
    /// The table every sanitizer uses.
    static let shared = HTMLNameTable()

    /// The bytes of every name and SVG spelling.
    private(set) var storage: [UInt8] = []
    /// The names.
    private(set) var names: [HTMLName] = []
    /// Index + 1 of the name in each slot (0: empty); the count is a power of two.
    private var slots: [Int32]

    /// The index of `svg`.
    private(set) var svg: Int32 = 0
    /// The index of `math`.
    private(set) var math: Int32 = 0
    /// The index of `style`.
    private(set) var style: Int32 = 0
    /// The index of `href`.
    private(set) var href: Int32 = 0
    /// The index of `xmlns`.
    private(set) var xmlns: Int32 = 0
    /// The index of `xmlns:xlink`.
    private(set) var xmlnsXLink: Int32 = 0
    /// The index of `rel`.
    private(set) var rel: Int32 = 0
    /// The index of `type`.
    private(set) var type: Int32 = 0
    /// The index of `attributename`.
    private(set) var attributeName: Int32 = 0

    /// Builds the table from ``HTMLAllowlists``.
    private init() {
        slots = [Int32](repeating: 0, count: 2048)
        var relativeElementBits: [String: UInt32] = [:]
        for (element, _) in HTMLAllowlists.relativeURIAttributes where relativeElementBits[element.description] == nil {
            relativeElementBits[element.description] = 1 << UInt32(relativeElementBits.count)
        }
        let roleLists: [([StaticString], HTMLNameRoles)] = [
            (HTMLAllowlists.elements, .acceptableElement), (HTMLAllowlists.elementsRemovedWithContent, .removedWithContent),
            (HTMLAllowlists.voidElements, .voidElement), (HTMLAllowlists.mathMLElements, .mathMLElement),
            (HTMLAllowlists.svgElements, .svgElement), (HTMLAllowlists.svgAnimationElements, .svgAnimationElement),
            (HTMLAllowlists.attributes, .acceptableAttribute), (HTMLAllowlists.mathMLAttributes, .mathMLAttribute),
            (HTMLAllowlists.svgAttributes, .svgAttribute), (HTMLAllowlists.uriAttributes, .uriAttribute),
            (HTMLAllowlists.svgAnimationValueAttributes, .svgAnimationValueAttribute),
        ]
        for (list, role) in roleLists {
            for name in list {
                let index = Int(insert(name.description))
                names[index].roles.insert(role)
                if name.description != name.description.lowercased() {
                    names[index].svgSpelling = append(name.description)
                }
            }
        }
        for (element, attribute) in HTMLAllowlists.relativeURIAttributes {
            let bit = relativeElementBits[element.description] ?? 0
            names[Int(insert(element.description))].relativeURIElementBit = bit
            names[Int(insert(attribute.description))].relativeURIElements |= bit
        }
        svg = insert("svg")
        math = insert("math")
        style = insert("style")
        href = insert("href")
        xmlns = insert("xmlns")
        xmlnsXLink = insert("xmlns:xlink")
        rel = insert("rel")
        type = insert("type")
        attributeName = insert("attributename")
    }

    /// Appends `text` to the storage and returns where it is.
    private mutating func append(_ text: String) -> Range<Int> {
        let start = storage.count
        storage.append(contentsOf: text.utf8)
        return start..<storage.count
    }

    /// The index of the lowercase form of `name`, added if it is not there yet.
    private mutating func insert(_ name: String) -> Int32 {
        let lowercase = Array(name.lowercased().utf8)
        let hash = lowercase.withUnsafeBufferPointer { Self.hash($0.baseAddress!, $0.count) }
        if let found = lowercase.withUnsafeBufferPointer({ index(of: $0.baseAddress!, count: $0.count, hash: hash) }) {
            return found
        }
        let bytes = append(name.lowercased())
        names.append(
            HTMLName(bytes: bytes, svgSpelling: bytes, roles: [], relativeURIElementBit: 0, relativeURIElements: 0, hash: hash))
        var slot = Int(hash) & (slots.count - 1)
        while slots[slot] != 0 { slot = (slot + 1) & (slots.count - 1) }
        slots[slot] = Int32(names.count)
        return Int32(names.count - 1)
    }

    /// The hash of the `count` bytes at `bytes` (``hashBytes(_:_:)``'s, folded to 32 bits).
    @inline(__always)
    static func hash(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> UInt32 {
        let hash = hashBytes(UnsafeRawPointer(bytes), count)
        return UInt32(truncatingIfNeeded: hash ^ hash >> 32)
    }

    /// The index of the name whose lowercase bytes are the `count` bytes at `bytes`, whose hash is `hash`.
    @inline(__always)
    func index(of bytes: UnsafePointer<UInt8>, count: Int, hash: UInt32) -> Int32? {
        var slot = Int(hash) & (slots.count - 1)
        while true {
            let stored = slots[slot]
            if stored == 0 { return nil }
            let name = names[Int(stored - 1)]
            if name.hash == hash, name.bytes.count == count,
                storage.withUnsafeBufferPointer({ bytesEqual($0.baseAddress! + name.bytes.lowerBound, bytes, count) })
            {
                return stored - 1
            }
            slot = (slot + 1) & (slots.count - 1)
        }
    }

    /// The bytes of `range` of the storage, for `body`.
    @inline(__always)
    func withBytes<Result>(_ range: Range<Int>, _ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        storage.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0[range])) }
    }
}
