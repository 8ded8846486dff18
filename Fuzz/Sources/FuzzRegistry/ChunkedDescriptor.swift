#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A descriptor that reads a document in chunks of chosen sizes, as a file, a pipe or a
/// socket is read: one end of a `SOCK_SEQPACKET` socket pair, whose every `read` returns
/// exactly one message, fed a message per chunk by a thread of its own (the queue holds only
/// a few messages, so the reader must run meanwhile).
enum ChunkedDescriptor {
    /// Calls `body` with a descriptor that reads `document` in chunks of `sizes` bytes
    /// (positive, adding up to its size), then closes it, whether or not `body` read it all.
    static func withReader<Result>(_ document: [UInt8], sizes: [Int], _ body: (Int32) -> Result) -> Result {
        var descriptors: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_SEQPACKET.rawValue), 0, &descriptors) == 0 else {
            fatalError("socketpair: \(String(cString: strerror(errno)))")
        }
        let writer = Writer(document: document, sizes: sizes, descriptor: descriptors[1])
        var thread = pthread_t()
        let started = pthread_create(
            &thread, nil,
            { context in
                Unmanaged<Writer>.fromOpaque(context!).takeRetainedValue().run()
                return nil
            }, Unmanaged.passRetained(writer).toOpaque())
        guard started == 0 else { fatalError("pthread_create: \(started)") }
        let result = body(descriptors[0])
        close(descriptors[0])  // a writer still sending gets EPIPE and ends
        pthread_join(thread, nil)
        return result
    }

    /// Sends the chunks, one message each, then closes its end: the reader's end of input.
    private final class Writer {
        let document: [UInt8]
        let sizes: [Int]
        let descriptor: Int32

        init(document: [UInt8], sizes: [Int], descriptor: Int32) {
            self.document = document
            self.sizes = sizes
            self.descriptor = descriptor
        }

        func run() {
            defer { close(descriptor) }
            document.withUnsafeBytes { bytes in
                var offset = 0
                for size in sizes {
                    var sent = -1
                    repeat {
                        sent = send(descriptor, bytes.baseAddress! + offset, size, Int32(MSG_NOSIGNAL))
                    } while sent < 0 && errno == EINTR
                    guard sent == size else { return }
                    offset += size
                }
            }
        }
    }
}
