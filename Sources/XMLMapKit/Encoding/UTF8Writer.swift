/// Writes Unicode scalars as UTF-8 into memory the caller has made room in.
enum UTF8Writer {
    /// Writes `scalar` (not a surrogate, at most U+10FFFF) at `output[count]` and advances
    /// `count` past it (by 1 to 4 bytes).
    @inline(__always)
    static func write(_ scalar: UInt32, to output: UnsafeMutablePointer<UInt8>, count: inout Int) {
        if scalar < 0x80 {
            output[count] = UInt8(truncatingIfNeeded: scalar)
            count += 1
        } else if scalar < 0x800 {
            output[count] = UInt8(truncatingIfNeeded: 0xC0 | scalar >> 6)
            output[count + 1] = UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F)
            count += 2
        } else if scalar < 0x10000 {
            output[count] = UInt8(truncatingIfNeeded: 0xE0 | scalar >> 12)
            output[count + 1] = UInt8(truncatingIfNeeded: 0x80 | scalar >> 6 & 0x3F)
            output[count + 2] = UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F)
            count += 3
        } else {
            output[count] = UInt8(truncatingIfNeeded: 0xF0 | scalar >> 18)
            output[count + 1] = UInt8(truncatingIfNeeded: 0x80 | scalar >> 12 & 0x3F)
            output[count + 2] = UInt8(truncatingIfNeeded: 0x80 | scalar >> 6 & 0x3F)
            output[count + 3] = UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F)
            count += 4
        }
    }
}
