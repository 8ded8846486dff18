import XMLMapKit
import XMLMapOutput

/// The generic mapper's `json` (indented) of a document of any size in bounded memory: the content of
/// elements too large to hold (in a record-like document, the root and the levels above the
/// records) goes into a ``SpillFile`` as it grows, as finished JSON values, and the document
/// is put together from them once mapped, byte for byte what ``GenericMapper`` writes from
/// the document mapped in memory.
///
/// Nothing of an element can be written before it ends: a name repeated anywhere among its
/// children makes one array at the name's first place (xmltodict's rule). So each open
/// element keeps its content in memory up to ``threshold`` (text and names, in bytes); beyond
/// that, its children so far are written into the spill file, each value once, and only their
/// places are kept, grouped by name. Memory is then bounded by the open elements' content
/// (at most ``threshold`` each) and one place per run of same-named values written one after
/// the other: a few per spilled element in a record-like document, one per run when names
/// alternate (`a`, `b`, `a`…). An element's text stays in memory until it ends.
final class GenericSpill {
    /// How much content (bytes of text, names and attribute values) an open element keeps
    /// in memory before its children go to the spill file.
    let threshold: Int
    private var file: SpillFile?
    /// The root element, when its content was spilled: its key, whether it is a forced list.
    private var root: (key: String, isForced: Bool, node: GenericSpillNode)?

    /// A spill moving the children of an element once its content passes `threshold` bytes.
    init(threshold: Int = 1 << 18) {
        self.threshold = threshold
    }

    /// Writes `object`'s members into `node`, an element's spilled content whose value is
    /// `depth` containers deep (as first guessed: it goes deeper if the element turns out to
    /// be repeated; the indentation is mended when the document is put together).
    func spill(_ object: JSONObject, into node: inout GenericSpillNode, depth: Int) {
        let file = self.file ?? SpillFile()
        self.file = file
        for (key, value) in zip(object.keys, object.values) {
            // Arrays only come from repeated or forced-list names: their elements are the values.
            var values = [value]
            var isList = false
            if case .array(let list) = value {
                values = list
                isList = true
            }
            let index = node.entryIndex(forKey: key, isForced: isList && values.count == 1)
            let isArray = node.entries[index].isForced || node.entries[index].count + values.count > 1
            for value in values { store(value, depth: depth + (isArray ? 2 : 1), in: &node.entries[index], file: file) }
        }
    }

    /// Adds `child`, a spilled element, to `node` as the member `key` (`isForced`: a forced list).
    func append(_ child: GenericSpillNode, forKey key: String, isForced: Bool, to node: inout GenericSpillNode) {
        let index = node.entryIndex(forKey: key, isForced: isForced)
        node.entries[index].pieces.append(.node(child))
        node.entries[index].count += 1
    }

    /// Keeps the spilled root element, the member `key` of the document.
    func setRoot(_ node: GenericSpillNode, key: String, isForced: Bool) {
        root = (key, isForced, node)
    }

    /// Writes the document: put together from the spill file when its root was spilled, else
    /// `document`'s value, as ``GenericMapper`` writes it.
    func write(_ document: GenericDocument, to output: OutputBuffer) {
        var json = JSONWriter(output, style: .pretty)
        if let root {
            json.beginObject()
            json.key(string: root.key)
            if root.isForced { json.beginArray() }
            write(root.node, to: &json)
            if root.isForced { json.endArray() }
            json.endObject()
        } else {
            document.value.writeJSON(to: &json)
        }
        json.newline()
    }

    /// Writes `value` into the spill file as the next value of `entry`, `depth` containers
    /// deep: after the previous one, as an array element, when it was the last thing written.
    private func store(_ value: JSONValue, depth: Int, in entry: inout GenericSpillNode.Entry, file: SpillFile) {
        let start = file.buffer.totalCount
        entry.count += 1
        if case .stored(let range, let previousDepth)? = entry.pieces.last, previousDepth == depth, range.upperBound == start {
            var json = JSONWriter(file.buffer, style: .pretty, depth: depth, followsSibling: true)
            value.writeJSON(to: &json)
            entry.pieces[entry.pieces.count - 1] = .stored(range.lowerBound..<file.buffer.totalCount, depth: depth)
        } else {
            var json = JSONWriter(file.buffer, style: .pretty, depth: depth)
            value.writeJSON(to: &json)
            entry.pieces.append(.stored(start..<file.buffer.totalCount, depth: depth))
        }
    }

    /// Writes a spilled element's object, its values copied from the spill file.
    private func write(_ node: GenericSpillNode, to json: inout JSONWriter) {
        json.beginObject()
        for entry in node.entries {
            json.key(string: entry.key)
            if entry.isArray { json.beginArray() }
            for piece in entry.pieces {
                switch piece {
                case .stored(let range, let depth):
                    json.beginRawValue()
                    copy(range, indentedBy: json.depth - depth, to: json.output)
                case .node(let child):
                    write(child, to: &json)
                }
            }
            if entry.isArray { json.endArray() }
        }
        json.endObject()
    }

    /// Copies the bytes at `range` of the spill file to `output`, each line after the first
    /// indented `levels` levels more.
    private func copy(_ range: Range<Int>, indentedBy levels: Int, to output: OutputBuffer) {
        guard let file else { return }
        file.forEachChunk(in: range) { chunk in
            guard levels > 0 else { return output.append(chunk) }
            var start = 0
            for index in chunk.indices where chunk[index] == 0x0A {
                output.append(UnsafeRawBufferPointer(rebasing: chunk[start...index]))
                output.append(UInt8(ascii: " "), count: 2 * levels)
                start = index + 1
            }
            output.append(UnsafeRawBufferPointer(rebasing: chunk[start...]))
        }
    }
}

/// The content of an element that went to a ``GenericSpill``: its members in the order their
/// names first came, each a value or an array of them.
struct GenericSpillNode {
    /// A member: its values, where they are.
    struct Entry {
        var key: String
        /// How many values it has.
        var count = 0
        /// Whether it is an array even with one value (`force_list`).
        var isForced: Bool
        var pieces: [Piece] = []

        /// Whether it is written as an array.
        var isArray: Bool { isForced || count > 1 }
    }

    /// Values of a member: finished JSON in the spill file (one value, or array elements one
    /// after the other), first written `depth` containers deep; or a spilled element.
    indirect enum Piece {
        case stored(Range<Int>, depth: Int)
        case node(GenericSpillNode)
    }

    var entries: [Entry] = []
    private var positions: [String: Int] = [:]

    /// Whether the member `key` exists.
    func contains(_ key: String) -> Bool { positions[key] != nil }

    /// The position of the member `key`, added last (a forced list when `isForced`) if new.
    mutating func entryIndex(forKey key: String, isForced: Bool) -> Int {
        if let index = positions[key] { return index }
        entries.append(Entry(key: key, isForced: isForced))
        positions[key] = entries.count - 1
        return entries.count - 1
    }
}
