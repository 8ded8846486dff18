/// Immutable bytes at a fixed address for as long as the object lives: entity replacement
/// texts and attribute defaults, which the tokenizer reads in place.
final class OwnedBytes {
    /// The first byte.
    let base: UnsafeMutablePointer<UInt8>
    /// How many bytes there are.
    let count: Int

    /// Copies `bytes`.
    init(_ bytes: [UInt8]) {
        count = bytes.count
        base = .allocate(capacity: max(count, 1))
        base.initialize(from: bytes, count: count)
    }

    deinit { base.deallocate() }

    /// The bytes as a buffer.
    var buffer: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }
}
