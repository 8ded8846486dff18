#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writing a start tag: feedparser's `unknown_starttag` of the link resolver, then of the
/// sanitizer, and the attribute rules they share.
extension HTMLFragmentPass {
    /// The namespace `<svg>` must declare to be kept.
    private static let svgNamespace: StaticString = "http://www.w3.org/2000/svg"
    /// The namespace `<math>` must declare to be kept.
    private static let mathMLNamespace: StaticString = "http://www.w3.org/1998/Math/MathML"
    /// The namespace declared for `xlink:` attributes inside SVG and MathML.
    private static let xlinkNamespace: StaticString = "http://www.w3.org/1999/xlink"

    /// Writes the start tag of the element whose name, as written, is `name` (`nil`: `???`),
    /// with ``attributes``, as the mode's rules say; returns an outcome when the pass cannot go on.
    mutating func writeStartTag(named name: Range<Int>?) -> Outcome? {
        let tagStart = scratch.count
        appendLowercaseName(name)
        let tagName = tagStart..<scratch.count
        let element = entry(ofScratch: tagName)
        if resolves {
            normalizeAttributes()
            resolveLinks(in: element)
            if escapeValues() { return .needsTwoPasses }
            attributeCountAfterResolving = attributes.count
        }
        if mode == .resolve {
            writeTagStart(tagName, spelledBy: nil)
            for attribute in attributes { writeAttribute(attribute.name, spelledBy: nil, value: scratch.view(attribute.value)) }
            writeTagEnd(isVoid: roles(element).contains(.voidElement))
            return nil
        }
        sanitizeStartTag(element: element, name: tagName)
        return nil
    }

    /// Writes the start tag as feedparser's sanitizer does: kept when the element is on an
    /// allowlist (HTML; MathML inside `<math>`, SVG inside `<svg>`, in SVG's spelling), with its
    /// allowed attributes only, `style` filtered, and links of an unacceptable scheme emptied.
    private mutating func sanitizeStartTag(element: Int32, name: Range<Int>) {
        let roles = roles(element)
        var allowed = HTMLNameRoles.acceptableAttribute
        var isSVG = false
        if !roles.contains(.acceptableElement) || svgDepth > 0 {
            if roles.contains(.removedWithContent) { removedContentDepth += 1 }
            if !isXHTML, lastValue(of: names.xmlns)?.isEmpty ?? true {
                if element == names.svg { appendAttribute(names.xmlns, Self.svgNamespace) }
                if element == names.math { appendAttribute(names.xmlns, Self.mathMLNamespace) }
            }
            if element == names.math, hasAttribute(names.xmlns, equalTo: Self.mathMLNamespace) { mathMLDepth += 1 }
            if element == names.svg, hasAttribute(names.xmlns, equalTo: Self.svgNamespace) { svgDepth += 1 }
            if mathMLDepth > 0, roles.contains(.mathMLElement) {
                allowed = .mathMLAttribute
            } else if svgDepth > 0, roles.contains(.svgElement) {
                allowed = .svgAttribute
                isSVG = true
            } else if !roles.contains(.acceptableElement) {
                return
            }
        }
        if mathMLDepth > 0 || svgDepth > 0, attributes.contains(where: { scratch.view($0.name).starts(with: "xlink:".utf8) }),
            !hasAttribute(names.xmlnsXLink, equalTo: Self.xlinkNamespace)
        {
            appendAttribute(names.xmlnsXLink, Self.xlinkNamespace)
        }
        if !resolves || attributes.count != attributeCountAfterResolving { normalizeAttributes() }
        let valuesAreEscaped = mode == .resolveAndSanitize
        let dropsAnimationValues = isSVG && roles.contains(.svgAnimationElement) && animatesScriptableAttribute(valuesAreEscaped: valuesAreEscaped)
        writeTagStart(name, spelledBy: isSVG ? names.names[Int(element)].svgSpelling : nil)
        for attribute in attributes {
            let attributeRoles = self.roles(attribute.entry)
            var value = attribute.value
            if attribute.entry == names.style && allowed == .acceptableAttribute {
                let kept = HTMLStyleFilter.sanitized(scratch.view(value), insideSVG: svgDepth > 0)
                if kept.isEmpty { continue }
                value = appendToScratch(kept)
            } else {
                guard attributeRoles.contains(allowed) else { continue }
                if dropsAnimationValues && attributeRoles.contains(.svgAnimationValueAttribute) { continue }
                if attribute.entry == names.href, !HTMLURIRules.isKeptAsWritten(scratch.view(value)) { value = value.lowerBound..<value.lowerBound }
            }
            if !valuesAreEscaped { value = appendEscaped(value) }
            if attributeRoles.contains(.uriAttribute), !HTMLURIRules.isSchemeAcceptableToBrowsers(scratch.view(value)) {
                value = value.lowerBound..<value.lowerBound
            }
            writeAttribute(attribute.name, spelledBy: isSVG ? names.names[Int(attribute.entry)].svgSpelling : nil, value: scratch.view(value))
        }
        writeTagEnd(isVoid: roles.contains(.voidElement))
    }

