#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import XMLMapKit

/// Writes JSON text (RFC 8259) straight into an ``OutputBuffer``: containers, keys and values
/// in the order they are written, separators and indentation handled here.
///
/// ```swift
/// var json = JSONWriter(output, style: .pretty)
/// json.beginObject()
/// json.key("title"); json.string("Byte by Byte")
/// json.key("items"); json.beginArray(); json.number(1.5); json.endArray()
/// json.endObject()
/// ```
///
/// Strings are escaped as RFC 8259 requires (quotation mark, reverse solidus, control
/// characters); a string that needs no escape is copied in one go. Numbers are written in
/// their shortest round-trip form (`NumberValue/writeShortestDecimal(_:to:)` (XMLMapKit)), dates as RFC
/// 3339 strings in UTC (`FeedDate/writeRFC3339(_:to:)` (XMLMapKit)). Any `Encodable` value is written with
/// ``encode(_:)``, its keys in the order its `encode(to:)` gives them.
public struct JSONWriter {
    /// How the text is laid out.
    public enum Style: Sendable {
        /// Two spaces a level, one member or element a line, `"key": value`.
        case pretty
        /// One line, no space: one record of JSON Lines.
        case compact
    }

    /// Where the text goes.
    public let output: OutputBuffer
    /// The layout.
    public let style: Style
    /// Whether the innermost open container has a member yet.
    private var hasMembers = false
    /// The same for each enclosing container, a bit each, outermost in bit 0: the first 64
    /// levels in a word (no array to check for uniqueness and grow at every container).
    private var enclosingBits: UInt64 = 0
    /// The same for the enclosing containers below the first 64 levels, outermost first.
    private var deeperEnclosing: [Bool] = []
    /// How many containers are open.
    public private(set) var depth = 0
    /// Whether a key was just written, so the next value is its value.
    private var afterKey = false
    /// The keys of the objects ``member(_:object:)`` opened and nothing was written into yet,
    /// outermost first: written, with their `{`, when their first member is.
    private var pendingKeys: [StaticString] = []

    /// A writer into `output`.
    public init(_ output: OutputBuffer, style: Style = .pretty) {
        self.output = output
        self.style = style
    }

    /// A writer of one value made apart from the document it goes into, `depth` containers
    /// deep there (then placed with ``beginRawValue()``): its lines indented for that depth,
    /// preceded by nothing, or when it `followsSibling`, by the separator and indentation of
    /// an array element.
    public init(_ output: OutputBuffer, style: Style, depth: Int, followsSibling: Bool = false) {
        self.init(output, style: style)
        self.depth = depth
        hasMembers = followsSibling
        afterKey = !followsSibling
    }

    /// Opens an object.
    public mutating func beginObject() {
        beforeValue()
        output.append(UInt8(ascii: "{"))
        open()
    }

    /// Closes the innermost object.
    public mutating func endObject() {
        endContainer(UInt8(ascii: "}"))
    }

    /// Opens an array.
    public mutating func beginArray() {
        beforeValue()
        output.append(UInt8(ascii: "["))
        open()
    }

    /// Closes the innermost array.
    public mutating func endArray() {
        endContainer(UInt8(ascii: "]"))
    }

    /// Writes an object member's key; the next value written is its value.
    public mutating func key(_ key: StaticString) {
        if !pendingKeys.isEmpty { openPendingObjects() }
        // Separator, indentation, quoted key and colon in one reservation.
        let hadMembers = hasMembers
        hasMembers = true
        let pretty = style == .pretty
        let indentation = pretty ? 2 * depth : 0
        let length = key.utf8CodeUnitCount
        output.write(maximumLength: 6 + Swift.max(indentation, Self.spaceRunBytes) + length) { buffer in
            var count = 0
            if hadMembers {
                buffer[0] = UInt8(ascii: ",")
                count = 1
            }
            if pretty {
                buffer[count] = 0x0A
                Self.writeSpaces(indentation, to: buffer + count + 1)
                count += 1 + indentation
            }
            buffer[count] = UInt8(ascii: "\"")
            Self.copyShort(key.utf8Start, count: length, to: buffer + count + 1)
            count += 1 + length
            buffer[count] = UInt8(ascii: "\"")
            buffer[count + 1] = UInt8(ascii: ":")
            count += 2
            if pretty {
                buffer[count] = UInt8(ascii: " ")
                count += 1
            }
            return count
        }
        afterKey = true
    }

    /// Writes an object member's key (escaped); the next value written is its value.
    public mutating func key(string key: String) {
        if !pendingKeys.isEmpty { openPendingObjects() }
        startMember()
        writeQuoted(key)
        endKey()
    }

