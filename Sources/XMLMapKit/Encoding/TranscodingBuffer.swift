/// Reusable memory that a transcoder writes a block of UTF-8 into before handing it on, so
/// that transcoding allocates only when a larger block than before is needed.
///
/// It is a class so that copying a decoder (as a caller may, to call it from a closure)
/// shares the memory rather than copying it on the next write: its contents matter only
/// during one ``fill(capacity:emit:write:)``.
final class TranscodingBuffer {
    /// The most input bytes a transcoder converts per block, which bounds the buffer's size
    /// whatever the size of the chunks.
    static let inputBlockSize = 16 << 10

    /// The memory, once allocated.
    private var base: UnsafeMutablePointer<UInt8>?
    /// How many bytes `base` holds.
    private var capacity = 0

    /// Creates an empty buffer; memory is allocated by the first fill.
    init() {}

    /// Frees the memory.
    deinit { base?.deallocate() }

    /// Lets `write` fill up to `capacity` bytes and return how many it wrote, then passes
    /// those bytes to `emit` (unless there are none). When `write` stops at bad input it
    /// returns the error too: the bytes before it are passed on first, so what the parser
    /// reports does not depend on where the input was split into chunks.
    func fill(
        capacity needed: Int,
        emit: (UnsafeRawBufferPointer) throws(XMLError) -> Void,
        write: (UnsafeMutablePointer<UInt8>) -> (count: Int, failure: XMLError?)
    ) throws(XMLError) {
        if capacity < needed {
            base?.deallocate()
            capacity = Swift.max(needed, capacity * 2)
            base = .allocate(capacity: capacity)
        }
        let memory = base!
        let (count, failure) = write(memory)
        assert(count <= needed, "wrote past the capacity asked for")
        if count > 0 { try emit(UnsafeRawBufferPointer(start: memory, count: count)) }
        if let failure { throw failure }
    }
}
