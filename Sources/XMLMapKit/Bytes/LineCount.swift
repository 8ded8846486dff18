#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a location needs of a stretch of bytes, counted a block at a time (``VectorScan``'s
/// blocks; with `XMLMAPKIT_SCALAR_SCAN`, `memchr` and a byte loop): its line feeds, where the
/// last of them is, and the characters after it.
enum LineCount {
    /// The line feeds in `bytes[0..<count]`, the offset of the last one, and whether a carriage
    /// return is among the bytes (then the counts are not used: the caller counts byte by byte).
    struct LineFeeds {
        /// How many line feeds there are.
        var count = 0
        /// The offset of the last one, if any.
        var last: Int?
        /// Whether a carriage return is among the bytes.
        var hasCarriageReturn = false
    }

    /// Counts the line feeds of `bytes[0..<count]`, after a `memchr` for a carriage return.
    static func lineFeeds(in bytes: UnsafePointer<UInt8>, count: Int) -> LineFeeds {
        var result = LineFeeds()
        guard count > 0 else { return result }
        if memchr(bytes, Int32(ASCII.carriageReturn), count) != nil {
            result.hasCarriageReturn = true
            return result
        }
        countLineFeeds(in: bytes, count: count, into: &result)
        return result
    }

    #if XMLMAPKIT_SCALAR_SCAN
        /// Sets the count and the last offset of the line feeds of `bytes[0..<count]`, one
        /// `memchr` a line.
        private static func countLineFeeds(in bytes: UnsafePointer<UInt8>, count: Int, into result: inout LineFeeds) {
            var cursor = bytes
            let limit = bytes + count
            while cursor < limit, let found = memchr(cursor, Int32(ASCII.lineFeed), limit - cursor) {
                let foundByte = UnsafePointer(found.assumingMemoryBound(to: UInt8.self))
                result.count += 1
                result.last = foundByte - bytes
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

        /// The blocks added to a tally in one step of the line feed count.
        private static let blocksPerStep = 4

        /// How many steps an eight-bit tally lane can count before it could overflow.
        private static let stepsPerTally = blocksPerTally / blocksPerStep

        /// Sets the count and the last offset of the line feeds of `bytes[0..<count]`: tallied
        /// four blocks a step, the last one then searched for backwards.
        private static func countLineFeeds(in bytes: UnsafePointer<UInt8>, count: Int, into result: inout LineFeeds) {
            let stepBytes = blocksPerStep * Block.scalarCount
            let lineFeed = Block(repeating: ASCII.lineFeed)
            var index = 0
            while index &+ stepBytes <= count {
                var tally = Block(repeating: 0)
                var steps = 0
                while steps < stepsPerTally, index &+ stepBytes <= count {
                    let base = UnsafeRawPointer(bytes + index)
                    // A lane that matches is 0xFF, -1: subtracting it counts one.
                    tally &-= VectorScan.lanes(base.loadUnaligned(as: Block.self) .== lineFeed)
                    tally &-= VectorScan.lanes(base.loadUnaligned(fromByteOffset: 16, as: Block.self) .== lineFeed)
                    tally &-= VectorScan.lanes(base.loadUnaligned(fromByteOffset: 32, as: Block.self) .== lineFeed)
                    tally &-= VectorScan.lanes(base.loadUnaligned(fromByteOffset: 48, as: Block.self) .== lineFeed)
                    index &+= stepBytes
                    steps &+= 1
                }
                result.count &+= VectorScan.laneSum(tally)
            }
            for tail in index..<count where bytes[tail] == ASCII.lineFeed { result.count &+= 1 }
            if result.count > 0 { result.last = lastLineFeed(in: bytes, count: count) }
        }

        /// The offset of the last line feed of `bytes[0..<count]`, which holds one: searched
        /// backwards, a block at a time, so that it costs the length of the last line.
        private static func lastLineFeed(in bytes: UnsafePointer<UInt8>, count: Int) -> Int? {
            var end = count
            while end >= Block.scalarCount {
                let start = end &- Block.scalarCount
                let block = UnsafeRawPointer(bytes + start).loadUnaligned(as: Block.self)
                if let lane = VectorScan.lastSetLane(VectorScan.lanes(block .== Block(repeating: ASCII.lineFeed))) {
                    return start &+ lane
                }
                end = start
            }
            return (0..<end).last { bytes[$0] == ASCII.lineFeed }
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
