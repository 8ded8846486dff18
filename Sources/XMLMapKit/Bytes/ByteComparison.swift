/// Whether `count` bytes at `lhs` and `rhs` are equal, inline, which beats a call to `memcmp`
/// for names and short values: up to 16 bytes (nearly every name) as two words that may
/// overlap, or two smaller ones; longer runs eight bytes at a time, the last word overlapping.
@inlinable @inline(__always)
func bytesEqual(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer, _ count: Int) -> Bool {
    if count > 16 {
        var offset = 0
        while offset + 8 <= count {
            if lhs.loadUnaligned(fromByteOffset: offset, as: UInt64.self) != rhs.loadUnaligned(fromByteOffset: offset, as: UInt64.self) {
                return false
            }
            offset += 8
        }
        return offset == count
            || lhs.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self) == rhs.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
    }
    if count >= 8 {
        return lhs.loadUnaligned(as: UInt64.self) == rhs.loadUnaligned(as: UInt64.self)
            && lhs.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self) == rhs.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
    }
    if count >= 4 {
        return lhs.loadUnaligned(as: UInt32.self) == rhs.loadUnaligned(as: UInt32.self)
            && lhs.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self) == rhs.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
    }
    if count >= 2 {
        return lhs.loadUnaligned(as: UInt16.self) == rhs.loadUnaligned(as: UInt16.self)
            && lhs.loadUnaligned(fromByteOffset: count - 2, as: UInt16.self) == rhs.loadUnaligned(fromByteOffset: count - 2, as: UInt16.self)
    }
    return count == 0 || lhs.load(as: UInt8.self) == rhs.load(as: UInt8.self)
}

/// A 64-bit hash of `count` bytes (for counting same-named siblings): whole words for long
/// names, two overlapping loads for short ones, so hashing a name costs a few instructions.
@inline(__always)
func hashBytes(_ bytes: UnsafeRawPointer, _ count: Int) -> UInt64 {
    var hash = UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15
    @inline(__always) func mix(_ word: UInt64) {
        hash = (hash ^ word) &* 0x100_0000_01B3
        hash ^= hash >> 29
    }
    if count >= 8 {
        var offset = 0
        while offset + 8 <= count {
            mix(bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            offset += 8
        }
        if offset < count { mix(bytes.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)) }
    } else if count >= 4 {
        let low = UInt64(bytes.loadUnaligned(fromByteOffset: 0, as: UInt32.self))
        let high = UInt64(bytes.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
        mix(low | high << 32)
    } else if count > 0 {
        let first = UInt64(bytes.load(fromByteOffset: 0, as: UInt8.self))
        let middle = UInt64(bytes.load(fromByteOffset: count / 2, as: UInt8.self))
        let last = UInt64(bytes.load(fromByteOffset: count - 1, as: UInt8.self))
        mix(first | middle << 8 | last << 16)
    }
    return hash
}
