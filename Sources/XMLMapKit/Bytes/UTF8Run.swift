/// Checks a run of text that is not all ASCII in bulk: well-formed UTF-8 (no overlongs, no
/// surrogates, nothing above U+10FFFF) of characters XML allows (not U+FFFE or U+FFFF; every
/// other scalar two bytes or longer is a `Char`), in one loop, without decoding the scalars.
/// The plain ASCII bytes between the characters pass as well, so text in other scripts, with
/// its spaces and punctuation, is one run.
enum UTF8Run {
    /// The end of the run from `start` (at most `end`): the first ASCII byte in the class
    /// `special` of `classes` (a ``ByteClass`` table), the first sequence that is malformed, cut
    /// off by `end` or not an XML character (left for the caller's character-by-character check,
    /// which reports, repairs or waits for more input), or the first character boundary at or
    /// past `limit`, whichever comes first.
    @inline(__always)
    static func end(
        in input: UnsafePointer<UInt8>, from start: Int, to end: Int, limit: Int, classes: UnsafePointer<UInt8>, special: UInt8
    ) -> Int {
        var index = start
        while index < end && index < limit {
            let lead = input[index]
            if lead < 0x80 {
                if classes[Int(lead)] & special != 0 { return index }
                index &+= 1
                continue
            }
            switch lead {
            case 0xC2...0xDF:
                guard index &+ 1 < end, isContinuation(input[index &+ 1]) else { return index }
                index &+= 2
            case 0xE0...0xEF:
                guard index &+ 2 < end else { return index }
                let second = input[index &+ 1]
                let third = input[index &+ 2]
                guard isContinuation(second), isContinuation(third) else { return index }
                // Overlong (E0 80–9F), a surrogate (ED A0–BF), U+FFFE or U+FFFF (EF BF BE–BF).
                if (lead == 0xE0 && second < 0xA0) || (lead == 0xED && second >= 0xA0) || (lead == 0xEF && second == 0xBF && third >= 0xBE) {
                    return index
                }
                index &+= 3
            case 0xF0...0xF4:
                guard index &+ 3 < end else { return index }
                let second = input[index &+ 1]
                guard isContinuation(second), isContinuation(input[index &+ 2]), isContinuation(input[index &+ 3]) else { return index }
                // Overlong (F0 80–8F) or above U+10FFFF (F4 90 and up).
                if (lead == 0xF0 && second < 0x90) || (lead == 0xF4 && second >= 0x90) { return index }
                index &+= 4
            default:
                return index
            }
        }
        return index
    }

    /// Whether `byte` continues a UTF-8 sequence (10xxxxxx).
    @inline(__always)
    private static func isContinuation(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }
}
