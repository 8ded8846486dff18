extension XMLEncoder.KeyEncodingStrategy {
    /// `name` in lower case, its words separated by `separator`, as XMLCoder converts camel
    /// case: a word starts at an upper-case letter after a lower-case one, and a run of
    /// upper-case letters is a word of its own (`myURLProperty` is `my_url_property`).
    /// Underscores at either end are kept.
    static func separatingWords(_ name: String, with separator: Character) -> String {
        guard !name.isEmpty else { return name }
        var result = ""
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            if index > 0, character.isUppercase {
                let previous = characters[index - 1]
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                if previous.isLowercase || previous.isNumber || (previous.isUppercase && next?.isLowercase == true) {
                    result.append(separator)
                }
            }
            result += character.lowercased()
        }
        return result
    }
}
