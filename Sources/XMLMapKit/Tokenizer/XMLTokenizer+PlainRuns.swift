extension XMLTokenizer {
    /// Where the run of bytes from `start` that are not in `special` (a ``ByteClass`` bit) ends,
    /// at `end` at the latest. Its first eight bytes go through the class table alone, so short
    /// runs (white space between tags, small values) and text in other scripts cost what they
    /// did; a longer run goes a word at a time (``WordScan``) from each eight-byte boundary it
    /// reaches, for as long as `mayEnd` clears whole words.
    @inline(__always)
    func plainRunEnd(from start: Int, to end: Int, special: UInt8, mayEnd: (UInt64) -> Bool) -> Int {
        let classes = byteClasses
        var index = start
        let shortEnd = min(end, start &+ 8)
        while index < shortEnd, classes[Int(input[index])] & special == 0 { index &+= 1 }
        guard index == shortEnd else { return index }
        while index < end, classes[Int(input[index])] & special == 0 {
            index &+= 1
            if UInt(bitPattern: input + index) & 7 == 0 {
                while index &+ 8 <= end, !mayEnd(WordScan.load(input + index)) { index &+= 8 }
            }
        }
        return index
    }
}