    /// Writes the member `key`, an object whose members `write` writes, unless it writes none:
    /// an object with nothing in it is left out, as ``encode(_:)`` leaves it out.
    public mutating func member(_ key: StaticString, object write: (inout JSONWriter) -> Void) {
        let enclosingPending = pendingKeys.count
        pendingKeys.append(key)
        write(&self)
        if pendingKeys.count > enclosingPending {
            pendingKeys.removeLast()
        } else {
            endObject()
        }
    }

    /// Writes a string.
    public mutating func string(_ text: String) {
        beforeValue()
        writeQuoted(text)
    }

    /// Writes a number in its shortest round-trip form (`12`, not `12.0`). JSON has no
    /// infinities or NaN: those are written as the strings `"Infinity"`, `"-Infinity"`, `"NaN"`.
    public mutating func number(_ value: Double) {
        beforeValue()
        guard value.isFinite else {
            output.append(value.isNaN ? "\"NaN\"" : value < 0 ? "\"-Infinity\"" : "\"Infinity\"")
            return
        }
        output.appendShortestDecimal(value)
    }

    /// Writes an integer.
    public mutating func integer(_ value: Int) {
        beforeValue()
        output.write(maximumLength: 20) { buffer in
            var magnitude = value.magnitude
            var digits = 0
            repeat {
                digits += 1
                magnitude /= 10
            } while magnitude > 0
            var count = 0
            if value < 0 {
                buffer[0] = UInt8(ascii: "-")
                count = 1
            }
            magnitude = value.magnitude
            for index in stride(from: count + digits - 1, through: count, by: -1) {
                buffer[index] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            }
            return count + digits
        }
    }

    /// Writes `true` or `false`.
    public mutating func bool(_ value: Bool) {
        beforeValue()
        output.append(value ? "true" : "false")
    }

    /// Writes `null`.
    public mutating func null() {
        beforeValue()
        output.append("null")
    }

    /// Writes a date as an RFC 3339 string in UTC (`"2013-01-01T12:00:00Z"`).
    public mutating func date(_ date: Date) {
        beforeValue()
        output.append(UInt8(ascii: "\""))
        output.write(maximumLength: FeedDate.rfc3339MaximumLength) { FeedDate.writeRFC3339(date, to: $0) }
        output.append(UInt8(ascii: "\""))
    }

    /// Writes JSON text made elsewhere as one value (not checked).
    public mutating func rawValue(_ json: StaticString) {
        beforeValue()
        output.append(json)
    }

    /// Readies the writer for a value written straight into ``output`` (JSON made apart, see
    /// ``init(_:style:depth:followsSibling:)``): the separator and indentation a value needs here.
    public mutating func beginRawValue() {
        beforeValue()
    }

    /// Writes a number already in JSON's syntax (a `Decimal`'s or a `UInt`'s digits).
    public mutating func rawNumber(_ digits: String) {
        beforeValue()
        output.append(digits)
    }

    /// Writes `value` with its keys in the order its `encode(to:)` gives them; `nil` members
    /// and members holding an empty array or object are left out. Values that are
    /// ``JSONWritable`` write themselves.
    public mutating func encode<Value: Encodable>(_ value: Value) throws {
        let encoder = JSONStreamEncoder(writer: self)
        defer { self = encoder.writer }
        try encoder.encodeElement(value)
    }

    /// Writes the members of `value` (an object) for which `include` is true into the object
    /// open here, as ``encode(_:)`` would write them: for documents written in parts, their
    /// fields around a streamed array.
    public mutating func encodeMembers<Value: Encodable>(of value: Value, where include: @escaping (String) -> Bool) throws {
        let encoder = JSONStreamEncoder(writer: self)
        defer { self = encoder.writer }
        try encoder.encodeMembers(of: value, where: include)
    }

    /// Ends a line of JSON Lines (compact), or the document (pretty): a line feed.
    public mutating func newline() {
        output.append(0x0A)
    }

    // MARK: Layout

    @inline(__always)
    private mutating func beforeValue() {
        if afterKey {
            afterKey = false
        } else if depth > 0 {
            startMember()
        }
    }

    @inline(__always)
    private mutating func startMember() {
        if hasMembers { output.append(UInt8(ascii: ",")) } else { hasMembers = true }
        if style == .pretty { indent(depth) }
    }

    @inline(__always)
    private mutating func open() {
        if depth > 0 {
            // Level `depth` (from 1) keeps its state in bit `depth - 1`.
            if depth <= UInt64.bitWidth {
                let bit: UInt64 = 1 << (depth - 1)
                enclosingBits = hasMembers ? enclosingBits | bit : enclosingBits & ~bit
            } else {
                deeperEnclosing.append(hasMembers)
            }
        }
        hasMembers = false
        depth += 1
    }

    @inline(__always)
    private mutating func endKey() {
        if style == .pretty {
            output.append(": ")
        } else {
            output.append(UInt8(ascii: ":"))
        }
        afterKey = true
    }

