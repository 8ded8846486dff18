import Foundation
import XMLMapKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file read in chunks for a record sequence: the read stops with an error once the
/// consumer has gone, so that the parse ends at the next chunk.
final class CancellableFileSource: XMLByteSource, @unchecked Sendable {
    /// Bytes read per call.
    static let chunkSize = 64 << 10

    private let descriptor: Int32
    private let path: String
    private let isCancelled: @Sendable () -> Bool
    private var buffer = [UInt8](repeating: 0, count: chunkSize)

    /// Opens the file at `path`; `isCancelled` is asked before each read.
    init(path: String, isCancelled: @escaping @Sendable () -> Bool) throws(XMLError) {
        descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw XMLError(.inputUnreadable, "cannot open \(path): \(String(cString: strerror(errno)))") }
        self.path = path
        self.isCancelled = isCancelled
    }

    deinit { close(descriptor) }

    func nextChunk(_ body: (UnsafeRawBufferPointer) throws(XMLError) -> Void) throws(XMLError) -> Bool {
        if isCancelled() { throw XMLError(.inputUnreadable, "cancelled") }
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count >= 0 else { throw XMLError(.inputUnreadable, "cannot read \(path): \(String(cString: strerror(errno)))") }
        if count == 0 { return false }
        let result: Result<Void, XMLError> = buffer.withUnsafeBytes { bytes in
            do throws(XMLError) { try body(UnsafeRawBufferPointer(rebasing: bytes[0..<count])); return .success(()) } catch { return .failure(error) }
        }
        try result.get()
        return true
    }
}
