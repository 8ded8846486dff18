/// Reads up to eight ASCII digits at once (SWAR), for the number parsers' fast paths: a
/// coordinate's six fraction digits cost a handful of instructions instead of a loop.
enum DigitWord {
    /// 10 to the power `exponent` (0…8), the factor a word's value is scaled by. A switch of
    /// constants compiles to one load from a table; reading a stored tuple copied it first.
    @inline(__always)
    static func powerOfTen(_ exponent: Int) -> UInt64 {
        switch exponent {
        case 0: 1
        case 1: 10
        case 2: 100
        case 3: 1_000
        case 4: 10_000
        case 5: 100_000
        case 6: 1_000_000
        case 7: 10_000_000
        default: 100_000_000
        }
    }

    /// The number written by the `count` bytes (1…8) that end at `end`, or `nil` when one of
    /// them is not a digit. The eight bytes before `end` must be readable: the bytes before the
    /// `count` wanted are read, then taken as leading zeros.
    @inline(__always)
    static func value(ofLast count: Int, endingAt end: UnsafePointer<UInt8>) -> UInt64? {
        var word = UInt64(littleEndian: UnsafeRawPointer(end - 8).loadUnaligned(as: UInt64.self))
        // Little-endian: the bytes read first, before the wanted ones, are the low ones.
        let unwanted = UInt64(truncatingIfNeeded: 8 &- count) &* 8
        let wanted: UInt64 = unwanted == 0 ? ~0 : ~((1 &<< unwanted) &- 1)
        word = (word & wanted) | (0x3030_3030_3030_3030 & ~wanted)
        // A byte is a digit when its high nibble is 3 and adding 6 keeps it so (a carry out of
        // a byte comes only from a byte that already fails the first test).
        let highNibbles = word & 0xF0F0_F0F0_F0F0_F0F0
        let lowNibblesBelowTen = ((word &+ 0x0606_0606_0606_0606) & 0xF0F0_F0F0_F0F0_F0F0) >> 4
        guard highNibbles | lowNibblesBelowTen == 0x3333_3333_3333_3333 else { return nil }
        // Pairs, then quadruples, then the eight digits (most significant first in memory).
        word = ((word & 0x0F0F_0F0F_0F0F_0F0F) &* 2561) >> 8
        word = ((word & 0x00FF_00FF_00FF_00FF) &* 6_553_601) >> 16
        return ((word & 0x0000_FFFF_0000_FFFF) &* 42_949_672_960_001) >> 32
    }
}
