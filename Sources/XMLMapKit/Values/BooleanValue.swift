/// Parses the yes/no flags of feeds: `true`/`false`, `yes`/`no`, `1`/`0`, and the
/// `<itunes:explicit>` words `explicit` (true) and `clean` (false).
public enum BooleanValue {
    /// Parses a flag, ignoring ASCII case and leading and trailing XML whitespace, or returns
    /// `nil` for any other word.
    public static func parse(_ bytes: UnsafeRawBufferPointer) -> Bool? {
        let cursor = ValueCursor(trimming: bytes)
        let word = cursor.position..<cursor.end
        switch word.count {
        case 1:
            switch bytes[word.lowerBound] {
            case UInt8(ascii: "1"): return true
            case UInt8(ascii: "0"): return false
            default: return nil
            }
        case 2:
            return cursor.equalsIgnoringCase(word, "no") ? false : nil
        case 3:
            return cursor.equalsIgnoringCase(word, "yes") ? true : nil
        case 4:
            return cursor.equalsIgnoringCase(word, "true") ? true : nil
        case 5:
            if cursor.equalsIgnoringCase(word, "false") { return false }
            return cursor.equalsIgnoringCase(word, "clean") ? false : nil
        case 8:
            return cursor.equalsIgnoringCase(word, "explicit") ? true : nil
        default:
            return nil
        }
    }

    /// Parses a flag held in `bytes`; see ``parse(_:)-(UnsafeRawBufferPointer)``.
    public static func parse(_ bytes: XMLBytes) -> Bool? {
        parse(bytes.buffer)
    }

    /// Parses a flag held in `string`; see ``parse(_:)-(UnsafeRawBufferPointer)``.
    public static func parse(_ string: String) -> Bool? {
        ValueCursor.withUTF8(of: string) { parse($0) }
    }
}
