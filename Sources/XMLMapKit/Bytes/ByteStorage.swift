/// A growable block of bytes at a stable address between growths, owned by the parser.
///
/// The parser hands out views into it during a callback, so it manages the memory itself
/// rather than through `Array`, whose storage address is only valid inside a closure. It is a
/// struct, so the hot loops update it without exclusivity checks; its owner calls
/// ``release()``.
struct ByteStorage {
    /// The first byte.
    private(set) var base: UnsafeMutablePointer<UInt8>
    /// How many bytes are in use.
    var count = 0
    /// How many bytes fit before the next growth.
    private(set) var capacity: Int

    /// Creates empty storage with room for `capacity` bytes.
    init(capacity: Int = 256) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    /// Frees the memory. The storage must not be used afterwards.
    func release() { base.deallocate() }

    /// Makes room for `additional` more bytes (the base may move).
    @inline(__always)
    mutating func reserve(_ additional: Int) {
        if count + additional > capacity { grow(to: count + additional) }
    }

    private mutating func grow(to needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.update(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    /// Appends one byte.
    @inline(__always)
    mutating func append(_ byte: UInt8) {
        if count == capacity { grow(to: count + 1) }
        base[count] = byte
        count += 1
    }

    /// Appends `length` bytes from `source` (short runs are copied inline, without a call).
    @inline(__always)
    mutating func append(_ source: UnsafePointer<UInt8>, count length: Int) {
        reserve(length)
        if length <= 16 {
            for offset in 0..<length { base[count + offset] = source[offset] }
        } else {
            (base + count).update(from: source, count: length)
        }
        count += length
    }

    /// Appends the bytes of `source`.
    mutating func append(_ source: UnsafeRawBufferPointer) {
        guard let address = source.baseAddress, !source.isEmpty else { return }
        append(address.assumingMemoryBound(to: UInt8.self), count: source.count)
    }

    /// Drops the first `length` bytes, moving the rest to the front.
    mutating func removeFirst(_ length: Int) {
        guard length > 0 else { return }
        let remaining = count - length
        if remaining > 0 { base.update(from: base + length, count: remaining) }
        count = remaining
    }

    /// A view of `length` bytes at `offset`.
    @inline(__always)
    func view(_ offset: Int, _ length: Int) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: base + offset, count: length)
    }

    /// The bytes in use.
    var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: base, count: count) }
}