    /// Whether the SVG animation element being written animates an attribute that could run
    /// script (its `attributeName` names a link or an event handler): its values are then dropped.
    private mutating func animatesScriptableAttribute(valuesAreEscaped: Bool) -> Bool {
        guard let name = attributes.last(where: { $0.entry == names.attributeName }) else { return false }
        let value = valuesAreEscaped ? name.value : appendEscaped(name.value)
        return HTMLURIRules.namesScriptableAttribute(scratch.view(value))
    }

    /// Writes `<` and the tag name: `name` in the scratch storage, or `spelling` in the name table.
    private mutating func writeTagStart(_ name: Range<Int>, spelledBy spelling: Range<Int>?) {
        output.append(UInt8(ascii: "<"))
        if let spelling {
            names.withBytes(spelling) { output.append($0) }
        } else {
            output.append(scratch.view(name))
        }
    }

    /// Writes ` name="value"` (the value escaped already), the name from the scratch storage or
    /// spelled as in the name table.
    private mutating func writeAttribute(_ name: Range<Int>, spelledBy spelling: Range<Int>?, value: UnsafeRawBufferPointer) {
        output.append(UInt8(ascii: " "))
        if let spelling {
            names.withBytes(spelling) { output.append($0) }
        } else {
            output.append(scratch.view(name))
        }
        output.append(UInt8(ascii: "="))
        output.append(UInt8(ascii: "\""))
        output.append(value)
        output.append(UInt8(ascii: "\""))
    }

    /// Writes the end of a start tag: ` />` for a void element, else `>`.
    private mutating func writeTagEnd(isVoid: Bool) {
        if isVoid {
            output.append(UInt8(ascii: " "))
            output.append(UInt8(ascii: "/"))
        }
        output.append(UInt8(ascii: ">"))
    }

    /// The value of the last attribute named by `entry`, or `nil`.
    @inline(__always)
    private func lastValue(of entry: Int32) -> UnsafeRawBufferPointer? {
        attributes.last { $0.entry == entry }.map { scratch.view($0.value) }
    }

    /// Whether an attribute named by `entry` has the value `value`.
    @inline(__always)
    private func hasAttribute(_ entry: Int32, equalTo value: StaticString) -> Bool {
        attributes.contains {
            $0.entry == entry && scratch.view($0.value).elementsEqual(UnsafeRawBufferPointer(start: value.utf8Start, count: value.utf8CodeUnitCount))
        }
    }

    /// Adds the attribute named by `entry` with the value `value`.
    private mutating func appendAttribute(_ entry: Int32, _ value: StaticString) {
        let name = scratch.count
        names.withBytes(names.names[Int(entry)].bytes) { scratch.append($0) }
        let valueStart = scratch.count
        scratch.append(value.utf8Start, count: value.utf8CodeUnitCount)
        attributes.append(HTMLAttribute(name: name..<valueStart, value: valueStart..<scratch.count, entry: entry))
    }

    /// feedparser's `normalize_attrs`: one attribute per name (the last one written), in the
    /// order of their names, with the values of `rel` and `type` lowercased.
    private mutating func normalizeAttributes() {
        guard !attributes.isEmpty else { return }
        if attributes.count <= 16 {
            for index in 1..<attributes.count {
                let attribute = attributes[index]
                var position = index
                while position > 0, compareNames(attributes[position - 1], attribute) > 0 {
                    attributes[position] = attributes[position - 1]
                    position -= 1
                }
                attributes[position] = attribute
            }
        } else {
            // Sorted in n log n, equal names in the order written: sorting by insertion, a tag
            // of 50,000 attributes took 0.8 s.
            attributes = attributes.enumerated().sorted { first, second in
                let order = compareNames(first.element, second.element)
                return order != 0 ? order < 0 : first.offset < second.offset
            }.map(\.element)
        }
        var kept = 0
        for index in attributes.indices {
            if index + 1 < attributes.count, compareNames(attributes[index], attributes[index + 1]) == 0 { continue }
            attributes[kept] = attributes[index]
            kept += 1
        }
        attributes.removeLast(attributes.count - kept)
        for index in attributes.indices where attributes[index].entry == names.rel || attributes[index].entry == names.type {
            lowercaseValue(of: index)
        }
    }

    /// Lowercases the value of the attribute at `index` (`str.lower()`).
    private mutating func lowercaseValue(of index: Int) {
        let range = attributes[index].value
        let value = scratch.view(range)
        if PythonText.isASCII(value) {
            for offset in range { scratch.base[offset] = Self.lowercase(scratch.base[offset]) }
            return
        }
        let lowercase = PythonText.lowercased(value)
        let start = scratch.count
        lowercase.withUnsafeBytes { scratch.append($0) }
        attributes[index].value = start..<scratch.count
    }

    /// The order of the names of `first` and `second` (negative, 0, positive), byte by byte.
    @inline(__always)
    private func compareNames(_ first: HTMLAttribute, _ second: HTMLAttribute) -> Int {
        let length = min(first.name.count, second.name.count)
        let order = memcmp(scratch.base + first.name.lowerBound, scratch.base + second.name.lowerBound, length)
        return order != 0 ? Int(order) : first.name.count - second.name.count
    }

