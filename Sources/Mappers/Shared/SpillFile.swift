#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import XMLMapKit
import XMLMapOutput

/// Bytes written now and copied into an output later, kept in an unlinked temporary file
/// rather than in memory: for output that must come before something written first (a
/// GeoJSON track's times come before its coordinates), so that memory stays constant.
final class SpillFile {
    /// Where the bytes are written; a 64 KiB buffer in front of the file, or in memory when
    /// no temporary file can be made.
    let buffer: OutputBuffer
    private let descriptor: Int32?

    /// An empty spill file in the temporary directory (`TMPDIR`, else `/tmp`).
    init() {
        var template = Array(((getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp") + "/xmlmap-spill-XXXXXX").utf8CString)
        let opened = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        if opened >= 0 {
            template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
            descriptor = opened
            buffer = OutputBuffer(fileDescriptor: opened)
        } else {
            descriptor = nil
            buffer = OutputBuffer()
        }
    }

    deinit {
        if let descriptor { close(descriptor) }
    }

    /// Whether nothing was written since the last ``move(to:dropFirst:)`` or ``discard()``.
    var isEmpty: Bool { buffer.totalCount == 0 }

    /// Appends everything written to `output` (less the first `dropFirst` bytes) and empties
    /// the file.
    func move(to output: OutputBuffer, dropFirst: Int = 0) {
        guard let descriptor else {
            let bytes = buffer.bytes
            output.append(contentsOf: Array(bytes.dropFirst(dropFirst)))
            buffer.clear()
            return
        }
        buffer.flush()
        lseek(descriptor, off_t(dropFirst), SEEK_SET)
        var chunk = [UInt8](repeating: 0, count: OutputBuffer.flushThreshold)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            chunk.withUnsafeBytes { output.append(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
        }
        discard()
    }

    /// Hands the bytes written at `range` (counted from the first byte written) to `body`, a
    /// chunk at a time.
    func forEachChunk(in range: Range<Int>, _ body: (UnsafeRawBufferPointer) -> Void) {
        guard let descriptor else {
            buffer.bytes[range].withUnsafeBytes(body)
            return
        }
        buffer.flush()
        var chunk = [UInt8](repeating: 0, count: Swift.min(OutputBuffer.flushThreshold, range.count))
        var offset = range.lowerBound
        while offset < range.upperBound {
            let wanted = Swift.min(chunk.count, range.upperBound - offset)
            let count = chunk.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, wanted, off_t(offset)) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            chunk.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
            offset += count
        }
    }

    /// Forgets everything written.
    func discard() {
        buffer.clear()
        guard let descriptor else { return }
        _ = ftruncate(descriptor, 0)
        lseek(descriptor, 0, SEEK_SET)
    }
}
