/// Currency signs written in prices, and the ISO 4217 codes they stand for.
enum CurrencySymbol {
    /// Signs as UTF-8 bytes, longer ones first so that `US$` wins over `$`.
    static let table: [(bytes: [UInt8], code: String)] = [
        ("US$", "USD"), ("A$", "AUD"), ("C$", "CAD"), ("R$", "BRL"),
        ("€", "EUR"), ("$", "USD"), ("£", "GBP"), ("¥", "JPY"),
        ("₹", "INR"), ("₩", "KRW"), ("₽", "RUB"), ("₺", "TRY"), ("₪", "ILS"),
    ].map { (Array($0.0.utf8), $0.1) }.sorted { $0.bytes.count > $1.bytes.count }

    /// The currency written at `position`: a sign from ``table`` or three ASCII letters (an
    /// ISO code, upper-cased) that are not part of a longer word. Returns the code and how
    /// many bytes it takes.
    static func match(_ bytes: UnsafeRawBufferPointer, at position: Int, end: Int) -> (code: String, length: Int)? {
        for entry in table where position + entry.bytes.count <= end {
            if entry.bytes.indices.allSatisfy({ bytes[position + $0] == entry.bytes[$0] }) {
                return (entry.code, entry.bytes.count)
            }
        }
        guard position + 3 <= end, (position..<position + 3).allSatisfy({ isLetter(bytes[$0]) }),
            position + 3 == end || !isLetter(bytes[position + 3])
        else { return nil }
        let letters = (position..<position + 3).map { bytes[$0] & ~0x20 }
        return (String(decoding: letters, as: UTF8.self), 3)
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }
}
