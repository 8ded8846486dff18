import XMLMapKit

extension AttackCase {
    /// Hostile documents made on the fly: structural bombs, entity bombs and a text node far
    /// larger than memory should ever hold.
    static var generated: [AttackCase] {
        [
            document("nesting: 1,000,000 levels") { String(repeating: "<a>", count: 1_000_000) + String(repeating: "</a>", count: 1_000_000) },
            document("attributes: 100,000 on one element") { "<a " + (0..<100_000).map { "a\($0)='1'" }.joined(separator: " ") + "/>" },
            document("name: 1 MiB element name") { "<" + String(repeating: "n", count: 1 << 20) + "/>" },
            hugeText(bytes: 2 << 30),
            document("billion laughs (10^9 lol)") { laughs(parameter: false) },
            document("parameter-entity laughs (10^9)") { laughs(parameter: true) },
            document("quadratic blow-up (50 KB × 50,000)") { quadratic(valueBytes: 50_000, references: 50_000) },
        ]
    }

    /// `<r>`, `bytes` of text generated chunk by chunk, `</r>`, pushed through an
    /// ``XMLPushParser`` so that no more than a chunk of it ever exists at once.
    static func hugeText(bytes: Int) -> AttackCase {
        AttackCase(name: "text: \(size(bytes)) node, streamed") {
            { (counter: inout EventCounter) throws(XMLError) in try streamText(bytes: bytes, into: &counter) }
        }
    }

    /// Pushes `<r>`, `bytes` of text and `</r>` into a parser, a 57 KB chunk at a time.
    static func streamText(bytes: Int, into counter: inout EventCounter) throws(XMLError) {
        let line = Array("All work and no play makes Jack a dull boy; 0123456789.\n".utf8)
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: line.count * 1000, alignment: 1)
        defer { chunk.deallocate() }
        for start in stride(from: 0, to: chunk.count, by: line.count) {
            chunk[start..<start + line.count].copyBytes(from: line)
        }
        var parser = XMLPushParser(handler: counter)
        try parser.feed(Array("<r>".utf8))
        var remaining = bytes
        while remaining > 0 {
            let piece = min(remaining, chunk.count)
            try parser.feed(UnsafeRawBufferPointer(rebasing: chunk[..<piece]))
            remaining -= piece
        }
        try parser.feed(Array("</r>".utf8))
        _ = try parser.finish()
        counter = parser.handler
    }

    /// Ten entities each made of ten references to the one before, so that the last expands
    /// to 10^9 copies of the first. General entities are used in content; parameter entities
    /// have their references written `&#37;` (expanded to `%` when declared) and go off when
    /// `%l9;` is referenced between declarations, each copy a comment.
    static func laughs(parameter: Bool) -> String {
        let declared = parameter ? "% " : ""
        let reference = parameter ? "&#37;" : "&"
        var text = "<!DOCTYPE r [\n<!ENTITY \(declared)l0 \"\(parameter ? "<!--lol-->" : "lol")\">\n"
        for level in 1...9 {
            text += "<!ENTITY \(declared)l\(level) \"" + String(repeating: "\(reference)l\(level - 1);", count: 10) + "\">\n"
        }
        return text + (parameter ? "%l9;\n]><r/>" : "]>\n<r>&l9;</r>")
    }

    /// One entity of `valueBytes` referenced `references` times: expansion grows with the
    /// product while the document grows with the sum.
    static func quadratic(valueBytes: Int, references: Int) -> String {
        "<!DOCTYPE r [<!ENTITY a \"" + String(repeating: "a", count: valueBytes) + "\">]><r>"
            + String(repeating: "&a;", count: references) + "</r>"
    }
}
