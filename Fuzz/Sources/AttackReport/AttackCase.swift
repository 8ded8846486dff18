#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif
import XMLMapKit

/// One hostile input and how to parse it.
struct AttackCase {
    /// What the case is, as printed.
    var name: String
    /// Makes the input (before the clock starts) and returns the parse to measure.
    var prepare: () -> (inout EventCounter) throws(XMLError) -> Void

    /// The table's header line.
    static let header = pad("case", 38) + pad("outcome", 46) + pad("time", 12) + pad("peak RSS", 10) + "message"

    /// Parses the input and describes the outcome, time and peak memory in one line.
    func run() -> String {
        var counter = EventCounter()
        var outcome = ""
        var message = ""
        let parse = prepare()
        PeakMemory.reset()
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            do throws(XMLError) {
                try parse(&counter)
                outcome = "parsed (elements: \(counter.elements), text: \(Self.size(counter.textBytes)))"
            } catch {
                outcome = "rejected: \(error.code) at \(error.location)"
                message = error.message
            }
        }
        let peak = PeakMemory.bytes().map(Self.size) ?? "?"
        return Self.pad(name, 38) + Self.pad(outcome, 46) + Self.pad(Self.milliseconds(elapsed), 12) + Self.pad(peak, 10) + message
    }

    /// Every `.xml` file under `folder`, parsed from disk.
    static func corpusFiles(in folder: String) -> [AttackCase] {
        var names: [String] = []
        for subfolder in ["defusedxml", "libxml2/recurse"] {
            guard let directory = opendir(folder + "/" + subfolder) else { continue }
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                if name.hasSuffix(".xml") { names.append(subfolder + "/" + name) }
            }
            closedir(directory)
        }
        return names.sorted().map { name in
            AttackCase(name: name) {
                { (counter: inout EventCounter) throws(XMLError) in
                    try XMLStreamParser().parse(contentsOfFile: folder + "/" + name, into: &counter)
                }
            }
        }
    }

    /// A case that parses a document made in memory by `make`.
    static func document(_ name: String, _ make: @escaping () -> String) -> AttackCase {
        AttackCase(name: name) {
            let bytes = Array(make().utf8)
            return { (counter: inout EventCounter) throws(XMLError) in
                try XMLStreamParser().parse(bytes, into: &counter)
            }
        }
    }

    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }

    static func size(_ bytes: Int) -> String {
        for (unit, shift) in [("GiB", 30), ("MiB", 20)] where bytes >= 1 << shift {
            let tenths = (bytes * 10) >> shift
            return "\(tenths / 10).\(tenths % 10) \(unit)"
        }
        return bytes >= 1 << 10 ? "\(bytes >> 10) KiB" : "\(bytes) B"
    }

    static func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let hundredths = seconds * 100_000 + attoseconds / 10_000_000_000_000
        return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100) ms"
    }
}

/// Counts what a parse delivers, reading every text byte as a real consumer would.
struct EventCounter: XMLEventHandler {
    var elements = 0
    var textBytes = 0
    var checksum: UInt8 = 0

    mutating func startElement(_ element: XMLStartElement, context: XMLEventContext) {
        elements += 1
    }

    mutating func text(_ text: XMLText, context: XMLEventContext) {
        textBytes += text.bytes.count
        if let last = text.bytes.last { checksum ^= last }
    }
}
