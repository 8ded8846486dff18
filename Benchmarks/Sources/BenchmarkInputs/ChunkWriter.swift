import Foundation

/// Writes a large file in pieces, through a buffer.
public final class ChunkWriter {
    private let file: UnsafeMutablePointer<FILE>
    /// How many bytes were written.
    public private(set) var written = 0

    /// Creates (or truncates) the file at `path`.
    public init(path: String) throws {
        guard let file = fopen(path, "w") else { throw ChunkWriterError(path: path) }
        self.file = file
    }

    /// Appends `text` as UTF-8.
    public func append(_ text: String) {
        var text = text
        text.withUTF8 { buffer in
            _ = fwrite(buffer.baseAddress, 1, buffer.count, file)
            written += buffer.count
        }
    }

    /// Closes the file.
    public func close() throws {
        guard fclose(file) == 0 else { throw ChunkWriterError(path: "the file") }
    }
}

/// A file the generator could not create or write.
public struct ChunkWriterError: Error, CustomStringConvertible {
    /// The file's path.
    public var path: String
    /// `cannot write PATH`.
    public var description: String { "cannot write \(path)" }
}
