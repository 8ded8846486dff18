extension XMLTokenizer {
    /// Where the run of bytes from `start` that are not in `special` (a ``ByteClass`` bit) ends,
    /// at `end` at the latest. Its first eight bytes go through the class table alone, so short
    /// runs (white space between tags, small values) cost a table load a byte; a longer run goes
    /// a block at a time (``VectorScan``) to the first byte `stops` stops at, and its last bytes,
    /// short of a block, through the table again.
    ///
    /// `stops` must stop at every byte of `special` the run can hold (it may pass delimiters of
    /// other runs that share the class, such as `-` in CDATA).
    @inline(__always)
    func plainRunEnd(from start: Int, to end: Int, special: UInt8, stops: VectorScan.RunStops) -> Int {
        let shortEnd = min(end, start &+ 8)
        let index = tableRunEnd(from: start, to: shortEnd, special: special)
        guard index == shortEnd else { return index }
        return tableRunEnd(from: VectorScan.firstStop(in: input, from: index, to: end, stops), to: end, special: special)
    }

    /// Where a scan of a run of text or CDATA from `start` stops looking: at the end of the
    /// input, or at `cutPoint`, where a longer run is cut into a piece whatever follows (one
    /// byte past `start` at least, as a run that begins past the cut point is cut after its
    /// first byte). A scan stopped there returns it, and the run is cut where an unbounded
    /// scan would have cut it: each piece of a long run is scanned once.
    @inline(__always)
    func pieceScanEnd(from start: Int, cutPoint: Int) -> Int {
        min(inputEnd, max(cutPoint, start &+ 1))
    }

    /// Where the run of bytes from `start` that are not in `special` ends, found a block at a
    /// time from its first byte (its last bytes, short of a block, through the class table): for
    /// runs likely longer than a few bytes, such as a line after a carriage return. With stops
    /// that are exactly `special` (``VectorScan/RunStops/text`` and ``ByteClass/textSpecial``) it
    /// ends where ``plainRunEnd(from:to:special:stops:)`` does; stops that pass delimiters of
    /// other runs pass them here from the first byte on, there only after eight.
    @inline(__always)
    func blockRunEnd(from start: Int, to end: Int, special: UInt8, stops: VectorScan.RunStops) -> Int {
        tableRunEnd(from: VectorScan.firstStop(in: input, from: start, to: end, stops), to: end, special: special)
    }

    /// ``blockRunEnd(from:to:special:stops:)`` for runs likely hundreds of bytes long, such as
    /// the body of a CDATA section: four blocks a step after the first block
    /// (``VectorScan/firstStopInLongRun(in:from:to:_:)``).
    @inline(__always)
    func longRunEnd(from start: Int, to end: Int, special: UInt8, stops: VectorScan.RunStops) -> Int {
        tableRunEnd(from: VectorScan.firstStopInLongRun(in: input, from: start, to: end, stops), to: end, special: special)
    }

    /// Where the run of bytes from `start` that are not in `special` ends, at `end` at the
    /// latest, a byte at a time through the class table.
    @inline(__always)
    func tableRunEnd(from start: Int, to end: Int, special: UInt8) -> Int {
        let classes = byteClasses
        var index = start
        while index < end, classes[Int(input[index])] & special == 0 { index &+= 1 }
        return index
    }
}
