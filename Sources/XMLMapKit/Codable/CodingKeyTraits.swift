/// What the decoder keeps of one coding key type, found once rather than at every key:
/// whether it is an ``XMLChoiceCodingKey``, and the UTF-8 of its keys' names (`stringValue`s),
/// where reading a `String`'s bytes costs more than comparing them.
///
/// Names are kept only for key types of at most one byte and without references: the enums
/// `Decodable` synthesizes and the ones written by hand, with up to 256 cases. Such a key's
/// byte tells it apart (equal bytes are the same value, so the same name), and indexes the
/// table of names.
final class CodingKeyTraits {
    /// A key's name in ``bytes``; `count` is -1 until the name is found.
    private struct Range {
        var start: Int32 = 0
        var count: Int32 = -1
    }

    /// Whether the keys' names are kept (``name(of:)``).
    let keepsNames: Bool
    /// Per key byte, where its name is (when names are kept).
    private let ranges: UnsafeMutablePointer<Range>?
    @exclusivity(unchecked) private var bytes = ByteStorage(capacity: 256)
    /// Whether the key type is an ``XMLChoiceCodingKey``; `nil` until asked.
    @exclusivity(unchecked) private var choice: Bool?

    /// The traits of `type`.
    init<Key: CodingKey>(_ type: Key.Type) {
        keepsNames = MemoryLayout<Key>.size <= 1 && _isPOD(Key.self)
        if keepsNames {
            ranges = .allocate(capacity: 256)
            ranges?.initialize(repeating: Range(), count: 256)
        } else {
            ranges = nil
        }
    }

    deinit {
        ranges?.deallocate()
        bytes.release()
    }

    /// Whether the key type, `type`, is an ``XMLChoiceCodingKey``. Asked only of the keys of
    /// list items: the first dynamic cast of a type to a protocol it does not conform to scans
    /// every conformance in the process.
    func isChoice(_ type: Any.Type) -> Bool {
        if let choice { return choice }
        let isChoice = type is any XMLChoiceCodingKey.Type
        choice = isChoice
        return isChoice
    }

    /// `key`'s name as UTF-8, valid until the next name is found. Only when ``keepsNames``,
    /// and `Key` is always the type these are the traits of.
    @inline(__always)
    func name<Key: CodingKey>(of key: Key) -> UnsafeRawBufferPointer {
        let index = MemoryLayout<Key>.size == 0 ? 0 : Int(unsafeBitCast(key, to: UInt8.self))
        var range = ranges.unsafelyUnwrapped[index]
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
        ranges.unsafelyUnwrapped[index] = range
        return range
    }
}