    /// Writes the keys and `{` of the objects waiting for their first member, outermost first.
    private mutating func openPendingObjects() {
        var keys: [StaticString] = []
        swap(&keys, &pendingKeys)
        for key in keys {
            self.key(key)
            beginObject()
        }
        keys.removeAll(keepingCapacity: true)
        swap(&keys, &pendingKeys)
    }

    private mutating func endContainer(_ close: UInt8) {
        let filled = hasMembers
        depth -= 1
        if depth == 0 {
            hasMembers = false
        } else if depth <= UInt64.bitWidth {
            hasMembers = enclosingBits & (1 << (depth - 1)) != 0
        } else {
            hasMembers = deeperEnclosing.removeLast()
        }
        if filled, style == .pretty { indent(depth) }
        output.append(close)
    }

    @inline(__always)
    private func indent(_ level: Int) {
        output.write(maximumLength: 1 + Swift.max(2 * level, Self.spaceRunBytes)) { buffer in
            buffer[0] = 0x0A
            Self.writeSpaces(2 * level, to: buffer + 1)
            return 1 + 2 * level
        }
    }

    /// The bytes of spaces ``writeSpaces(_:to:)`` writes in one store: the indentation of the
    /// first eight levels. A reservation for indentation holds at least these.
    private static let spaceRunBytes = 16

    /// Writes `count` spaces at `buffer`: up to ``spaceRunBytes`` in one store of that many
    /// (the room after them is written over next), more with `memset`. Indentation is written
    /// for every key and container, and a call to `memset` costs more than the spaces.
    @inline(__always)
    private static func writeSpaces(_ count: Int, to buffer: UnsafeMutablePointer<UInt8>) {
        if count <= spaceRunBytes {
            UnsafeMutableRawPointer(buffer).storeBytes(of: SIMD16<UInt8>(repeating: UInt8(ascii: " ")), as: SIMD16<UInt8>.self)
        } else {
            buffer.initialize(repeating: UInt8(ascii: " "), count: count)
        }
    }

    /// Copies the `count` bytes at `source` (a key) to `buffer`: up to 16 as two loads and
    /// stores that overlap in the middle, with no call to `memcpy`; longer keys with it.
    @inline(__always)
    private static func copyShort(_ source: UnsafePointer<UInt8>, count: Int, to buffer: UnsafeMutablePointer<UInt8>) {
        let from = UnsafeRawPointer(source)
        let to = UnsafeMutableRawPointer(buffer)
        switch count {
        case 0:
            break
        case 1...3:
            buffer[0] = source[0]
            buffer[count / 2] = source[count / 2]
            buffer[count - 1] = source[count - 1]
        case 4...7:
            let head = from.loadUnaligned(as: UInt32.self)
            let tail = from.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
            to.storeBytes(of: head, as: UInt32.self)
            to.storeBytes(of: tail, toByteOffset: count - 4, as: UInt32.self)
        case 8...16:
            let head = from.loadUnaligned(as: UInt64.self)
            let tail = from.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            to.storeBytes(of: head, as: UInt64.self)
            to.storeBytes(of: tail, toByteOffset: count - 8, as: UInt64.self)
        default:
            buffer.initialize(from: source, count: count)
        }
    }

    // MARK: Strings

    private func writeQuoted(_ text: String) {
        output.append(UInt8(ascii: "\""))
        // Borrowed where the text is contiguous (native strings), copied only otherwise.
        if text.utf8.withContiguousStorageIfAvailable({ escape($0) }) == nil {
            var text = text
            text.withUTF8 { escape($0) }
        }
        output.append(UInt8(ascii: "\""))
    }

    /// Copies `bytes`, escaping what RFC 8259 requires, in runs between escapes; the bytes
    /// that need none are passed a block at a time (`VectorScan` (XMLMapKit)), the last few
    /// one by one.
    @inline(__always)
    private func escape(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        var runStart = 0
        var index = 0
        while true {
            index = VectorScan.firstJSONEscape(in: base, from: index, to: bytes.count)
            while index < bytes.count, !Self.needsEscape(base[index]) { index += 1 }
            guard index < bytes.count else { break }
            let byte = base[index]
            output.append(UnsafeRawBufferPointer(start: base + runStart, count: index - runStart))
            index += 1
            runStart = index
            switch byte {
            case UInt8(ascii: "\""): output.append("\\\"")
            case UInt8(ascii: "\\"): output.append("\\\\")
            case 0x0A: output.append("\\n")
            case 0x0D: output.append("\\r")
            case 0x09: output.append("\\t")
            default:
                output.append("\\u00")
                output.append(Self.hexDigit(byte >> 4))
                output.append(Self.hexDigit(byte & 0x0F))
            }
        }
        output.append(UnsafeRawBufferPointer(start: base + runStart, count: bytes.count - runStart))
    }

    /// Whether `byte` is escaped in a JSON string: a control character, `"` or `\\`.
    @inline(__always)
    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    @inline(__always)
    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}
