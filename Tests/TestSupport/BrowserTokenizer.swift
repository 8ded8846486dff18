/// HTML read as a browser reads it, after the WHATWG tokenizer (data, tag, attribute,
/// comment, bogus comment, doctype, CDATA and raw-text states), as far as the start tags and
/// their decoded attributes go. Written for the tests to check sanitized HTML, it shares
/// nothing with the sanitizer.
public struct BrowserTokenizer {
    /// A start tag: its lowercase name and its attributes (lowercase names, decoded values,
    /// every one written, the duplicates a browser ignores included).
    public struct StartTag {
        /// The lowercase name.
        public var name: String
        /// The attributes.
        public var attributes: [(name: String, value: String)]
    }

    /// The text.
    private let text: [Unicode.Scalar]
    /// Whether the content of `script`, `style`, `noscript`, `textarea`… is read as text up to
    /// its end tag (a browser with scripting, outside SVG and MathML), or as markup.
    private let readsRawText: Bool

    /// The elements whose content is text up to their end tag.
    private static let rawTextElements: Set<String> = [
        "script", "style", "xmp", "iframe", "noembed", "noframes", "noscript", "textarea", "title",
    ]

    /// A tokenizer of `html`.
    public init(_ html: String, readsRawText: Bool) {
        text = Array(html.unicodeScalars)
        self.readsRawText = readsRawText
    }

    /// The start tags, in order.
    public func startTags() -> [StartTag] {
        var tags: [StartTag] = []
        var index = 0
        while index < text.count {
            guard text[index] == "<", index + 1 < text.count else {
                index += 1
                continue
            }
            let next = text[index + 1]
            if next == "!" {
                index = endOfMarkupDeclaration(from: index + 2)
            } else if next == "?" {
                index = after(">", from: index + 2)
            } else if next == "/" {
                if index + 2 < text.count, text[index + 2].isASCIILetter {
                    var end = readTag(from: index + 2).end
                    end = max(end, index + 3)
                    index = end
                } else if index + 2 < text.count, text[index + 2] == ">" {
                    index += 3
                } else {
                    index = after(">", from: index + 2)
                }
            } else if next.isASCIILetter {
                let (tag, end) = readTag(from: index + 1)
                guard let tag else { return tags }
                tags.append(tag)
                index = end
                if readsRawText, tag.name == "plaintext" { return tags }
                if readsRawText, Self.rawTextElements.contains(tag.name) { index = endOfRawText(named: tag.name, from: index) }
            } else {
                index += 1
            }
        }
        return tags
    }

    /// The index after the first `>` from `start` on, or the end.
    private func after(_ character: Unicode.Scalar, from start: Int) -> Int {
        var index = start
        while index < text.count, text[index] != character { index += 1 }
        return min(index + 1, text.count)
    }

    /// Whether the text at `index` starts with `prefix`, ignoring ASCII case when `ignoringCase`.
    private func starts(with prefix: String, at index: Int, ignoringCase: Bool = false) -> Bool {
        let scalars = Array(prefix.unicodeScalars)
        guard index + scalars.count <= text.count else { return false }
        for (offset, scalar) in scalars.enumerated() {
            let character = text[index + offset]
            if ignoringCase ? character.lowercased != scalar.lowercased : character != scalar { return false }
        }
        return true
    }

    /// The end of the comment, doctype, CDATA section or bogus comment whose `<!` ends at `start`.
    private func endOfMarkupDeclaration(from start: Int) -> Int {
        if starts(with: "--", at: start) {
            let content = start + 2
            if starts(with: ">", at: content) { return content + 1 }
            if starts(with: "->", at: content) { return content + 2 }
            var index = content
            while index < text.count {
                if starts(with: "-->", at: index) { return index + 3 }
                if starts(with: "--!>", at: index) { return index + 4 }
                index += 1
            }
            return text.count
        }
        if !readsRawText, starts(with: "[CDATA[", at: start) {
            var index = start + 7
            while index < text.count, !starts(with: "]]>", at: index) { index += 1 }
            return min(index + 3, text.count)
        }
        return after(">", from: start)
    }

    /// The end of the raw text of element `name` from `start`: the `<` of `</name` followed by
    /// white space, `/` or `>`, or the end.
    private func endOfRawText(named name: String, from start: Int) -> Int {
        var index = start
        while index < text.count {
            if starts(with: "</" + name, at: index, ignoringCase: true) {
                let after = index + 2 + name.unicodeScalars.count
                if after >= text.count || [" ", "\t", "\n", "\u{0C}", "\r", "/", ">"].contains(text[after]) { return index }
            }
            index += 1
        }
        return text.count
    }

