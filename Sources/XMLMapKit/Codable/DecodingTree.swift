/// The elements kept for decoding one value, flat: one array of node records linked by
/// index (parent, first child, next sibling), names, attribute values and text as ranges of
/// one byte buffer. Nothing is allocated per element once the storage has grown, and a
/// streaming decode reuses the same tree for each element it decodes. The storage is
/// managed by hand (``RawStack``, ``ByteStorage``): no bounds checks, copy-on-write checks
/// or generic appends on the hot paths.
///
/// A ``XMLDecodingHandler`` builds the tree while its element is open, decodes the value
/// from it at the end tag, then empties it. Node 0 is the decoded element. Text that
/// arrives in pieces is kept as a chain of segments and joined only if a decoder reads it.
/// Where an element is is kept as its offset, counted in lines and columns only when an
/// error asks (or before the parser lets go of its bytes, as the tree's ``LocationKeeper``).
final class DecodingTree {
    /// An element, or a run of text between child elements (mixed content), which has no
    /// name and is decoded with the key `""`.
    struct Node {
        /// The qualified name as written: `bytes[nameStart ..< nameStart + nameCount]`.
        var nameStart: Int
        var nameCount: Int32
        /// Where the local name starts in the name: 0 without a prefix.
        var localNameOffset: Int32
        /// The attributes: `attributes[firstAttribute ..< firstAttribute + attributeCount]`.
        var firstAttribute: Int32
        var attributeCount: Int32
        /// The chain of text segments; `-1` when there is no text.
        var firstText: Int32 = -1
        var lastText: Int32 = -1
        var firstChild: Int32 = -1
        var lastChild: Int32 = -1
        var nextSibling: Int32 = -1
        /// The element this one is inside; `-1` for the decoded element.
        var parent: Int32
        /// Whether some of the text is not white space.
        var hasVisibleText = false
        /// Whether the node hangs off `parent` without being one of its children: the value
        /// of an attribute, or of a key with no value, seen as an element.
        var isDetached = false
        /// The absolute offset of the start tag (for a node without a name: its element's).
        var offset: Int
        /// The start tag's line and column once located (0 until then; see ``location(of:_:)``).
        var line = 0
        var column = 0

        /// Whether this is a run of text rather than an element.
        var isTextRun: Bool { nameCount == 0 }
    }

    /// An attribute: its qualified name and its value, as ranges of ``bytes``.
    struct Attribute {
        var nameStart: Int
        var nameCount: Int32
        var localNameOffset: Int32
        var valueStart: Int
        var valueCount: Int
    }

    /// A piece of a node's text, and the next one in its chain (`-1`: the last).
    struct TextSegment {
        var start: Int
        var count: Int
        var next: Int32 = -1
    }

    @exclusivity(unchecked) private(set) var nodes = RawStack<Node>(capacity: 64)
    @exclusivity(unchecked) private(set) var attributes = RawStack<Attribute>(capacity: 64)
    @exclusivity(unchecked) private var segments = RawStack<TextSegment>(capacity: 64)
    /// Names, attribute values and text, one after another.
    @exclusivity(unchecked) private var bytes: ByteStorage
    /// The elements of the lists met while decoding, each list a run (``ItemList``).
    @exclusivity(unchecked) private var items = RawStack<Int32>(capacity: 64)
    /// The innermost open element while the tree is built.
    private var current: Int32 = -1
    /// The nodes before this one are located; the elements from it on are located only when an
    /// error asks for one of them, or before their bytes leave the parser's buffer.
    private var located: Int32 = 0
    /// The location of the last element located, where the next is counted from.
    private var anchor = SourceLocation(line: 1, column: 1, byteOffset: 0)

    /// The decoded element.
    static let root: Int32 = 0

    /// An empty tree with room for `byteCapacity` bytes of names, attribute values and text
    /// before its storage grows.
    init(byteCapacity: Int = 1024) {
        bytes = ByteStorage(capacity: byteCapacity)
    }

    deinit {
        nodes.release()
        attributes.release()
        segments.release()
        bytes.release()
        items.release()
    }

    /// Empties the tree, keeping its memory for the next element.
    func reset() {
        nodes.truncate(to: 0)
        attributes.truncate(to: 0)
        segments.truncate(to: 0)
        bytes.count = 0
        items.truncate(to: 0)
        current = -1
        located = 0
        anchor = SourceLocation(line: 1, column: 1, byteOffset: 0)
    }

