/// A coding key the encoder makes for a coding path: a list item's index, or `super`.
struct XMLEncodingKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }

    init(intValue: Int) {
        stringValue = "Index \(intValue)"
        self.intValue = intValue
    }

    /// The key of `superEncoder()`.
    static let `super` = XMLEncodingKey(stringValue: "super")
}
