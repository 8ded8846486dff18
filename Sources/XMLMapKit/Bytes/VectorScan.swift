/// Skips runs of plain characters a block of bytes at a time: finds the first byte from a place
/// on that a scanner must look at (a delimiter of the run, a control character, a carriage
/// return, a byte that is not ASCII), checking every byte before it at once.
///
/// A step is two blocks of 16 bytes in Swift's portable `SIMD` types (a register each on
/// x86-64's baseline SSE2 and on Apple arm64's NEON); no platform intrinsic is used. Building with
/// `-Xswiftc -DXMLMAPKIT_SCALAR_SCAN` replaces them with eight-byte words of plain integer
/// arithmetic (SWAR), the fallback for targets without vector units; CI builds and tests both.
///
/// The scan is exact, not conservative: every byte before the index it returns is plain, and the
/// byte at it is not, unless the index is less than a step before the end of the input: those
/// last bytes are for the caller's byte-by-byte loop. ``lastIndex(of:in:from:to:)`` searches
/// backwards a step at a time (where `FileReader` ends a chunk).
///
/// Package-wide: `JSONWriter` (XMLMapOutput) finds the bytes a JSON string escapes with
/// ``firstJSONEscape(in:from:to:)``.
@usableFromInline package enum VectorScan {
    /// The bytes a run of plain characters stops at, besides control characters, carriage
    /// returns and bytes that are not ASCII, which every run stops at.
    struct RunStops {
        /// The run's delimiters (a byte repeated when a run has fewer than four).
        let delimiters: (UInt8, UInt8, UInt8, UInt8)
        /// Whether tab and line feed are plain in the run (not in attribute values, which
        /// normalise them to spaces).
        let passesTabAndLineFeed: Bool

        /// Character data: `<`, `&` and `]` (for `]]>`).
        static let text = RunStops(delimiters: (ASCII.lessThan, ASCII.ampersand, ASCII.closeBracket, ASCII.closeBracket), passesTabAndLineFeed: true)
        /// An attribute value: both quotes, `<` and `&`, and white space other than space.
        static let attributeValue = RunStops(
            delimiters: (ASCII.doubleQuote, ASCII.singleQuote, ASCII.lessThan, ASCII.ampersand), passesTabAndLineFeed: false)
        /// A CDATA section: `]`.
        static let cdata = RunStops(delimiters: (ASCII.closeBracket, ASCII.closeBracket, ASCII.closeBracket, ASCII.closeBracket), passesTabAndLineFeed: true)
        /// A comment: `-`.
        static let comment = RunStops(delimiters: (ASCII.hyphen, ASCII.hyphen, ASCII.hyphen, ASCII.hyphen), passesTabAndLineFeed: true)
        /// A processing instruction: `?`.
        static let processingInstruction = RunStops(delimiters: (ASCII.question, ASCII.question, ASCII.question, ASCII.question), passesTabAndLineFeed: true)
    }

    /// The index of the last `byte` of `input` from `start` to before `end`, or `nil`: a step at
    /// a time from the end back, then the first bytes one by one.
    @inlinable @inline(__always)
    static func lastIndex(of byte: UInt8, in input: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int? {
        var stepEnd = end
        while stepEnd &- start >= stepBytes {
            if let offset = lastMatch(of: byte, inStepAt: input + (stepEnd &- stepBytes)) { return stepEnd &- stepBytes &+ offset }
            stepEnd &-= stepBytes
        }
        var index = stepEnd
        while index > start {
            index &-= 1
            if input[index] == byte { return index }
        }
        return nil
    }

    #if XMLMAPKIT_SCALAR_SCAN
        /// The number of bytes looked at in one step: a word.
        @usableFromInline static let stepBytes = 8

        /// The index of the first byte from `start` that `stops` stops at, or, when none is in the
        /// bytes looked at, the index after them, less than a step before `end`.
        @inline(__always)
        static func firstStop(in input: UnsafePointer<UInt8>, from start: Int, to end: Int, _ stops: RunStops) -> Int {
            var index = start
            while index &+ stepBytes <= end {
                let word = UInt64(littleEndian: UnsafeRawPointer(input + index).loadUnaligned(as: UInt64.self))
                let found = stopMask(word, stops)
                if found != 0 { return index &+ found.trailingZeroBitCount &>> 3 }
                index &+= stepBytes
            }
            return index
        }

        /// ``firstStop(in:from:to:_:)``, for runs likely hundreds of bytes long (with words,
        /// the same scan).
        @inline(__always)
        static func firstStopInLongRun(in input: UnsafePointer<UInt8>, from start: Int, to end: Int, _ stops: RunStops) -> Int {
            firstStop(in: input, from: start, to: end, stops)
        }

        /// The index of the first byte from `start` that a JSON string escapes (`"`, `\\` and
        /// control characters, below 0x20; bytes of 0x80 or more pass), or, when none is in the
        /// bytes looked at, the index after them, less than a step before `end`.
        @inlinable @inline(__always)
        package static func firstJSONEscape(in input: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int {
            var index = start
            while index &+ stepBytes <= end {
                let word = UInt64(littleEndian: UnsafeRawPointer(input + index).loadUnaligned(as: UInt64.self))
                // 0x60 added to the low seven bits leaves the high bit clear when they are below
                // 0x20; the byte's own high bit clear too makes it a control character.
                var found = ~((word & lowBits) &+ 0x6060_6060_6060_6060) & ~word & highBits
                found |= equal(word, UInt8(ascii: "\"")) | equal(word, UInt8(ascii: "\\"))
                if found != 0 { return index &+ found.trailingZeroBitCount &>> 3 }
                index &+= stepBytes
            }
            return index
        }

        /// The offset of the last `byte` of the step at `step`, or `nil`.
        @inlinable @inline(__always)
        static func lastMatch(of byte: UInt8, inStepAt step: UnsafePointer<UInt8>) -> Int? {
            let found = equal(UInt64(littleEndian: UnsafeRawPointer(step).loadUnaligned(as: UInt64.self)), byte)
            return found == 0 ? nil : (63 &- found.leadingZeroBitCount) &>> 3
        }

        /// The low seven bits of each byte of a word.
        @usableFromInline static let lowBits: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        /// The high bit of each byte of a word.
        @usableFromInline static let highBits: UInt64 = 0x8080_8080_8080_8080

        /// The high bit of each byte of `word` that `stops` stops at. Each byte is tested on its
        /// own: the sums stay inside their bytes, so no carry or borrow reaches a neighbour.
        @inline(__always)
        private static func stopMask(_ word: UInt64, _ stops: RunStops) -> UInt64 {
            // 0x60 added to the low seven bits sets the high bit when they are 0x20 or more.
            var found = (word | ~((word & lowBits) &+ 0x6060_6060_6060_6060)) & highBits  // not ASCII, or below 0x20
            if stops.passesTabAndLineFeed { found &= ~(equal(word, ASCII.tab) | equal(word, ASCII.lineFeed)) }
            found |= equal(word, stops.delimiters.0) | equal(word, stops.delimiters.1)
            found |= equal(word, stops.delimiters.2) | equal(word, stops.delimiters.3)
            return found
        }

        /// The high bit of each byte of `word` equal to `byte`.
        @inlinable @inline(__always)
        static func equal(_ word: UInt64, _ byte: UInt8) -> UInt64 {
            let difference = word ^ (UInt64(byte) &* 0x0101_0101_0101_0101)
            return ~(((difference & lowBits) &+ lowBits) | difference) & highBits
        }
    #else
        /// The vector a block is read into: 16 bytes, one register of SSE2 or NEON.
        @usableFromInline typealias Block = SIMD16<UInt8>

        /// The number of bytes looked at in one step: two blocks.
        @usableFromInline static let stepBytes = 2 * Block.scalarCount

        /// The index of the first byte from `start` that `stops` stops at, or, when none is in the
        /// bytes looked at, the index after them, less than a step before `end`.
        @inline(__always)
        static func firstStop(in input: UnsafePointer<UInt8>, from start: Int, to end: Int, _ stops: RunStops) -> Int {
            var index = start
            // One block first: most attribute values and many runs of text end inside it.
            if let stop = firstStop(inBlockAt: &index, in: input, to: end, stops) { return stop }
            // A step is tested first without letting tab and line feed pass (less than half
            // the work a block); only a step where something stopped is tested again with them
            // passing, and the scan goes on when that was all: in long runs of text a step holds
            // a line feed far less often than not. Compared with the last start a step can
            // have, so that the loop adds once a step.
            let lastStepStart = end &- stepBytes
            while index <= lastStepStart {
                let firstBlock = UnsafeRawPointer(input + index).loadUnaligned(as: Block.self)
                let secondBlock = UnsafeRawPointer(input + index + Block.scalarCount).loadUnaligned(as: Block.self)
                let first = stopLanesStoppingAtTabAndLineFeed(firstBlock, stops)
                let second = stopLanesStoppingAtTabAndLineFeed(secondBlock, stops)
                if hasSetLane(first | second) {
                    if let lane = firstSetLane(refined(first, firstBlock, stops)) { return index &+ lane }
                    if let lane = firstSetLane(refined(second, secondBlock, stops)) { return index &+ Block.scalarCount &+ lane }
                }
                index &+= stepBytes
            }
            return index
        }

        /// ``firstStop(in:from:to:_:)``, for runs likely hundreds of bytes long (the body of a
        /// CDATA section): after the first block, four blocks a step, tested together (the loop
        /// and the coarse test shared by twice the bytes: 43 instructions for 64 bytes, where
        /// two-block steps take 46), then as `firstStop` for the last bytes.
        @inline(__always)
        static func firstStopInLongRun(in input: UnsafePointer<UInt8>, from start: Int, to end: Int, _ stops: RunStops) -> Int {
            var index = start
            if let stop = firstStop(inBlockAt: &index, in: input, to: end, stops) { return stop }
            // Compared with the last start a step can have, so that the loop adds once a step.
            let lastStepStart = end &- longStepBytes
            while index <= lastStepStart {
                let blocks = (
                    UnsafeRawPointer(input + index).loadUnaligned(as: Block.self),
                    UnsafeRawPointer(input + index + Block.scalarCount).loadUnaligned(as: Block.self),
                    UnsafeRawPointer(input + index + 2 &* Block.scalarCount).loadUnaligned(as: Block.self),
                    UnsafeRawPointer(input + index + 3 &* Block.scalarCount).loadUnaligned(as: Block.self))
                let found = (
                    stopLanesStoppingAtTabAndLineFeed(blocks.0, stops), stopLanesStoppingAtTabAndLineFeed(blocks.1, stops),
                    stopLanesStoppingAtTabAndLineFeed(blocks.2, stops), stopLanesStoppingAtTabAndLineFeed(blocks.3, stops))
                if hasSetLane((found.0 | found.1) | (found.2 | found.3)) {
                    if let lane = firstSetLane(refined(found.0, blocks.0, stops)) { return index &+ lane }
                    if let lane = firstSetLane(refined(found.1, blocks.1, stops)) { return index &+ Block.scalarCount &+ lane }
                    if let lane = firstSetLane(refined(found.2, blocks.2, stops)) { return index &+ 2 &* Block.scalarCount &+ lane }
                    if let lane = firstSetLane(refined(found.3, blocks.3, stops)) { return index &+ 3 &* Block.scalarCount &+ lane }
                }
                index &+= longStepBytes
            }
            return firstStop(in: input, from: index, to: end, stops)
        }

        /// The number of bytes ``firstStopInLongRun(in:from:to:_:)`` looks at in one step: four blocks.
        private static let longStepBytes = 4 &* Block.scalarCount

        /// The first stop in the block at `index`, when a whole block fits before `end`; when
        /// none is in it, moves `index` past it and returns `nil` (and when none fits, returns
        /// `nil` with `index` where it was).
        @inline(__always)
        private static func firstStop(inBlockAt index: inout Int, in input: UnsafePointer<UInt8>, to end: Int, _ stops: RunStops) -> Int? {
            guard index &+ Block.scalarCount <= end else { return nil }
            if let lane = firstSetLane(stopLanes(UnsafeRawPointer(input + index).loadUnaligned(as: Block.self), stops)) {
                return index &+ lane
            }
            index &+= Block.scalarCount
            return nil
        }

        /// `found`, the lanes of `block` that ``stopLanesStoppingAtTabAndLineFeed(_:_:)`` set,
        /// without tab and line feed when `stops` passes them.
        @inline(__always)
        private static func refined(_ found: Block, _ block: Block, _ stops: RunStops) -> Block {
            stops.passesTabAndLineFeed ? found & ~tabAndLineFeedLanes(block) : found
        }

        /// The index of the first byte from `start` that a JSON string escapes (`"`, `\\` and
        /// control characters, below 0x20; bytes of 0x80 or more pass), or, when none is in the
        /// bytes looked at, the index after them, less than a block before `end`.
        @inlinable @inline(__always)
        package static func firstJSONEscape(in input: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int {
            var index = start
            while index &+ stepBytes <= end {
                let first = jsonEscapeLanes(UnsafeRawPointer(input + index).loadUnaligned(as: Block.self))
                let second = jsonEscapeLanes(UnsafeRawPointer(input + index + Block.scalarCount).loadUnaligned(as: Block.self))
                if firstSetLane(first | second) != nil {
                    if let lane = firstSetLane(first) { return index &+ lane }
                    return index &+ Block.scalarCount &+ (firstSetLane(second) ?? 0)
                }
                index &+= stepBytes
            }
            // One block more: the byte loop after it is left fewer than 16 bytes.
            if index &+ Block.scalarCount <= end {
                if let lane = firstSetLane(jsonEscapeLanes(UnsafeRawPointer(input + index).loadUnaligned(as: Block.self))) {
                    return index &+ lane
                }
                index &+= Block.scalarCount
            }
            return index
        }

        /// The offset of the last `byte` of the step at `step` (its second block first), or `nil`.
        @inlinable @inline(__always)
        static func lastMatch(of byte: UInt8, inStepAt step: UnsafePointer<UInt8>) -> Int? {
            let wanted = Block(repeating: byte)
            if let lane = lastSetLane(lanes(UnsafeRawPointer(step + Block.scalarCount).loadUnaligned(as: Block.self) .== wanted)) {
                return Block.scalarCount &+ lane
            }
            return lastSetLane(lanes(UnsafeRawPointer(step).loadUnaligned(as: Block.self) .== wanted))
        }

        /// 0xFF in each lane of `block` that a JSON string escapes, 0 elsewhere.
        @inlinable @inline(__always)
        static func jsonEscapeLanes(_ block: Block) -> Block {
            var found = lanes(block .< Block(repeating: 0x20))
            found |= lanes(block .== Block(repeating: UInt8(ascii: "\"")))
            found |= lanes(block .== Block(repeating: UInt8(ascii: "\\")))
            return found
        }

        /// 0xFF in each lane of `block` that `stops` stops at, 0 elsewhere.
        @inline(__always)
        private static func stopLanes(_ block: Block, _ stops: RunStops) -> Block {
            refined(stopLanesStoppingAtTabAndLineFeed(block, stops), block, stops)
        }

        /// ``stopLanes(_:_:)`` as if tab and line feed did not pass: every control character
        /// and byte that is not ASCII, and the delimiters.
        @inline(__always)
        private static func stopLanesStoppingAtTabAndLineFeed(_ block: Block, _ stops: RunStops) -> Block {
            // Signed, the bytes below 0x20 and those of 0x80 or more are all below 0x20.
            var found = lanes(signed(block) .< SIMD16<Int8>(repeating: 0x20))
            found |= lanes(block .== Block(repeating: stops.delimiters.0))
            found |= lanes(block .== Block(repeating: stops.delimiters.1))
            found |= lanes(block .== Block(repeating: stops.delimiters.2))
            found |= lanes(block .== Block(repeating: stops.delimiters.3))
            return found
        }

        /// 0xFF in each lane of `block` that is a tab or a line feed, 0 elsewhere.
        @inline(__always)
        private static func tabAndLineFeedLanes(_ block: Block) -> Block {
            lanes(block .== Block(repeating: ASCII.tab)) | lanes(block .== Block(repeating: ASCII.lineFeed))
        }

        /// The bytes of `block` read as signed (a reinterpretation: the generic conversion is a
        /// call on this toolchain).
        @inline(__always)
        static func signed(_ block: Block) -> SIMD16<Int8> {
            unsafeBitCast(block, to: SIMD16<Int8>.self)
        }

        /// The sum of the lanes of `block`, each read as unsigned: pairs of lanes added within
        /// two words, then the pairs summed by one multiplication a word.
        @inline(__always)
        static func laneSum(_ block: Block) -> Int {
            let words = unsafeBitCast(block, to: (UInt64, UInt64).self)
            let evenLanes: UInt64 = 0x00FF_00FF_00FF_00FF
            let pairs = (words.0 & evenLanes) &+ ((words.0 &>> 8) & evenLanes) &+ (words.1 & evenLanes) &+ ((words.1 &>> 8) & evenLanes)
            return Int(truncatingIfNeeded: (pairs &* 0x0001_0001_0001_0001) &>> 48)
        }

        /// A mask as bytes: 0xFF where it is set. A `SIMDMask` of 8-bit lanes is stored as
        /// such a vector, so this is a reinterpretation (a conversion lane by lane compiles to
        /// a loop on some widths).
        @inlinable @inline(__always)
        static func lanes(_ mask: SIMDMask<SIMD16<Int8>>) -> Block {
            unsafeBitCast(mask, to: Block.self)
        }

        /// The first lane of `found` (0xFF or 0 in each) that is set, or `nil`: read as two
        /// little-endian words, without a reduction across lanes.
        @inlinable @inline(__always)
        static func firstSetLane(_ found: Block) -> Int? {
            let words = unsafeBitCast(found, to: (UInt64, UInt64).self)
            if words.0 != 0 { return UInt64(littleEndian: words.0).trailingZeroBitCount &>> 3 }
            if words.1 != 0 { return 8 &+ UInt64(littleEndian: words.1).trailingZeroBitCount &>> 3 }
            return nil
        }

        /// Whether a lane of `found` (0xFF or 0 in each) is set: the two words of the block
        /// or-ed (tested through ``firstSetLane(_:)``, the coarse test of a step compiled to
        /// four vector instructions more).
        @inline(__always)
        static func hasSetLane(_ found: Block) -> Bool {
            let words = unsafeBitCast(found, to: (UInt64, UInt64).self)
            return words.0 | words.1 != 0
        }

        /// The last lane of `found` (0xFF or 0 in each) that is set, or `nil`.
        @inlinable @inline(__always)
        static func lastSetLane(_ found: Block) -> Int? {
            let words = unsafeBitCast(found, to: (UInt64, UInt64).self)
            if words.1 != 0 { return 15 &- UInt64(littleEndian: words.1).leadingZeroBitCount &>> 3 }
            if words.0 != 0 { return 7 &- UInt64(littleEndian: words.0).leadingZeroBitCount &>> 3 }
            return nil
        }
    #endif
}
