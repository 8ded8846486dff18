import Foundation
import TestSupport
import Testing
import XMLMapKit
import XMLMapOutput

/// ``JSONWriter`` and ``OutputBuffer``: escaping, numbers, layout, encoding any `Encodable`
/// in its keys' order, and flushing to a descriptor.
@Suite("JSON writer")
struct JSONWriterTests {
    private struct Episode: Encodable {
        var title: String?
        var number: Int
        var duration: Double?
        var tags: [String] = []
        var published: Date?
        var flags: [String: Bool] = [:]
        var explicit = false
    }

    private struct Flat: Encodable {
        var inner = Inner()
        var extra = 3
        struct Inner: Encodable { var a = 1 }

        private enum CodingKeys: String, CodingKey { case extra }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try inner.encode(to: encoder)
            try container.encode(extra, forKey: .extra)
        }
    }

    private static func text(_ style: JSONWriter.Style = .compact, _ write: (inout JSONWriter) throws -> Void) rethrows -> String {
        var writer = JSONWriter(OutputBuffer(), style: style)
        try write(&writer)
        return String(decoding: writer.output.bytes, as: UTF8.self)
    }

    @Test("strings are escaped as RFC 8259 requires, other characters copied")
    func escaping() throws {
        let input = "plain \"quoted\" back\\slash\n\r\t\u{1} é 🎧 </tag>"
        let json = Self.text { $0.string(input) }
        #expect(json == #""plain \"quoted\" back\\slash\n\r\t\u0001 é 🎧 </tag>""#)
        #expect(try JSONSerialization.jsonObject(with: Data(json.utf8), options: .fragmentsAllowed) as? String == input)
    }

    /// Long strings are scanned a block at a time (`VectorScan`): a character that needs an
    /// escape is found at every offset of those steps, and the bytes around it (ASCII and
    /// multi-byte UTF-8, whose high bits must not pass for an escape) are copied as they are.
    @Test(
        "a character needing an escape is escaped at every offset of a long string",
        arguments: [("\"", #"\""#), ("\\", #"\\"#), ("\n", #"\n"#), ("\u{1}", #"\u0001"#), ("\u{1F}", #"\u001f"#)])
    func escapingAtEveryOffset(character: String, escaped: String) throws {
        let filler = Array("abcdefghé0123456789ABCDEFGHIJé~ {}<>&;:!")
        for offset in 0...filler.count {
            let input = String(filler[..<offset]) + character + String(filler[offset...])
            let json = Self.text { $0.string(input) }
            #expect(json == "\"" + String(filler[..<offset]) + escaped + String(filler[offset...]) + "\"", "at \(offset)")
            #expect(try JSONSerialization.jsonObject(with: Data(json.utf8), options: .fragmentsAllowed) as? String == input)
        }
    }

    /// RFC 8259's escapes written one byte at a time: what ``JSONWriter/string(_:)`` must write.
    private static func escapedByteByByte(_ text: String) -> String {
        var bytes: [UInt8] = [0x22]
        for byte in text.utf8 {
            switch byte {
            case 0x22: bytes += Array(#"\""#.utf8)
            case 0x5C: bytes += Array(#"\\"#.utf8)
            case 0x0A: bytes += Array(#"\n"#.utf8)
            case 0x0D: bytes += Array(#"\r"#.utf8)
            case 0x09: bytes += Array(#"\t"#.utf8)
            case ..<0x20: bytes += Array(String(format: #"\u%04x"#, byte).utf8)
            default: bytes.append(byte)
            }
        }
        bytes.append(0x22)
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test("20,000 random strings of up to 200 characters (ASCII, escapes, DEL, U+2028, é, 🎧) are written as a byte loop writes them")
    func escapingRandomStrings() throws {
        var random = SplitMix(seed: 2028)
        let rare: [Unicode.Scalar] = ["\"", "\\", "\n", "\r", "\t", "\u{0}", "\u{1F}", "\u{7F}", "\u{2028}", "\u{2029}", "é", "🎧"]
        for _ in 0..<20_000 {
            var text = ""
            for _ in 0..<(random.next() % 200) {
                let roll = random.next() % 32
                text.unicodeScalars.append(roll < 30 ? Unicode.Scalar(UInt8(0x20 + random.next() % 0x5F)) : rare[Int(random.next() % UInt64(rare.count))])
            }
            let json = Self.text { $0.string(text) }
            guard json == Self.escapedByteByByte(text) else {
                Issue.record("\(text.debugDescription) gave \(json)")
                return
            }
        }
    }

    @Test("numbers in their shortest round-trip form; no NaN or infinity in JSON")
    func numbers() {
        #expect(
            Self.text {
                $0.beginArray(); for value in [12.0, -0.5, 47.644548, 1e-05, 1e21] { $0.number(value) }; $0.endArray()
            } == "[12,-0.5,47.644548,1e-05,1e+21]")
        #expect(
            Self.text {
                $0.beginArray(); for value in [0, -7, Int.max, Int.min] { $0.integer(value) }; $0.endArray()
            } == "[0,-7,9223372036854775807,-9223372036854775808]")
        #expect(
            Self.text {
                $0.beginArray(); $0.number(.nan); $0.number(.infinity); $0.number(-.infinity); $0.endArray()
            } == #"["NaN","Infinity","-Infinity"]"#)
    }

    @Test("pretty: two spaces a level, empty containers closed on their line; compact: one line")
    func layout() {
        func write(_ json: inout JSONWriter) {
            json.beginObject()
            json.key("a")
            json.beginArray()
            json.integer(1)
            json.beginObject()
            json.endObject()
            json.endArray()
            json.key("b")
            json.beginArray()
            json.endArray()
            json.key(string: "c\"")
            json.bool(true)
            json.endObject()
        }
        #expect(Self.text(.compact, write) == #"{"a":[1,{}],"b":[],"c\"":true}"#)
        #expect(Self.text(.pretty, write) == "{\n  \"a\": [\n    1,\n    {}\n  ],\n  \"b\": [],\n  \"c\\\"\": true\n}")
    }

    @Test("pretty: keys of 0 to 20 bytes at every depth to 12, past the indentation written in one store")
    func deepIndentationAndKeyLengths() {
        let keys: [StaticString] = [
            "", "a", "ab", "abc", "abcd", "abcde", "abcdef", "abcdefg", "abcdefgh", "abcdefghi", "abcdefghij", "abcdefghijk",
            "abcdefghijkl", "abcdefghijklm", "abcdefghijklmn", "abcdefghijklmno", "abcdefghijklmnop", "abcdefghijklmnopq",
            "abcdefghijklmnopqr", "abcdefghijklmnopqrs", "abcdefghijklmnopqrst",
        ]
        let depths = 12
        let json = Self.text(.pretty) { json in
            for _ in 0..<depths {
                json.beginObject()
                for key in keys {
                    json.key(key)
                    json.integer(key.utf8CodeUnitCount)
                }
                json.key("inner")
            }
            json.beginArray()
            json.endArray()
            for _ in 0..<depths { json.endObject() }
        }
        // The same layout, spelled out: a member a line, two spaces a level.
        var expected = ""
        for depth in 0..<depths {
            expected += "{"
            let indentation = "\n" + String(repeating: " ", count: 2 * (depth + 1))
            for key in keys {
                expected += indentation + "\"\(key)\": \(key.utf8CodeUnitCount),"
            }
            expected += indentation + "\"inner\": "
        }
        expected += "[]"
        for depth in (0..<depths).reversed() {
            expected += "\n" + String(repeating: " ", count: 2 * depth) + "}"
        }
        #expect(json == expected)
    }

    @Test("compact: 100 nested arrays, filled or empty at every level, closed with the right separators")
    func deepNesting() {
        // After each inner array, the comma before `-n` needs the state of level `n - 1` back (it
        // has a member: the inner array), at every level, past the 64 kept in a word; levels
        // without a number of their own close as `[]`.
        let depths = 100
        func filled(_ level: Int) -> Bool { level % 2 == 1 || level % 64 == 0 }
        let json = Self.text { json in
            for level in 1...depths {
                json.beginArray()
                if filled(level) { json.integer(level) }
            }
            for level in (1...depths).reversed() {
                json.endArray()
                if level > 1 { json.integer(-level) }
            }
        }
        var expected = ""
        for level in 1...depths {
            expected += "[" + (filled(level) ? "\(level)," : "")
        }
        expected.removeLast(filled(depths) ? 1 : 0)
        for level in (1...depths).reversed() {
            expected += "]" + (level > 1 ? ",\(-level)" : "")
        }
        #expect(json == expected)
    }

    @Test("an Encodable is written in its keys' order, nils and empty collections left out, dates in RFC 3339")
    func encoding() throws {
        let episode = Episode(title: "Pilot", number: 1, duration: 90.5, published: Date(timeIntervalSince1970: 1_715_675_400))
        #expect(
            try Self.text { try $0.encode(episode) } == #"{"title":"Pilot","number":1,"duration":90.5,"published":"2024-05-14T08:30:00Z","explicit":false}"#)
        #expect(try Self.text { try $0.encode(Episode(number: 2, tags: ["a"])) } == #"{"number":2,"tags":["a"],"explicit":false}"#)
        #expect(try Self.text { try $0.encode([Episode(number: 3), Episode(number: 4)]) } == #"[{"number":3,"explicit":false},{"number":4,"explicit":false}]"#)
        #expect(try Self.text { try $0.encode([[String]]()) } == "[]")
        #expect(try Self.text { try $0.encode([[Int]](arrayLiteral: [])) } == "[[]]")
        #expect(try Self.text { try $0.encode(Optional<Int>.none) } == "null")
    }

    @Test("a value encoding two parts into one container writes one flat object")
    func flatEncoding() throws {
        #expect(try Self.text { try $0.encode(Flat()) } == #"{"a":1,"extra":3}"#)
    }

    @Test("members of a value can be written into an open object, filtered by key")
    func members() throws {
        let episode = Episode(title: "Pilot", number: 1, duration: 2)
        let json = try Self.text { json in
            json.beginObject()
            try json.encodeMembers(of: episode) { $0 != "number" }
            json.key("late")
            json.null()
            json.endObject()
        }
        #expect(json == #"{"title":"Pilot","duration":2,"explicit":false,"late":null}"#)
    }

    @Test("a buffer on a descriptor writes as it fills and keeps little")
    func flushing() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("jsonwriter-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        try #require(descriptor >= 0)
        let output = OutputBuffer(fileDescriptor: descriptor)
        var json = JSONWriter(output, style: .compact)
        json.beginArray()
        var largestHeld = 0
        for index in 0..<100_000 {
            json.string("item \(index)")
            largestHeld = max(largestHeld, output.count)
        }
        json.endArray()
        output.flush()
        close(descriptor)
        #expect(largestHeld <= OutputBuffer.flushThreshold)
        #expect(output.failure == nil)
        let written = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(written.count == output.totalCount)
        let items = try #require(try JSONSerialization.jsonObject(with: written) as? [String])
        #expect(items.count == 100_000 && items.last == "item 99999")
    }
}
