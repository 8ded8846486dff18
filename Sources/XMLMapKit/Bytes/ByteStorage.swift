#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A growable block of bytes at a stable address between growths, owned by the parser.
///
/// The parser hands out views into it during a callback, so it manages the memory itself
/// rather than through `Array`, whose storage address is only valid inside a closure. It is a
/// struct, so the hot loops update it without exclusivity checks; its owner calls
/// ``release()``. The memory is `malloc`'s, grown with `realloc`, which extends a large block
/// in place or remaps its pages rather than copying them when it can.
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
        base = Self.resize(nil, to: self.capacity)
    }

    /// Frees the memory. The storage must not be used afterwards.
    func release() { free(base) }

    /// `block` (`nil`: a new one) resized to `capacity` bytes, its bytes kept.
    private static func resize(_ block: UnsafeMutablePointer<UInt8>?, to capacity: Int) -> UnsafeMutablePointer<UInt8> {
        guard let resized = realloc(block, capacity) else { fatalError("out of memory (\(capacity) bytes)") }
        return resized.assumingMemoryBound(to: UInt8.self)
    }

    /// Makes room for `additional` more bytes (the base may move).
    @inline(__always)
    mutating func reserve(_ additional: Int) {
        if count + additional > capacity { grow(to: count + additional) }
    }

    private mutating func grow(to needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        base = Self.resize(base, to: newCapacity)
        capacity = newCapacity
    }

    /// Appends one byte.
    @inline(__always)
    mutating func append(_ byte: UInt8) {
        if count == capacity { grow(to: count + 1) }
        base[count] = byte
        count += 1
    }

    /// Appends `length` bytes from `source` (short runs are copied inline, without a call,
    /// as two words that may overlap).
    @inline(__always)
    mutating func append(_ source: UnsafePointer<UInt8>, count length: Int) {
        reserve(length)
        let from = UnsafeRawPointer(source)
        let to = UnsafeMutableRawPointer(base + count)
        if length > 16 {
            to.copyMemory(from: from, byteCount: length)
        } else if length >= 8 {
            to.storeBytes(of: from.loadUnaligned(as: UInt64.self), as: UInt64.self)
            to.storeBytes(of: from.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self), toByteOffset: length - 8, as: UInt64.self)
        } else if length >= 4 {
            to.storeBytes(of: from.loadUnaligned(as: UInt32.self), as: UInt32.self)
            to.storeBytes(of: from.loadUnaligned(fromByteOffset: length - 4, as: UInt32.self), toByteOffset: length - 4, as: UInt32.self)
        } else if length > 0 {
            to.storeBytes(of: source[0], as: UInt8.self)
            to.storeBytes(of: source[length / 2], toByteOffset: length / 2, as: UInt8.self)
            to.storeBytes(of: source[length - 1], toByteOffset: length - 1, as: UInt8.self)
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

    /// A view of the bytes at `range`.
    @inline(__always)
    func view(_ range: Range<Int>) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: base + range.lowerBound, count: range.count)
    }

    /// The bytes in use.
    var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: base, count: count) }
}
