extension XMLWriter {
    /// Copies `bytes` as text (`inAttribute` false) or as an attribute value in double quotes
    /// (true), in runs between escapes; the bytes that need none are found eight at a time.
    ///
    /// Text escapes `&`, `<` and `>` (`>` only matters after `]]`, but escaping it always is
    /// simpler than looking back), attribute values `&`, `<` and `"`. Both write a carriage
    /// return as `&#13;`, and attribute values a tab and a line feed as `&#9;` and `&#10;`:
    /// written as they are, a parser would read them back as a line feed and as spaces.
    func escape(_ bytes: UnsafeRawBufferPointer, inAttribute: Bool) {
        guard let base = bytes.baseAddress else { return }
        let fourth = inAttribute ? UInt8(ascii: "\"") : UInt8(ascii: ">")
        var runStart = 0
        var index = 0
        while index < bytes.count {
            if index + 8 <= bytes.count {
                let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                let found =
                    Self.controls(in: word) | Self.bytes(UInt8(ascii: "&"), in: word) | Self.bytes(UInt8(ascii: "<"), in: word) | Self.bytes(fourth, in: word)
                if found & Self.highBits == 0 {
                    index += 8
                    continue
                }
            }
            let replacement: StaticString
            switch bytes[index] {
            case UInt8(ascii: "&"): replacement = "&amp;"
            case UInt8(ascii: "<"): replacement = "&lt;"
            case UInt8(ascii: ">") where !inAttribute: replacement = "&gt;"
            case UInt8(ascii: "\"") where inAttribute: replacement = "&quot;"
            case 0x09 where inAttribute: replacement = "&#9;"
            case 0x0A where inAttribute: replacement = "&#10;"
            case 0x0D: replacement = "&#13;"
            default:
                index += 1
                continue
            }
            output.append(UnsafeRawBufferPointer(rebasing: bytes[runStart..<index]))
            output.append(replacement)
            index += 1
            runStart = index
        }
        output.append(UnsafeRawBufferPointer(rebasing: bytes[runStart...]))
    }

    /// Writes `bytes` as a CDATA section, copied in runs: a `]]>` in them is split across two
    /// sections (`]]]]><![CDATA[>`), and a carriage return, which no section can keep, is
    /// written between two as `&#13;`.
    func writeCDATA(_ bytes: UnsafeRawBufferPointer) {
        output.append("<![CDATA[")
        if let base = bytes.baseAddress {
            var runStart = 0
            var index = 0
            while index < bytes.count {
                if index + 8 <= bytes.count {
                    let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                    if (Self.controls(in: word) | Self.bytes(UInt8(ascii: ">"), in: word)) & Self.highBits == 0 {
                        index += 8
                        continue
                    }
                }
                let byte = bytes[index]
                if byte == 0x0D {
                    output.append(UnsafeRawBufferPointer(rebasing: bytes[runStart..<index]))
                    output.append("]]>&#13;<![CDATA[")
                    runStart = index + 1
                } else if byte == UInt8(ascii: ">"), index >= 2, bytes[index - 1] == UInt8(ascii: "]"), bytes[index - 2] == UInt8(ascii: "]") {
                    output.append(UnsafeRawBufferPointer(rebasing: bytes[runStart..<index]))
                    output.append("]]><![CDATA[")
                    runStart = index
                }
                index += 1
            }
            output.append(UnsafeRawBufferPointer(rebasing: bytes[runStart...]))
        }
        output.append("]]>")
    }

    /// The high bit of each byte of a word: where ``controls(in:)`` and ``bytes(_:in:)`` mark
    /// what they find.
    static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The bytes of `word` below U+0020 marked by their high bit (the classic has-less-than
    /// test: exact for whether there is one, not always for which).
    @inline(__always)
    static func controls(in word: UInt64) -> UInt64 {
        (word &- 0x2020_2020_2020_2020) & ~word & highBits
    }

    /// The bytes of `word` equal to `byte` marked by their high bit (the has-zero-byte test).
    @inline(__always)
    static func bytes(_ byte: UInt8, in word: UInt64) -> UInt64 {
        let difference = word ^ (0x0101_0101_0101_0101 &* UInt64(byte))
        return (difference &- 0x0101_0101_0101_0101) & ~difference & highBits
    }
}
