/// Encodes Unicode scalars as UTF-8: one encoder for every place the parser produces bytes.
enum UTF8Writer {
    /// Hands the 1 to 4 UTF-8 bytes of `scalar` (a valid XML `Char`: not a surrogate, at most
    /// U+10FFFF) to `emit`, in order.
    @inline(__always)
    static func encode(_ scalar: UInt32, _ emit: (UInt8) -> Void) {
        if scalar < 0x80 {
            emit(UInt8(truncatingIfNeeded: scalar))
        } else if scalar < 0x800 {
            emit(UInt8(truncatingIfNeeded: 0xC0 | scalar >> 6))
            emit(UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F))
        } else if scalar < 0x10000 {
            emit(UInt8(truncatingIfNeeded: 0xE0 | scalar >> 12))
            emit(UInt8(truncatingIfNeeded: 0x80 | scalar >> 6 & 0x3F))
            emit(UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F))
        } else {
            emit(UInt8(truncatingIfNeeded: 0xF0 | scalar >> 18))
            emit(UInt8(truncatingIfNeeded: 0x80 | scalar >> 12 & 0x3F))
            emit(UInt8(truncatingIfNeeded: 0x80 | scalar >> 6 & 0x3F))
            emit(UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F))
        }
    }

    /// Writes `scalar` at `output[count]`, in memory the caller has made room in, and advances
    /// `count` past it.
    @inline(__always)
    static func write(_ scalar: UInt32, to output: UnsafeMutablePointer<UInt8>, count: inout Int) {
        encode(scalar) { byte in
            output[count] = byte
            count += 1
        }
    }

    /// Appends `scalar` to `storage`.
    @inline(__always)
    static func append(_ scalar: UInt32, to storage: inout ByteStorage) {
        encode(scalar) { storage.append($0) }
    }

    /// Appends `scalar` to `bytes`.
    static func append(_ scalar: UInt32, to bytes: inout [UInt8]) {
        encode(scalar) { bytes.append($0) }
    }
}