    // MARK: Building

    /// Empties the tree and opens the decoded element, whose start tag is at `location`: the
    /// place the other elements' locations are counted from.
    func startRoot(_ element: XMLStartElement, location: SourceLocation) {
        reset()
        startElement(element, offset: location.byteOffset)
        nodes[Int(Self.root)].line = location.line
        nodes[Int(Self.root)].column = location.column
        anchor = location
        located = Self.root + 1
    }

    /// Opens an element inside the innermost open one, its start tag at the absolute `offset`.
    func startElement(_ element: XMLStartElement, offset: Int) {
        let parent = current
        if parent >= 0, nodes[Int(parent)].firstChild < 0, nodes[Int(parent)].hasVisibleText {
            // Mixed content: the text so far becomes a run before the first child element.
            let run = appendNode(nameStart: bytes.count, nameCount: 0, localNameOffset: 0, parent: parent, offset: nodes[Int(parent)].offset)
            var segment = nodes[Int(parent)].firstText
            while segment >= 0 {
                let piece = segments[Int(segment)]
                appendText(start: piece.start, count: piece.count, isWhitespace: false, to: run)
                segment = piece.next
            }
        }
        let name = element.name.qualifiedName
        let nameStart = append(name)
        let firstAttribute = Int32(attributes.count)
        for attribute in element.attributes {
            let attributeName = attribute.name.qualifiedName
            let attributeNameStart = append(attributeName)
            let valueStart = append(attribute.value)
            attributes.append(
                Attribute(
                    nameStart: attributeNameStart, nameCount: Int32(attributeName.count),
                    localNameOffset: Self.localNameOffset(attribute.name), valueStart: valueStart, valueCount: attribute.value.count))
        }
        let node = appendNode(
            nameStart: nameStart, nameCount: Int32(name.count), localNameOffset: Self.localNameOffset(element.name), parent: parent,
            offset: offset)
        nodes[Int(node)].firstAttribute = firstAttribute
        nodes[Int(node)].attributeCount = Int32(attributes.count) - firstAttribute
        current = node
    }

    /// Closes the innermost open element.
    func endElement() {
        current = nodes[Int(current)].parent
    }

    /// Adds a piece of text to the innermost open element (and, in mixed content, to its
    /// last run of text, or as a new run).
    func appendText(_ text: XMLText) {
        let start = append(text.bytes)
        let count = text.bytes.count
        let isWhitespace = text.isWhitespace
        let node = current
        appendText(start: start, count: count, isWhitespace: isWhitespace, to: node)
        let last = nodes[Int(node)].lastChild
        guard last >= 0 else { return }
        if nodes[Int(last)].isTextRun {
            appendText(start: start, count: count, isWhitespace: isWhitespace, to: last)
        } else if !isWhitespace {
            let run = appendNode(nameStart: bytes.count, nameCount: 0, localNameOffset: 0, parent: node, offset: nodes[Int(node)].offset)
            appendText(start: start, count: count, isWhitespace: false, to: run)
        }
    }

    /// A node that is not a child of `parent` and holds `bytes[start ..< start + count]` as
    /// its text (an attribute's value decoded as an element), or nothing.
    func appendDetachedNode(parent: Int32, text: (start: Int, count: Int)? = nil) -> Int32 {
        let node = appendNode(nameStart: bytes.count, nameCount: 0, localNameOffset: 0, parent: parent, offset: nodes[Int(parent)].offset)
        nodes[Int(node)].isDetached = true
        if let text {
            appendText(start: text.start, count: text.count, isWhitespace: isWhitespace(start: text.start, count: text.count), to: node)
        }
        return node
    }

    private func appendNode(nameStart: Int, nameCount: Int32, localNameOffset: Int32, parent: Int32, offset: Int) -> Int32 {
        let node = Int32(nodes.count)
        nodes.append(
            Node(
                nameStart: nameStart, nameCount: nameCount, localNameOffset: localNameOffset, firstAttribute: Int32(attributes.count),
                attributeCount: 0, parent: parent, offset: offset))
        guard parent >= 0 else { return node }
        let previous = nodes[Int(parent)].lastChild
        if previous >= 0 { nodes[Int(previous)].nextSibling = node } else { nodes[Int(parent)].firstChild = node }
        nodes[Int(parent)].lastChild = node
        return node
    }

