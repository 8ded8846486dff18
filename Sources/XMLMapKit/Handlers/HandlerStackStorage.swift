/// What the stack keeps: its frames and the spare ones, a level per open element, and the text
/// of the elements whose text is being collected, in memory of the stack's own: no
/// copy-on-write or uniqueness check per event.
final class HandlerStackStorage {
    @exclusivity(unchecked) var levels = RawStack<HandlerStack.Level>(capacity: 32)
    @exclusivity(unchecked) var text = ByteStorage(capacity: 1024)
    /// The frames of the root handler and of the delegated ones open inside it, each retained
    /// once, innermost last.
    @exclusivity(unchecked) var frames = RawStack<Unmanaged<HandlerFrame>>(capacity: 8)
    /// Popped frames kept for the next child of their type, each retained once: delegating to
    /// one allocates nothing.
    @exclusivity(unchecked) var spareFrames = RawStack<Unmanaged<HandlerFrame>>(capacity: 8)
    /// How many popped frames are kept: as many as the kinds of child a document nests.
    static let spareFrameLimit = 16

    /// Takes out a spare frame of `type`, if any, looking at the latest kept first.
    @inline(__always)
    func takeSpareFrame(ofType type: ObjectIdentifier) -> Unmanaged<HandlerFrame>? {
        var index = spareFrames.count
        while index > 0 {
            index -= 1
            let frame = spareFrames[index]
            if frame._withUnsafeGuaranteedRef({ ObjectIdentifier(Swift.type(of: $0)) }) == type {
                spareFrames[index] = spareFrames[spareFrames.count - 1]
                spareFrames.truncate(to: spareFrames.count - 1)
                return frame
            }
        }
        return nil
    }

    /// Keeps a popped `frame` as a spare when it can be reused and there is room; returns
    /// whether it did (else the caller releases the frame).
    @inline(__always)
    func keepSpareFrame(_ frame: Unmanaged<HandlerFrame>) -> Bool {
        guard frame._withUnsafeGuaranteedRef({ $0.isReusable }) && spareFrames.count < Self.spareFrameLimit else { return false }
        spareFrames.append(frame)
        return true
    }

    deinit {
        for frame in frames { frame.release() }
        for frame in spareFrames { frame.release() }
        frames.release()
        spareFrames.release()
        levels.release()
        text.release()
    }
}
