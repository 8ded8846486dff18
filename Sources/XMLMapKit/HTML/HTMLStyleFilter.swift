/// Reduces a `style` attribute to the declarations feedparser keeps (`sanitize_style`).
///
/// In order: every `url(…)` is replaced by a space; the value must then be made only of
/// letters, digits, white space, `:,;#%.!`, hyphens between two word characters, quoted words
/// (`'Times New Roman'`) and parenthesised lists of numbers (`(0, 0, 255)`), or it is dropped
/// whole (so `expression(…)`, a backslash, a comment or a remaining `url` with an argument
/// cannot pass); it must be nothing but `property: value;` declarations, or it is dropped
/// whole. Of the declarations, a property of ``HTMLAllowlists/cssProperties`` is kept; a
/// `background`, `border`, `margin` or `padding` property is kept when each word of its value
/// is a keyword of ``HTMLAllowlists/cssKeywords`` or a colour or size; inside `<svg>`, a
/// property of ``HTMLAllowlists/svgCSSProperties`` is kept. The kept ones are written
/// `property: value;`, separated by a space.
enum HTMLStyleFilter {
    /// The properties kept everywhere.
    private static let properties = Set(HTMLAllowlists.cssProperties.map { Array($0.utf8) })
    /// The properties kept inside `<svg>`.
    private static let svgProperties = Set(HTMLAllowlists.svgCSSProperties.map { Array($0.utf8) })
    /// The shorthand families whose values are checked word by word.
    private static let shorthandFamilies = Set(HTMLAllowlists.cssShorthandFamilies.map { Array($0.utf8) })
    /// The keywords allowed in shorthand values.
    private static let keywords = Set(HTMLAllowlists.cssKeywords.map { Array($0.utf8) })
    /// The units a size may end with (and `,` and `)`, as feedparser's pattern allows).
    private static let units: [[UInt8]] = ["cm", "em", "ex", "in", "mm", "pc", "pt", "px", "%", ",", ")"].map { Array($0.utf8) }

    /// The kept declarations of `style`, or an empty array when none is kept.
    static func sanitized(_ style: UnsafeRawBufferPointer, insideSVG: Bool) -> [UInt8] {
        let withoutURLs = replacingURLs(style)
        return withoutURLs.withUnsafeBytes { style -> [UInt8] in
            guard passesGauntlet(style), isOnlyDeclarations(style) else { return [] }
            var kept: [UInt8] = []
            for (property, value) in declarations(style) where !value.isEmpty {
                let name = UnsafeRawBufferPointer(rebasing: style[property])
                let lowercaseName = PythonText.lowercased(name)
                let keep: Bool
                if properties.contains(lowercaseName) {
                    keep = true
                } else if isShorthand(name) {
                    keep = PythonText.words(UnsafeRawBufferPointer(rebasing: style[value])).allSatisfy { word in
                        keywords.contains(Array(word)) || isPlainValue(word)
                    }
                } else {
                    keep = insideSVG && svgProperties.contains(lowercaseName)
                }
                guard keep else { continue }
                if !kept.isEmpty { kept.append(UInt8(ascii: " ")) }
                kept += name
                kept += ": ".utf8
                kept += UnsafeRawBufferPointer(rebasing: style[value])
                kept.append(UInt8(ascii: ";"))
            }
            return kept
        }
    }

    /// Whether the first hyphen-separated part of `name`, lowercased, is a shorthand family.
    private static func isShorthand(_ name: UnsafeRawBufferPointer) -> Bool {
        let family = name.split(separator: UInt8(ascii: "-"), maxSplits: 1, omittingEmptySubsequences: false).first ?? name[...]
        return shorthandFamilies.contains(PythonText.lowercased(UnsafeRawBufferPointer(rebasing: family)))
    }