    /// Adds `bytes[start ..< start + count]` to `node`'s text, extending its last segment when
    /// the piece follows it directly.
    private func appendText(start: Int, count: Int, isWhitespace: Bool, to node: Int32) {
        if !isWhitespace { nodes[Int(node)].hasVisibleText = true }
        let last = nodes[Int(node)].lastText
        if last >= 0 {
            if segments[Int(last)].start + segments[Int(last)].count == start {
                segments[Int(last)].count += count
                return
            }
            segments[Int(last)].next = Int32(segments.count)
        } else {
            nodes[Int(node)].firstText = Int32(segments.count)
        }
        nodes[Int(node)].lastText = Int32(segments.count)
        segments.append(TextSegment(start: start, count: count))
    }

    private func append(_ piece: XMLBytes) -> Int {
        let start = bytes.count
        bytes.append(piece.buffer)
        return start
    }

    /// `prefix:local` → the offset of `local` (as ``XMLName/localName`` has it).
    private static func localNameOffset(_ name: XMLName) -> Int32 {
        name.prefixLength == 0 ? 0 : Int32(name.prefixLength + 1)
    }

    // MARK: Locations

    /// Where `node`'s start tag is (for a node without a name: its element's), located now if
    /// it was not yet, with the elements before it, by `locate` (an absolute offset, and an
    /// earlier location to count on from).
    func location(of node: Int32, _ locate: (Int, SourceLocation) -> SourceLocation) -> SourceLocation {
        var node = node
        while nodes[Int(node)].isTextRun { node = nodes[Int(node)].parent }
        if nodes[Int(node)].line == 0 { locateElements(through: node, before: .max, locate) }
        let record = nodes[Int(node)]
        return SourceLocation(line: record.line, column: record.column, byteOffset: record.offset)
    }

    /// Locates the elements not located yet, in document order, up to `last` and while their
    /// start tags are before the absolute offset `end`.
    private func locateElements(through last: Int32, before end: Int, _ locate: (Int, SourceLocation) -> SourceLocation) {
        while located <= last && Int(located) < nodes.count {
            let node = Int(located)
            if !nodes[node].isTextRun {
                if nodes[node].offset >= end { return }
                let location = locate(nodes[node].offset, anchor)
                nodes[node].line = location.line
                nodes[node].column = location.column
                anchor = location
            }
            located += 1
        }
    }

    // MARK: Lists

    /// The list of the elements `body` adds with `add`, one after another.
    @inline(__always)
    func list(_ body: (_ add: (Int32) -> Void) -> Void) -> ItemList {
        let start = items.count
        body { items.append($0) }
        return ItemList(start: Int32(start), count: Int32(items.count - start))
    }

    /// The element at `index` in `list`.
    @inline(__always)
    func item(_ index: Int, of list: ItemList) -> Int32 {
        items[Int(list.start) + index]
    }

    // MARK: Reading

    /// The range of `node`'s text in ``bytes``: its segments joined (once) when there are several.
    func textRange(of node: Int32) -> (start: Int, count: Int) {
        let first = nodes[Int(node)].firstText
        if first < 0 { return (bytes.count, 0) }
        if first == nodes[Int(node)].lastText { return (segments[Int(first)].start, segments[Int(first)].count) }
        var total = 0
        var segment = first
        while segment >= 0 {
            total += segments[Int(segment)].count
            segment = segments[Int(segment)].next
        }
        bytes.reserve(total)
        let start = bytes.count
        segment = first
        while segment >= 0 {
            let piece = segments[Int(segment)]
            bytes.append(bytes.base + piece.start, count: piece.count)
            segment = piece.next
        }
        let joined = Int32(segments.count)
        segments.append(TextSegment(start: start, count: bytes.count - start))
        nodes[Int(node)].firstText = joined
        nodes[Int(node)].lastText = joined
        return (start, bytes.count - start)
    }

    /// Calls `body` with the bytes in `range`, valid during the call.
    @inline(__always)
    func withBytes<Result>(_ range: (start: Int, count: Int), _ body: (XMLBytes) throws -> Result) rethrows -> Result {
        try body(XMLBytes(bytes.view(range.start, range.count)))
    }

