import Testing
import TestSupport
import XMLMapKit
import XMLMapOutput

/// Random documents for ``XMLWriterTests``: written with ``XMLWriter`` from pieces full of
/// special, non-ASCII and disallowed characters, along with the tree they must read back as.
enum XMLWriterRandomDocument {
    typealias Node = XMLWriterTests.Node
    typealias Element = XMLWriterTests.Element

    /// What values are made of: markup characters, sequences a comment, CDATA section or
    /// processing instruction cannot hold, line ends, non-ASCII and disallowed characters.
    static let pieces = [
        "a", "Z", " ", "plain words here", "&", "<", ">", "\"", "'", "]", "]]>", "]]", "-", "--", "?", "?>", "\t", "\n", "\r", "\r\n", "é", "名",
        "🎧", "\u{E000}", "\u{10FFFF}", "\u{FFFD}", "\u{7F}", "\u{85}", "\u{2028}", "&amp;", "<![CDATA[", "\u{0}", "\u{1}", "\u{B}", "\u{C}",
        "\u{1F}", "\u{FFFE}", "\u{FFFF}",
    ]
    static let names = ["a", "item", "été", "名前", "x-y.z", "_u"]
    static let namespaces = ["", "urn:one", "urn:two", "http://example.com/ü?a=1&b=\"2\""]
    static let targets = ["t", "php", "x-y", "é"]

    /// Writes a random document into `writer` (not finished) and returns the top-level nodes it
    /// must read back as.
    static func write(_ writer: inout XMLWriter, random: inout SplitMix) throws -> [Node] {
        if Bool.random(using: &random) { try writer.prefer(prefix: "p", for: "urn:one") }
        if Bool.random(using: &random) { try writer.prefer(prefix: nil, for: "urn:two") }
        var document = Element(namespaceURI: "", localName: "")
        for _ in 0..<Int.random(in: 0...2, using: &random) { try writeMarkup(&writer, into: &document, random: &random) }
        document.children.append(.element(try writeElement(&writer, depth: 0, random: &random)))
        try writer.endElement()
        for _ in 0..<Int.random(in: 0...2, using: &random) { try writeMarkup(&writer, into: &document, random: &random) }
        return document.children
    }

    private static func writeElement(_ writer: inout XMLWriter, depth: Int, random: inout SplitMix) throws -> Element {
        let name = names.randomElement(using: &random)!
        let namespace = namespaces.randomElement(using: &random)!
        try writer.startElement(name, namespaceURI: namespace)
        var element = Element(namespaceURI: namespace, localName: name)
        for _ in 0..<Int.random(in: 0...3, using: &random) {
            let attribute = XMLWriterTests.Attribute(
                namespaceURI: namespaces.randomElement(using: &random)!, localName: names.randomElement(using: &random)!, value: string(&random))
            guard !element.attributes.contains(where: { $0.namespaceURI == attribute.namespaceURI && $0.localName == attribute.localName }) else { continue }
            if try written(
                writer.strictness, attribute.value, .attributeValue,
                { try writer.attribute(attribute.localName, attribute.value, namespaceURI: attribute.namespaceURI) })
            {
                element.attributes.append(
                    XMLWriterTests.Attribute(namespaceURI: attribute.namespaceURI, localName: attribute.localName, value: allowed(attribute.value)))
            }
        }
        for _ in 0..<Int.random(in: 0...4, using: &random) {
            let value = string(&random)
            switch Int.random(in: 0..<5, using: &random) {
            case 0 where depth < 3:
                element.children.append(.element(try writeElement(&writer, depth: depth + 1, random: &random)))
                try writer.endElement()
            case 1:
                if try written(writer.strictness, value, .text, { try writer.text(value) }) { append(.text(allowed(value)), to: &element) }
            case 2:
                if try written(writer.strictness, value, .text, { try writer.cdata(value) }) { append(.text(allowed(value)), to: &element) }
            default:
                try writeMarkup(&writer, into: &element, random: &random)
            }
        }
        return element
    }

    /// Writes a comment or a processing instruction.
    private static func writeMarkup(_ writer: inout XMLWriter, into element: inout Element, random: inout SplitMix) throws {
        let value = string(&random)
        if Bool.random(using: &random) {
            if try written(writer.strictness, value, .comment, { try writer.comment(value) }) {
                element.children.append(.comment(normalisingLineEnds(spaced(allowed(value), "-", "-", breaksFinal: true))))
            }
        } else {
            let target = targets.randomElement(using: &random)!
            if try written(writer.strictness, value, .processingInstruction, { try writer.processingInstruction(target: target, data: value) }) {
                let data = normalisingLineEnds(spaced(allowed(value), "?", ">", breaksFinal: false))
                element.children.append(.instruction(target, String(data.drop { " \t\n".contains($0) })))
            }
        }
    }

    /// What a value is written as, for what it cannot hold.
    enum Kind { case text, attributeValue, comment, processingInstruction }

    /// Whether `write` wrote `value`: in strict mode, it must throw when the value holds a
    /// disallowed character or a sequence its kind cannot hold, with the right code.
    private static func written(_ strictness: XMLWriter.Strictness, _ value: String, _ kind: Kind, _ write: () throws -> Void) throws -> Bool {
        let disallowed = allowed(value) != value
        let breaks =
            switch kind {
            case .comment: value.contains("--") || value.hasSuffix("-")
            case .processingInstruction: value.contains("?>")
            case .text, .attributeValue: false
            }
        guard strictness == .strict, disallowed || breaks else {
            try write()
            return true
        }
        let error = #expect(throws: XMLWriterError.self) { try write() }
        #expect(error?.code == (disallowed ? .invalidCharacter : .syntax))
        return false
    }

    private static func string(_ random: inout SplitMix) -> String {
        (0..<Int.random(in: 0...6, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
    }

    /// `value` without the characters XML 1.0 does not allow.
    private static func allowed(_ value: String) -> String {
        String(
            String.UnicodeScalarView(
                value.unicodeScalars.filter { scalar in
                    scalar.value >= 0x20 ? scalar.value != 0xFFFE && scalar.value != 0xFFFF : [0x09, 0x0A, 0x0D].contains(scalar.value)
                }))
    }

    /// `value` with a space between `first` and `second`, and after a final `first` when it `breaksFinal`.
    private static func spaced(_ value: String, _ first: Unicode.Scalar, _ second: Unicode.Scalar, breaksFinal: Bool) -> String {
        var result = String.UnicodeScalarView()
        for scalar in value.unicodeScalars {
            if scalar == second, result.last == first { result.append(" ") }
            result.append(scalar)
        }
        if breaksFinal, result.last == first { result.append(" ") }
        return String(result)
    }

    /// `value` as a parser reads it where it cannot be escaped: CR LF and CR become LF.
    private static func normalisingLineEnds(_ value: String) -> String {
        var result = String.UnicodeScalarView()
        var afterCR = false
        for scalar in value.unicodeScalars {
            if scalar == "\n", afterCR {
                afterCR = false
                continue
            }
            afterCR = scalar == "\r"
            result.append(afterCR ? "\n" : scalar)
        }
        return String(result)
    }

    /// Appends `node`, joining text with the text before it and leaving empty text out.
    private static func append(_ node: Node, to element: inout Element) {
        guard case .text(let text) = node else { return element.children.append(node) }
        guard !text.isEmpty else { return }
        if case .text(let previous)? = element.children.last {
            element.children[element.children.count - 1] = .text(previous + text)
        } else {
            element.children.append(node)
        }
    }
}