    /// Reads the tag whose name starts at `start`: the tag (`nil` when the text ends within it,
    /// which a browser drops) and the index after it.
    private func readTag(from start: Int) -> (tag: StartTag?, end: Int) {
        var index = start
        var name = ""
        while index < text.count, !text[index].isTagWhitespace, text[index] != "/", text[index] != ">" {
            name.unicodeScalars.append(text[index] == "\u{0}" ? "\u{FFFD}" : text[index].lowercased)
            index += 1
        }
        var tag = StartTag(name: name, attributes: [])
        while index < text.count {
            let character = text[index]
            if character.isTagWhitespace || character == "/" {
                index += 1
                continue
            }
            if character == ">" { return (tag, index + 1) }
            var attributeName = String(character == "\u{0}" ? "\u{FFFD}" : character.lowercased)
            index += 1
            while index < text.count, !text[index].isTagWhitespace, text[index] != "/", text[index] != ">", text[index] != "=" {
                attributeName.unicodeScalars.append(text[index] == "\u{0}" ? "\u{FFFD}" : text[index].lowercased)
                index += 1
            }
            while index < text.count, text[index].isTagWhitespace { index += 1 }
            guard index < text.count, text[index] == "=" else {
                tag.attributes.append((attributeName, ""))
                continue
            }
            index += 1
            while index < text.count, text[index].isTagWhitespace { index += 1 }
            guard index < text.count else { return (nil, text.count) }
            var raw: [Unicode.Scalar] = []
            if text[index] == "\"" || text[index] == "'" {
                let quote = text[index]
                index += 1
                while index < text.count, text[index] != quote {
                    raw.append(text[index])
                    index += 1
                }
                guard index < text.count else { return (nil, text.count) }
                index += 1
            } else {
                while index < text.count, !text[index].isTagWhitespace, text[index] != ">" {
                    raw.append(text[index])
                    index += 1
                }
            }
            tag.attributes.append((attributeName, Self.decoded(raw)))
        }
        return (nil, text.count)
    }

    /// The named references the checks need, with what they stand for.
    private static let names: [String: String] = [
        "amp;": "&", "lt;": "<", "gt;": ">", "quot;": "\"", "apos;": "'", "nbsp;": "\u{A0}", "colon;": ":", "Tab;": "\t", "NewLine;": "\n",
        "period;": ".", "plus;": "+", "excl;": "!", "lpar;": "(", "rpar;": ")", "sol;": "/", "semi;": ";", "num;": "#", "equals;": "=",
        "comma;": ",", "fjlig;": "fj", "amp": "&", "lt": "<", "gt": ">", "quot": "\"",
    ]

    /// An attribute value's characters with their character references decoded.
    private static func decoded(_ raw: [Unicode.Scalar]) -> String {
        var value = ""
        var index = 0
        while index < raw.count {
            guard raw[index] == "&" else {
                value.unicodeScalars.append(raw[index] == "\u{0}" ? "\u{FFFD}" : raw[index])
                index += 1
                continue
            }
            if index + 1 < raw.count, raw[index + 1] == "#" {
                var cursor = index + 2
                let hexadecimal = cursor < raw.count && (raw[cursor] == "x" || raw[cursor] == "X")
                if hexadecimal { cursor += 1 }
                let digitsStart = cursor
                var number: UInt32 = 0
                while cursor < raw.count, let digit = hexValue(raw[cursor], hexadecimal) {
                    number = min(number &* (hexadecimal ? 16 : 10) &+ digit, 0x11_0000)
                    cursor += 1
                }
                if cursor > digitsStart {
                    if cursor < raw.count, raw[cursor] == ";" { cursor += 1 }
                    value.unicodeScalars.append(number == 0 ? "\u{FFFD}" : Unicode.Scalar(number) ?? "\u{FFFD}")
                    index = cursor
                    continue
                }
            }
            let rest = String(String.UnicodeScalarView(raw[(index + 1)...]))
            if let (name, replacement) = names.first(where: { rest.hasPrefix($0.key) }),
                name.hasSuffix(";")
                    || !(rest.unicodeScalars.dropFirst(name.unicodeScalars.count).first.map {
                        $0.properties.isAlphabetic || $0 == "=" || ("0"..."9").contains($0)
                    } ?? false)
            {
                value += replacement
                index += 1 + name.unicodeScalars.count
                continue
            }
            value.unicodeScalars.append("&")
            index += 1
        }
        return value
    }

    /// The value of `scalar` as a decimal or hexadecimal digit, or `nil`.
    private static func hexValue(_ scalar: Unicode.Scalar, _ hexadecimal: Bool) -> UInt32? {
        switch scalar {
        case "0"..."9": scalar.value - 48
        case "a"..."f" where hexadecimal: scalar.value - 87
        case "A"..."F" where hexadecimal: scalar.value - 55
        default: nil
        }
    }
}

extension Unicode.Scalar {
    /// Whether the scalar is an ASCII letter.
    fileprivate var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }

    /// Whether the scalar ends a tag name or attribute in a browser: tab, line feed, form feed,
    /// carriage return or space.
    fileprivate var isTagWhitespace: Bool { self == " " || self == "\t" || self == "\n" || self == "\u{0C}" || self == "\r" }

    /// The scalar with ASCII capitals lowercased.
    fileprivate var lowercased: Unicode.Scalar { ("A"..."Z").contains(self) ? Unicode.Scalar(value + 32)! : self }
}
