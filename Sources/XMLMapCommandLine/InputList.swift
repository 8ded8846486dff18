#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The inputs to process, one at a time: the command line's, or the lines of a `--files-from`
/// list read as they are needed, so a list of millions is never held whole.
final class InputList: @unchecked Sendable {
    private var arguments: IndexingIterator<[String]>
    private var file: UnsafeMutablePointer<FILE>?
    private let closesFile: Bool
    /// Why reading the list failed, once it did.
    private(set) var failure: String?

    /// The inputs given as arguments.
    init(arguments: [String]) {
        self.arguments = arguments.makeIterator()
        file = nil
        closesFile = false
    }

    /// The inputs listed in `path`, one a line (`-`: standard input), after `arguments`.
    init(listAt path: String, after arguments: [String]) throws(CommandFailure) {
        self.arguments = arguments.makeIterator()
        if path == "-" {
            file = fdopen(dup(0), "r")
        } else {
            file = fopen(path, "r")
        }
        guard file != nil else {
            throw CommandFailure(status: .noInput, message: "error: cannot open the list \(path): \(String(cString: strerror(errno)))")
        }
        closesFile = true
    }

    deinit { if closesFile, let file { fclose(file) } }

    /// The next input: the next argument, then the next line of the list that is not empty
    /// (a trailing carriage return is not part of it); `nil` at the end.
    func next() -> String? {
        if let argument = arguments.next() { return argument }
        guard let file else { return nil }
        var line: UnsafeMutablePointer<CChar>?
        var capacity = 0
        defer { free(line) }
        while true {
            let length = getline(&line, &capacity, file)
            guard length >= 0, let line else {
                if ferror(file) != 0 { failure = "error: cannot read the list of inputs: \(String(cString: strerror(errno)))" }
                return nil
            }
            var bytes = UnsafeBufferPointer(start: UnsafeRawPointer(line).assumingMemoryBound(to: UInt8.self), count: length)[...]
            while let last = bytes.last, last == 0x0A || last == 0x0D { bytes = bytes.dropLast() }
            if !bytes.isEmpty { return String(decoding: bytes, as: UTF8.self) }
        }
    }
}