    /// Whether `bytes[start ..< start + count]` is all XML white space.
    func isWhitespace(start: Int, count: Int) -> Bool {
        var index = start
        let end = start + count
        while index < end {
            if !ASCII.isWhitespace(bytes.base[index]) { return false }
            index += 1
        }
        return true
    }

    /// Whether `node` has no attributes, no child elements and no text but white space:
    /// `<value/>`, which decodes as `nil` for an optional.
    func isEmpty(_ node: Int32) -> Bool {
        let record = nodes[Int(node)]
        return record.attributeCount == 0 && record.firstChild < 0 && !record.hasVisibleText
    }

    /// `node`'s qualified name.
    func name(of node: Int32) -> String {
        let record = nodes[Int(node)]
        return string(start: record.nameStart, count: Int(record.nameCount))
    }

    /// `node`'s local name.
    func localName(of node: Int32) -> String {
        let record = nodes[Int(node)]
        return string(start: record.nameStart + Int(record.localNameOffset), count: Int(record.nameCount - record.localNameOffset))
    }

    /// `bytes[start ..< start + count]` as a string.
    func string(start: Int, count: Int) -> String {
        withBytes((start, count)) { $0.string }
    }

    /// Whether the name at `start` (`count` bytes, the local name from `localNameOffset`) is
    /// `key` (UTF-8): the qualified name, or the local name when `local`.
    @inline(__always)
    func name(start: Int, count: Int32, localNameOffset: Int32, local: Bool, is key: UnsafeRawBufferPointer) -> Bool {
        let offset = local ? Int(localNameOffset) : 0
        let length = Int(count) - offset
        guard length == key.count else { return false }
        if length == 0 { return true }
        return bytesEqual(bytes.base + start + offset, key.baseAddress!, length)
    }

    /// The first of `child` and its next siblings whose name (the local name when `local`)
    /// is `key`, or `-1`.
    @inline(__always)
    func firstElement(from child: Int32, named key: UnsafeRawBufferPointer, local: Bool) -> Int32 {
        var child = child
        while child >= 0 {
            let record = nodes.base[Int(child)]
            if name(start: record.nameStart, count: record.nameCount, localNameOffset: record.localNameOffset, local: local, is: key) {
                return child
            }
            child = record.nextSibling
        }
        return -1
    }

    /// The index in ``attributes`` of `node`'s attribute whose name (the local name when
    /// `local`) is `key`, or `-1`.
    @inline(__always)
    func attribute(of node: Int32, named key: UnsafeRawBufferPointer, local: Bool) -> Int32 {
        let record = nodes.base[Int(node)]
        var index = record.firstAttribute
        let end = index + record.attributeCount
        while index < end {
            let attribute = attributes.base[Int(index)]
            if name(start: attribute.nameStart, count: attribute.nameCount, localNameOffset: attribute.localNameOffset, local: local, is: key) {
                return index
            }
            index += 1
        }
        return -1
    }

    /// The element path from the decoded element (whose path in the document is `rootPath`)
    /// down to `node`, like `/rss/channel/item[3]/enclosure`.
    func path(of node: Int32, below rootPath: String) -> String {
        var steps: [String] = []
        var step = node
        while nodes[Int(step)].isDetached { step = nodes[Int(step)].parent }
        while nodes[Int(step)].parent >= 0 {
            let parent = nodes[Int(step)].parent
            let record = nodes[Int(step)]
            var index = 1
            var sibling = nodes[Int(parent)].firstChild
            while sibling >= 0, sibling != step {
                let other = nodes[Int(sibling)]
                if other.nameCount == record.nameCount, name(of: sibling) == name(of: step) { index += 1 }
                sibling = other.nextSibling
            }
            let name = name(of: step)
            steps.append(index == 1 ? name : "\(name)[\(index)]")
            step = parent
        }
        return steps.reversed().reduce(rootPath) { $0 + "/" + $1 }
    }
}

extension DecodingTree: LocationKeeper {
    /// Locates the elements whose start tags are about to leave the parser's buffer.
    func locateOffsets(before end: Int, with tokenizer: inout XMLTokenizer) {
        locateElements(through: .max, before: end) { tokenizer.location(ofAbsolute: $0, after: $1) }
    }
}