    /// `style` with each `url(…)` and the white space after it replaced by one space
    /// (`url\s*\(\s*[^\s)]+?\s*\)\s*`).
    private static func replacingURLs(_ style: UnsafeRawBufferPointer) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(style.count)
        var index = 0
        while index < style.count {
            if let end = urlEnd(style, at: index) {
                result.append(UInt8(ascii: " "))
                index = end
            } else {
                result.append(style[index])
                index += 1
            }
        }
        return result
    }

    /// The end of the `url(…)` (with the white space after it) at `start`, or `nil`.
    private static func urlEnd(_ style: UnsafeRawBufferPointer, at start: Int) -> Int? {
        guard style.count - start >= 3, style[start] == UInt8(ascii: "u"), style[start + 1] == UInt8(ascii: "r"),
            style[start + 2] == UInt8(ascii: "l")
        else { return nil }
        var index = skipWhitespace(style, from: start + 3)
        guard index < style.count, style[index] == UInt8(ascii: "(") else { return nil }
        index = skipWhitespace(style, from: index + 1)
        let argument = index
        while index < style.count, style[index] != UInt8(ascii: ")"), PythonText.whitespaceLength(style, at: index) == 0 { index += 1 }
        guard index > argument else { return nil }
        index = skipWhitespace(style, from: index)
        guard index < style.count, style[index] == UInt8(ascii: ")") else { return nil }
        return skipWhitespace(style, from: index + 1)
    }

    /// The index of the first character from `index` on that is not white space.
    private static func skipWhitespace(_ bytes: UnsafeRawBufferPointer, from index: Int) -> Int {
        var index = index
        while index < bytes.count {
            let length = PythonText.whitespaceLength(bytes, at: index)
            if length == 0 { break }
            index += length
        }
        return index
    }

    /// The length of the run of characters from `index` on that `isIncluded` accepts (each
    /// given as its length, 0 for a character not accepted).
    private static func run(_ bytes: UnsafeRawBufferPointer, from index: Int, _ length: (Int) -> Int) -> Int {
        var end = index
        while end < bytes.count {
            let characterLength = length(end)
            if characterLength == 0 { break }
            end += characterLength
        }
        return end
    }

    /// Whether `style` matches feedparser's gauntlet,
    /// ``^([:,;#%.\sa-zA-Z0-9!]|\w-\w|'[\s\w]+'|"[\s\w]+"|\([\d,\s]+\))*$``.
    private static func passesGauntlet(_ style: UnsafeRawBufferPointer) -> Bool {
        var reachable = [Bool](repeating: false, count: style.count + 1)
        reachable[0] = true
        for start in 0..<style.count where reachable[start] {
            let byte = style[start]
            switch byte {
            case UInt8(ascii: ":"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "#"), UInt8(ascii: "%"), UInt8(ascii: "."),
                UInt8(ascii: "!"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"):
                reachable[start + 1] = true
            case UInt8(ascii: "'"), UInt8(ascii: "\""):
                let end = run(style, from: start + 1) { wordOrWhitespaceLength(style, at: $0) }
                if end > start + 1, end < style.count, style[end] == byte { reachable[end + 1] = true }
            case UInt8(ascii: "("):
                let end = run(style, from: start + 1) { index in
                    style[index] == UInt8(ascii: ",") ? 1 : max(PythonText.digitLength(style, at: index), PythonText.whitespaceLength(style, at: index))
                }
                if end > start + 1, end < style.count, style[end] == UInt8(ascii: ")") { reachable[end + 1] = true }
            default:
                let whitespace = PythonText.whitespaceLength(style, at: start)
                if whitespace > 0 { reachable[start + whitespace] = true }
            }
            let firstWord = PythonText.wordLength(style, at: start)
            if firstWord > 0, start + firstWord + 1 < style.count, style[start + firstWord] == UInt8(ascii: "-") {
                let secondWord = PythonText.wordLength(style, at: start + firstWord + 1)
                if secondWord > 0 { reachable[start + firstWord + 1 + secondWord] = true }
            }
        }
        return reachable[style.count]
    }

    /// The length of the word character or white space at `index`, or 0.
    private static func wordOrWhitespaceLength(_ bytes: UnsafeRawBufferPointer, at index: Int) -> Int {
        max(PythonText.wordLength(bytes, at: index), PythonText.whitespaceLength(bytes, at: index))
    }

    /// The length of the name character (`[-\w]`) at `index`, or 0.
    private static func nameLength(_ bytes: UnsafeRawBufferPointer, at index: Int) -> Int {
        bytes[index] == UInt8(ascii: "-") ? 1 : PythonText.wordLength(bytes, at: index)
    }

    /// The declaration `[-\w]+\s*:\s*[^:;]*` at `start`: its property, its value and its end, or `nil`.
    private static func declaration(_ style: UnsafeRawBufferPointer, at start: Int) -> (property: Range<Int>, value: Range<Int>)? {
        let nameEnd = run(style, from: start) { nameLength(style, at: $0) }
        guard nameEnd > start else { return nil }
        let colon = skipWhitespace(style, from: nameEnd)
        guard colon < style.count, style[colon] == UInt8(ascii: ":") else { return nil }
        let valueStart = skipWhitespace(style, from: colon + 1)
        var valueEnd = valueStart
        while valueEnd < style.count, style[valueEnd] != UInt8(ascii: ":"), style[valueEnd] != UInt8(ascii: ";") { valueEnd += 1 }
        return (start..<nameEnd, valueStart..<valueEnd)
    }

    /// Whether nothing but white space is left of `style` once every declaration
    /// (`\s*[-\w]+\s*:\s*[^:;]*;?`) is removed.
    private static func isOnlyDeclarations(_ style: UnsafeRawBufferPointer) -> Bool {
        var index = 0
        while index < style.count {
            if let found = declaration(style, at: skipWhitespace(style, from: index)) {
                index = found.value.upperBound
                if index < style.count, style[index] == UInt8(ascii: ";") { index += 1 }
                continue
            }
            let whitespace = PythonText.whitespaceLength(style, at: index)
            if whitespace == 0 { return false }
            index += whitespace
        }
        return true
    }

    /// The declarations of `style`, as `re.findall(r"([-\w]+)\s*:\s*([^:;]*)", style)` finds them.
    private static func declarations(_ style: UnsafeRawBufferPointer) -> [(Range<Int>, Range<Int>)] {
        var found: [(Range<Int>, Range<Int>)] = []
        var index = 0
        while index < style.count {
            if let declaration = declaration(style, at: index) {
                found.append(declaration)
                index = declaration.value.upperBound
            } else {
                index += 1
            }
        }
        return found
    }

    /// Whether `word` is a colour or size as feedparser's `valid_css_values` reads them:
    /// `#` and lowercase hexadecimal digits, `rgb(…)` of numbers and percentages, or up to
    /// four digits with an optional decimal point and unit.
    private static func isPlainValue(_ word: ArraySlice<UInt8>) -> Bool {
        let word = Array(word)
        return word.withUnsafeBytes { bytes in
            if bytes.first == UInt8(ascii: "#") {
                return bytes.count > 1
                    && bytes.dropFirst().allSatisfy {
                        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0)
                    }
            }
            if bytes.starts(with: "rgb(".utf8) { return isRGBValue(bytes) }
            return isSize(bytes)
        }
    }

    /// Whether `bytes` (starting `rgb(`) matches `rgb\(\d+%?,\d*%?,?\d*%?\)?` to its end.
    private static func isRGBValue(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var index = 4
        func digits() -> Int {
            let start = index
            index = run(bytes, from: index) { PythonText.digitLength(bytes, at: $0) }
            return index - start
        }
        func optional(_ byte: UInt8) {
            if index < bytes.count, bytes[index] == byte { index += 1 }
        }
        guard digits() > 0 else { return false }
        optional(UInt8(ascii: "%"))
        guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { return false }
        index += 1
        _ = digits()
        optional(UInt8(ascii: "%"))
        optional(UInt8(ascii: ","))
        _ = digits()
        optional(UInt8(ascii: "%"))
        optional(UInt8(ascii: ")"))
        return index == bytes.count
    }

    /// Whether `bytes` matches `\d{0,2}\.?\d{0,2}(cm|em|ex|in|mm|pc|pt|px|%|,|\))?` to its end.
    private static func isSize(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var index = 0
        var digitCount = 0
        while index < bytes.count, case let length = PythonText.digitLength(bytes, at: index), length > 0 {
            index += length
            digitCount += 1
        }
        if digitCount > 4 { return false }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            guard digitCount <= 2 else { return false }
            index += 1
            var decimals = 0
            while index < bytes.count, case let length = PythonText.digitLength(bytes, at: index), length > 0 {
                index += length
                decimals += 1
            }
            if decimals > 2 { return false }
        }
        let rest = bytes[index...]
        return rest.isEmpty || units.contains { rest.elementsEqual($0) }
    }
}
