#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds the `<` and `&` of a fragment, the bytes where markup or a reference may start, which
/// everything else of the sanitizer skips to.
///
/// Each is searched with `memchr` (which reads 16 or 32 bytes an instruction), and the next
/// occurrence of each is kept, so that a fragment is searched once for each of the two bytes
/// however often the next markup is asked for; the asks must not go backwards.
struct HTMLMarkupScan {
    /// The fragment.
    private let bytes: UnsafeRawBufferPointer
    /// The index of the next `<` found (the end when there is none).
    private var lessThan = -1
    /// The index of the next `&` found (the end when there is none).
    private var ampersand = -1

    /// A scan of `bytes`.
    init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    /// The index of the next `<` or `&` from `start` on, or the end of the fragment.
    @inline(__always)
    mutating func next(from start: Int) -> Int {
        if lessThan < start { lessThan = find(UInt8(ascii: "<"), from: start) }
        if ampersand < start { ampersand = find(UInt8(ascii: "&"), from: start) }
        return min(lessThan, ampersand)
    }

    /// The index of the next `byte` from `start` on, or the end.
    private func find(_ byte: UInt8, from start: Int) -> Int {
        guard start < bytes.count, let base = bytes.baseAddress else { return bytes.count }
        guard let found = memchr(base + start, Int32(byte), bytes.count - start) else { return bytes.count }
        return base.distance(to: UnsafeRawPointer(found))
    }
}