    /// Resolves, as feedparser's link resolver does, the attributes of `element` that hold a
    /// link (``HTMLAllowlists/relativeURIAttributes``): the value without surrounding white
    /// space, joined to the base when its result has an acceptable scheme, else kept as written.
    private mutating func resolveLinks(in element: Int32) {
        guard element >= 0, case let bit = names.names[Int(element)].relativeURIElementBit, bit != 0 else { return }
        let base = splitBase ?? HTMLLinkBase(baseURI.map { Array($0.absoluteString.utf8) } ?? [])
        splitBase = base
        for index in attributes.indices {
            let entry = attributes[index].entry
            guard entry >= 0, names.names[Int(entry)].relativeURIElements & bit != 0 else { continue }
            let value = attributes[index].value
            let stripped = PythonText.stripped(scratch.view(value), 0..<value.count)
            let reference = value.lowerBound + stripped.lowerBound..<value.lowerBound + stripped.upperBound
            if !reference.isEmpty, base.bytes.isEmpty || (base.isSplittable && HTMLURIRules.isResolvedAsWritten(scratch.view(reference))) {
                attributes[index].value = reference
                continue
            }
            if !reference.isEmpty {
                let start = scratch.count
                let copy = Array(scratch.view(reference))
                if copy.withUnsafeBytes({ base.appendResolved($0, to: &scratch) }) {
                    attributes[index].value = start..<scratch.count
                    continue
                }
            }
            let resolved = HTMLURIRules.safeAbsoluteURI(base: base.bytes, reference: Array(scratch.view(reference)))
            if !resolved.isEmpty { attributes[index].value = appendToScratch(resolved) }
        }
    }

    /// Appends `bytes` to the scratch storage and returns where they are.
    private mutating func appendToScratch(_ bytes: [UInt8]) -> Range<Int> {
        let start = scratch.count
        bytes.withUnsafeBytes { scratch.append($0) }
        return start..<scratch.count
    }

    /// Escapes every attribute value as feedparser writes attribute values: `>`, `<` and `"` as
    /// `&gt;`, `&lt;` and `&quot;`, and an `&` that starts no reference (`&#1;`, `&#x1;`,
    /// `&name;`) as `&amp;`; returns whether a value
    /// holds `&#39;` or `&#34;`, which feedparser's sanitizer, reading the link resolver's
    /// output, would turn into a quote (``HTMLPrepass``) and read differently.
    private mutating func escapeValues() -> Bool {
        var changesInSecondPass = false
        for index in attributes.indices {
            let range = attributes[index].value
            let value = scratch.view(range)
            guard value.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "\"") })
            else { continue }
            if mode == .resolveAndSanitize, value.indices.contains(where: { HTMLPrepass.quoteReference(value, at: $0) != nil }) {
                changesInSecondPass = true
            }
            attributes[index].value = appendEscaped(range)
        }
        return changesInSecondPass
    }

    /// Appends the value at `range` of the scratch storage escaped (see ``escapeValues()``) and
    /// returns where it is.
    private mutating func appendEscaped(_ range: Range<Int>) -> Range<Int> {
        scratch.reserve(range.count * 6)
        let value = scratch.view(range)
        let start = scratch.count
        var copied = 0
        for index in value.indices {
            let replacement: StaticString
            switch value[index] {
            case UInt8(ascii: ">"): replacement = "&gt;"
            case UInt8(ascii: "<"): replacement = "&lt;"
            case UInt8(ascii: "\""): replacement = "&quot;"
            case UInt8(ascii: "&") where !Self.startsReference(value, at: index): replacement = "&amp;"
            default: continue
            }
            scratch.append(UnsafeRawBufferPointer(rebasing: value[copied..<index]))
            scratch.append(replacement.utf8Start, count: replacement.utf8CodeUnitCount)
            copied = index + 1
        }
        scratch.append(UnsafeRawBufferPointer(rebasing: value[copied...]))
        return start..<scratch.count
    }

    /// Whether the `&` at `index` starts a reference as feedparser's `bare_ampersand` sees one:
    /// `&#` and digits, `&#x` and hexadecimal digits, or word characters, then `;`.
    private static func startsReference(_ value: UnsafeRawBufferPointer, at index: Int) -> Bool {
        var cursor = index + 1
        if cursor < value.count, value[cursor] == UInt8(ascii: "#") {
            var digits = cursor + 1
            while digits < value.count, case let length = PythonText.digitLength(value, at: digits), length > 0 { digits += length }
            if digits > cursor + 1, digits < value.count, value[digits] == UInt8(ascii: ";") { return true }
            if cursor + 1 < value.count, value[cursor + 1] == UInt8(ascii: "x") {
                var hex = cursor + 2
                while hex < value.count, isHexDigit(value[hex]) { hex += 1 }
                if hex > cursor + 2, hex < value.count, value[hex] == UInt8(ascii: ";") { return true }
            }
            return false
        }
        while cursor < value.count, case let length = PythonText.wordLength(value, at: cursor), length > 0 { cursor += length }
        return cursor > index + 1 && cursor < value.count && value[cursor] == UInt8(ascii: ";")
    }
}
