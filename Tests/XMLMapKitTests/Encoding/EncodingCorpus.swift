#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Access to the shared test corpora (`../shared/corpora` beside the package root) for the
/// input decoder's tests: reading files, the W3C suite's manifest, and the suite's zip,
/// extracted once into `.build/`.
enum EncodingCorpus {
    /// The package root, found from this file's path.
    static let packageRoot: String = {
        var components = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        components.removeLast(4)  // Tests/XMLMapKitTests/Encoding/EncodingCorpus.swift
        return components.joined(separator: "/")
    }()

    /// The corpora folder.
    static let root = packageRoot + "/../shared/corpora"

    /// Whether a test that reads `path` (relative to the corpora folder) runs: when the file
    /// is there, and always under CI (where its absence is a failure, not a reason to skip).
    static func isEnabled(needing path: String) -> Bool { fileExists(root + "/" + path) || isCI }

    /// Whether the environment variable `CI` is `true`.
    static let isCI = getenv("CI").map { String(cString: $0) == "true" } ?? false

    /// Whether a file or folder exists at `path`.
    static func fileExists(_ path: String) -> Bool { access(path, F_OK) == 0 }

    /// The bytes of the file at `path`, or `nil` when it cannot be read.
    static func read(_ path: String) -> [UInt8]? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var contents: [UInt8] = []
        var block = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = fread(&block, 1, block.count, file)
            contents += block[..<count]
            if count < block.count { break }
        }
        return ferror(file) == 0 ? contents : nil
    }

    /// The folder holding the extracted W3C suite (`xmlconf/` inside it), extracting the zip
    /// the first time; `nil` when that fails.
    static let w3cSuite: String? = {
        let target = packageRoot + "/.build/corpora/xmlts20130923"
        if fileExists(target + "/xmlconf/xmlconf.xml") { return target }
        let zip = root + "/xmlconf/xmlts20130923.zip"
        guard fileExists(zip) else { return nil }
        mkdir(packageRoot + "/.build", 0o755)
        mkdir(packageRoot + "/.build/corpora", 0o755)
        let scratch = target + ".partial-\(getpid())"
        let extracted =
            run(["unzip", "-q", "-o", zip, "-d", scratch])
            || run(["python3", "-m", "zipfile", "-e", zip, scratch])
        guard extracted, fileExists(scratch + "/xmlconf/xmlconf.xml") else { return nil }
        // Another process may have finished first; either copy will do.
        if rename(scratch, target) != 0 && !fileExists(target + "/xmlconf/xmlconf.xml") { return nil }
        return target
    }()

    /// Runs `arguments` (found on the `PATH`) and returns whether it exited with status 0.
    private static func run(_ arguments: [String]) -> Bool {
        var argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        guard posix_spawnp(&pid, arguments[0], nil, nil, &argv, environ) == 0 else { return false }
        var status: Int32 = 0
        guard waitpid(pid, &status, 0) == pid else { return false }
        return status == 0
    }

    /// The rows of a JSON manifest that is an array of flat objects, keeping their string
    /// members; `nil` when the file is missing or not of that shape.
    static func manifest(_ path: String) -> [[String: String]]? {
        guard let bytes = read(path) else { return nil }
        var parser = CorpusManifestParser(bytes: bytes)
        return parser.parseRows()
    }
}

/// Just enough JSON to read the corpora's manifests: an array of objects, of which only the
/// string members are kept (other members are skipped).
struct CorpusManifestParser {
    /// The JSON text.
    let bytes: [UInt8]
    /// The next byte to read.
    var index = 0

    /// The array's objects, or `nil` on anything else.
    mutating func parseRows() -> [[String: String]]? {
        guard consume(0x5B) else { return nil }  // [
        var rows: [[String: String]] = []
        if consume(0x5D) { return rows }
        repeat {
            guard let row = parseObject() else { return nil }
            rows.append(row)
        } while consume(0x2C)
        return consume(0x5D) ? rows : nil
    }

    /// An object with string keys, keeping its string members.
    private mutating func parseObject() -> [String: String]? {
        guard consume(0x7B) else { return nil }  // {
        var object: [String: String] = [:]
        if consume(0x7D) { return object }
        repeat {
            guard let key = parseString(), consume(0x3A) else { return nil }
            skipWhitespace()
            if index < bytes.count, bytes[index] == 0x22 {
                guard let value = parseString() else { return nil }
                object[key] = value
            } else {
                guard skipValue() else { return nil }
            }
        } while consume(0x2C)
        return consume(0x7D) ? object : nil
    }

    /// Moves past a value that is not a string: an object, an array (whatever they hold), a
    /// number, `true`, `false` or `null`. Returns whether the value was well nested.
    private mutating func skipValue() -> Bool {
        var depth = 0
        while index < bytes.count {
            switch bytes[index] {
            case 0x22:
                guard parseString() != nil else { return false }
                continue
            case 0x5B, 0x7B:
                depth += 1
            case 0x5D, 0x7D:
                if depth == 0 { return true }
                depth -= 1
            case 0x2C where depth == 0:
                return true
            default:
                break
            }
            index += 1
        }
        return false
    }

    /// A string, with its escapes decoded.
    private mutating func parseString() -> String? {
        guard consume(0x22) else { return nil }
        var units: [UInt16] = []
        var utf8: [UInt8] = []
        /// Moves collected UTF-8 into `units`.
        func flush() {
            units += String(decoding: utf8, as: UTF8.self).utf16
            utf8.removeAll()
        }
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case 0x22:
                flush()
                return String(decoding: units, as: UTF16.self)
            case 0x5C:
                guard index < bytes.count else { return nil }
                let escape = bytes[index]
                index += 1
                flush()
                switch escape {
                case 0x62: units.append(0x08)
                case 0x66: units.append(0x0C)
                case 0x6E: units.append(0x0A)
                case 0x72: units.append(0x0D)
                case 0x74: units.append(0x09)
                case 0x75:
                    guard index + 4 <= bytes.count,
                        let unit = UInt16(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
                    else { return nil }
                    units.append(unit)
                    index += 4
                default: units.append(UInt16(escape))
                }
            default:
                utf8.append(byte)
            }
        }
        return nil
    }

    /// Skips white space, then moves past `byte` if it comes next; returns whether it did.
    private mutating func consume(_ byte: UInt8) -> Bool {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    /// Skips JSON white space.
    private mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }
}
