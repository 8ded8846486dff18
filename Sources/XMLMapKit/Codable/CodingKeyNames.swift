/// The UTF-8 of one coding key type's names (`stringValue`s), each found once rather than at
/// every lookup, where reading a `String`'s bytes costs more than comparing them.
///
/// Only key types of at most one byte and without references are kept: the enums `Decodable`
/// synthesizes and the ones written by hand, with up to 256 cases. Such a key's byte tells it
/// apart (equal bytes are the same value, so the same name), and indexes the table.
final class CodingKeyNames {
    /// A key's name in ``bytes``; `count` is -1 until the name is found.
    private struct Range {
        var start: Int32 = 0
        var count: Int32 = -1
    }

    /// Per key byte, where its name is.
    private let ranges: UnsafeMutablePointer<Range>
    @exclusivity(unchecked) private var bytes = ByteStorage(capacity: 256)

    init() {
        ranges = .allocate(capacity: 256)
        ranges.initialize(repeating: Range(), count: 256)
    }

    deinit {
        ranges.deallocate()
        bytes.release()
    }

    /// Whether the names of keys of `type` can be kept.
    static func canKeep<Key: CodingKey>(_ type: Key.Type) -> Bool {
        MemoryLayout<Key>.size <= 1 && _isPOD(Key.self)
    }

    /// `key`'s name as UTF-8, valid until the next name is found. `Key` is a type whose names
    /// can be kept (``canKeep(_:)``), always the same one for this table.
    @inline(__always)
    func name<Key: CodingKey>(of key: Key) -> UnsafeRawBufferPointer {
        let index = MemoryLayout<Key>.size == 0 ? 0 : Int(unsafeBitCast(key, to: UInt8.self))
        var range = ranges[index]
        if range.count < 0 { range = add(key.stringValue, at: index) }
        return bytes.view(Int(range.start), Int(range.count))
    }

    /// Keeps `name` as the name of the key whose byte is `index`.
    private func add(_ name: String, at index: Int) -> Range {
        var name = name
        let range = name.withUTF8 { utf8 in
            let start = bytes.count
            bytes.append(UnsafeRawBufferPointer(utf8))
            return Range(start: Int32(start), count: Int32(utf8.count))
        }
        ranges[index] = range
        return range
    }
}
