/// What the decoder keeps of one coding key type, found once rather than at every key:
/// whether it is an ``XMLChoiceCodingKey``, and the UTF-8 of its keys' names (`stringValue`s),
/// where reading a `String`'s bytes costs more than comparing them.
///
/// Names are kept only for key types of at most one byte and without references: the enums
/// `Decodable` synthesizes and the ones written by hand, with up to 256 cases. Such a key's
/// byte tells it apart (equal bytes are the same value, so the same name), and indexes the
/// table of names (``names``).
final class CodingKeyTraits {
    /// Per key byte, the key's name once found, when names are kept. The table and the names
    /// stay where they are as long as the traits, so a container reads them through the
    /// pointer, without retaining the traits.
    let names: UnsafeMutablePointer<UnsafeRawBufferPointer?>?
    /// Whether the key type is an ``XMLChoiceCodingKey``; `nil` until asked.
    @exclusivity(unchecked) private var choice: Bool?

    /// The traits of `type`.
    init<Key: CodingKey>(_ type: Key.Type) {
        if MemoryLayout<Key>.size <= 1 && _isPOD(Key.self) {
            names = .allocate(capacity: 256)
            names?.initialize(repeating: nil, count: 256)
        } else {
            names = nil
        }
    }

    deinit {
        guard let names else { return }
        for index in 0..<256 { names[index]?.deallocate() }
        names.deallocate()
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

    /// Where `key`'s name is in ``names``: its byte. `Key` is a type whose names are kept.
    @inline(__always)
    static func index<Key: CodingKey>(of key: Key) -> Int {
        MemoryLayout<Key>.size == 0 ? 0 : Int(unsafeBitCast(key, to: UInt8.self))
    }

    /// Keeps the name of `key`, whose byte is `index`, the first time it is asked for.
    func addName<Key: CodingKey>(of key: Key, at index: Int) -> UnsafeRawBufferPointer {
        var name = key.stringValue
        let kept = name.withUTF8 { utf8 in
            let bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: utf8.count, alignment: 1)
            bytes.copyMemory(from: UnsafeRawBufferPointer(utf8))
            return UnsafeRawBufferPointer(bytes)
        }
        names.unsafelyUnwrapped[index] = kept
        return kept
    }
}
