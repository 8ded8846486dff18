#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a location needs of a stretch of bytes, counted a block at a time (``VectorScan``'s
/// blocks; with `XMLMAPKIT_SCALAR_SCAN`, `memchr` and a byte loop): its line ends, where the
/// last of them is, and the characters after it. A line end is a line feed, or a carriage
/// return not followed by one in the stretch (XML 1.0 §2.11: CR LF, lone CR and LF all end a line).
enum LineCount {
    /// The line ends of `bytes[0..<count]` and the offset of the last byte of the last one.
    struct LineEnds {
        /// How many line ends there are.
        var count = 0
        /// The offset of the last line feed or carriage return, if any: columns count from after it.
        var last: Int?
    }

    /// Counts the line ends of `bytes[0..<count]`: line feeds alone when a `memchr` finds no
    /// carriage return, line feeds and carriage returns without a line feed after them otherwise.
    /// A carriage return at `count - 1` is a line end: a line feed after it, in the caller's next
    /// stretch, is the same line end and is the caller's to skip.
    static func lineEnds(in bytes: UnsafePointer<UInt8>, count: Int) -> LineEnds {
        var result = LineEnds()
        guard count > 0 else { return result }
        if memchr(bytes, Int32(ASCII.carriageReturn), count) != nil {
            countLineEndsWithCarriageReturns(in: bytes, count: count, into: &result)
        } else {
            countLineFeeds(in: bytes, count: count, into: &result)
        }
        return result
    }

    #if XMLMAPKIT_SCALAR_SCAN
        /// Sets the count and the last offset of the line feeds of `bytes[0..<count]`, one
        /// `memchr` a line.
        private static func countLineFeeds(in bytes: UnsafePointer<UInt8>, count: Int, into result: inout LineEnds) {
            var cursor = bytes
            let limit = bytes + count
            while cursor < limit, let found = memchr(cursor, Int32(ASCII.lineFeed), limit - cursor) {
                let foundByte = UnsafePointer(found.assumingMemoryBound(to: UInt8.self))
                result.count += 1
                result.last = foundByte - bytes
                cursor = foundByte + 1
            }
        }

        /// Sets the count and the last offset of the line ends of `bytes[0..<count]`: its line
        /// feeds, then its carriage returns without a line feed after them, one `memchr` each.
        private static func countLineEndsWithCarriageReturns(in bytes: UnsafePointer<UInt8>, count: Int, into result: inout LineEnds) {
            countLineFeeds(in: bytes, count: count, into: &result)
            var cursor = bytes
            let limit = bytes + count
            while cursor < limit, let found = memchr(cursor, Int32(ASCII.carriageReturn), limit - cursor) {
                let foundByte = UnsafePointer(found.assumingMemoryBound(to: UInt8.self))
                let offset = foundByte - bytes
                if offset + 1 == count || bytes[offset + 1] != ASCII.lineFeed {
                    result.count += 1
                    // A lone carriage return after the last line feed ends the last line.
                    if offset > result.last ?? -1 { result.last = offset }
                }
                cursor = foundByte + 1
            }
        }

        /// The characters of `bytes[0..<count]`: the bytes that do not continue a UTF-8 sequence.
        static func characters(in bytes: UnsafePointer<UInt8>, count: Int) -> Int {
            var characters = 0
            for index in 0..<count where bytes[index] & 0xC0 != 0x80 { characters += 1 }
            return characters
        }
    #else
        private typealias Block = VectorScan.Block

        /// How many blocks an eight-bit tally lane can count before it could overflow.
        private static let blocksPerTally = 255

        /// The blocks added to a tally in one step of a line count.
        private static let blocksPerStep = 4

        /// How many steps an eight-bit tally lane can count before it could overflow.
        private static let stepsPerTally = blocksPerTally / blocksPerStep

        /// Sets the count and the last offset of the line feeds of `bytes[0..<count]`: tallied
        /// four blocks a step, the last one then searched for backwards.
        private static func countLineFeeds(in bytes: UnsafePointer<UInt8>, count: Int, into result: inout LineEnds) {
            let lineFeed = Block(repeating: ASCII.lineFeed)
            let index = tallySteps(in: bytes, count: count, readAhead: 0, into: &result) { VectorScan.lanes($0.loadUnaligned(as: Block.self) .== lineFeed) }
            for tail in index..<count where bytes[tail] == ASCII.lineFeed { result.count &+= 1 }
            if result.count > 0 { result.last = lastLineEnd(in: bytes, count: count) }
        }

        /// Sets the count and the last offset of the line ends of `bytes[0..<count]`: four blocks
        /// a step, each byte read with the one after it (a second load, one byte on), the line
        /// feeds and the carriage returns whose next byte is not a line feed tallied together.
        private static func countLineEndsWithCarriageReturns(in bytes: UnsafePointer<UInt8>, count: Int, into result: inout LineEnds) {
            // The last block's load one byte on must end inside the stretch.
            let index = tallySteps(in: bytes, count: count, readAhead: 1, into: &result, lineEndLanes(at:))
            for tail in index..<count {
                let byte = bytes[tail]
                if byte == ASCII.lineFeed || (byte == ASCII.carriageReturn && (tail &+ 1 == count || bytes[tail &+ 1] != ASCII.lineFeed)) {
                    result.count &+= 1
                }
            }
            if result.count > 0 { result.last = lastLineEnd(in: bytes, count: count) }
        }

        /// Adds to `result.count` the lanes `matches` sets in the blocks of `bytes[0..<count]`,
        /// four blocks a step while a step and `readAhead` bytes past it are in the stretch, in
        /// eight-bit lanes summed before they could overflow; returns where the steps ended.
        @inline(__always)
        private static func tallySteps(
            in bytes: UnsafePointer<UInt8>, count: Int, readAhead: Int, into result: inout LineEnds, _ matches: (UnsafeRawPointer) -> Block
        ) -> Int {
            let stepBytes = blocksPerStep * Block.scalarCount
            var index = 0
            while index &+ stepBytes &+ readAhead <= count {
                var tally = Block(repeating: 0)
                var steps = 0
                while steps < stepsPerTally, index &+ stepBytes &+ readAhead <= count {
                    let base = UnsafeRawPointer(bytes + index)
                    // A lane that matches is 0xFF, -1: subtracting it counts one.
                    tally &-= matches(base)
                    tally &-= matches(base + Block.scalarCount)
                    tally &-= matches(base + 2 * Block.scalarCount)
                    tally &-= matches(base + 3 * Block.scalarCount)
                    index &+= stepBytes
                    steps &+= 1
                }
                result.count &+= VectorScan.laneSum(tally)
            }
            return index
        }

        /// 0xFF in each lane of the block at `base` that ends a line: a line feed, or a carriage
        /// return whose next byte (read from `base + 1`, which must be readable) is not one.
        @inline(__always)
        private static func lineEndLanes(at base: UnsafeRawPointer) -> Block {
            let block = base.loadUnaligned(as: Block.self)
            let next = base.loadUnaligned(fromByteOffset: 1, as: Block.self)
            let lineFeed = Block(repeating: ASCII.lineFeed)
            let loneCarriageReturns = VectorScan.lanes(block .== Block(repeating: ASCII.carriageReturn)) & ~VectorScan.lanes(next .== lineFeed)
            return VectorScan.lanes(block .== lineFeed) | loneCarriageReturns
        }

        /// The offset of the last line feed or carriage return of `bytes[0..<count]`, which holds
        /// one: searched backwards, a block at a time, so that it costs the length of the last line.
        private static func lastLineEnd(in bytes: UnsafePointer<UInt8>, count: Int) -> Int? {
            var end = count
            while end >= Block.scalarCount {
                let start = end &- Block.scalarCount
                let block = UnsafeRawPointer(bytes + start).loadUnaligned(as: Block.self)
                let lineEnds = VectorScan.lanes(block .== Block(repeating: ASCII.lineFeed)) | VectorScan.lanes(block .== Block(repeating: ASCII.carriageReturn))
                if let lane = VectorScan.lastSetLane(lineEnds) { return start &+ lane }
                end = start
            }
            return (0..<end).last { bytes[$0] == ASCII.lineFeed || bytes[$0] == ASCII.carriageReturn }
        }

        /// The characters of `bytes[0..<count]`: the bytes that do not continue a UTF-8 sequence.
        static func characters(in bytes: UnsafePointer<UInt8>, count: Int) -> Int {
            var continuations = 0
            var index = 0
            while index &+ Block.scalarCount <= count {
                var tally = Block(repeating: 0)
                var blocks = 0
                while blocks < blocksPerTally, index &+ Block.scalarCount <= count {
                    let block = UnsafeRawPointer(bytes + index).loadUnaligned(as: Block.self)
                    // Signed, the continuation bytes 0x80–0xBF are the ones below -64.
                    tally &-= VectorScan.lanes(VectorScan.signed(block) .< SIMD16<Int8>(repeating: -64))
                    index &+= Block.scalarCount
                    blocks &+= 1
                }
                continuations &+= VectorScan.laneSum(tally)
            }
            for tail in index..<count where bytes[tail] & 0xC0 == 0x80 { continuations &+= 1 }
            return count &- continuations
        }
    #endif
}
