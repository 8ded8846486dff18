/// Reads a document type declaration, `<!DOCTYPE …>`, as a non-validating processor must:
/// every well-formedness constraint of the internal subset is checked, general and parameter
/// entities and attribute lists are recorded, internal parameter entities are expanded, and
/// nothing external is ever fetched.
///
/// After a reference to a parameter entity that is not read (external or undeclared), later
/// entity and attribute-list declarations are checked but not recorded (XML 1.0 §5.1),
/// unless the document is standalone.
struct DTDParser {
    /// A well-formedness error, at an offset in the declaration's text.
    struct Failure: Error {
        var code: XMLError.Code
        var message: String
        var offset: Int
    }

    /// Text being read: the declaration itself, or a parameter entity's replacement text.
    private struct Source {
        var bytes: [UInt8]
        var position = 0
        /// The parameter entity this text is the replacement of.
        var parameterEntity: Int?
        /// Included inside a declaration (padded with spaces), rather than between declarations.
        var isInsideDeclaration: Bool
    }

    /// A declared parameter entity.
    private struct ParameterEntity {
        var replacement: [UInt8]?
        var isOpen = false
    }

    private var sources: [Source]
    private var parameterEntities: [ParameterEntity] = []
    private var parameterEntityIndex: [[UInt8]: Int] = [:]
    /// The attribute names declared for each element so far (the first declaration of a name
    /// wins): a lookup each, where searching the element's declarations made a list of
    /// thousands take time growing with its square.
    private var declaredAttributeNames: [[UInt8]: Set<[UInt8]>] = [:]
    private let isStandalone: Bool
    private let limits: XMLParserLimits
    /// Whether declarations are still recorded (false after an unread parameter entity).
    private var recordsDeclarations = true
    private var sawParameterEntityReference = false
    private var hasExternalSubset = false
    private var expandedBytes = 0

    /// The declarations read.
    private(set) var definition: DocumentTypeDefinition
    /// The declaration as reported to handlers.
    private(set) var documentType = XMLDocumentType(rootName: "", notations: [])
    /// Processing instructions in the internal subset, in order.
    private(set) var instructions: [(target: [UInt8], data: [UInt8])] = []

    /// Prepares to read `text`, the whole `<!DOCTYPE …>` with line ends already normalised.
    init(text: [UInt8], isStandalone: Bool, limits: XMLParserLimits, definition: DocumentTypeDefinition) {
        sources = [Source(bytes: text, parameterEntity: nil, isInsideDeclaration: false)]
        self.isStandalone = isStandalone
        self.limits = limits
        self.definition = definition
    }

    /// Reads the whole declaration.
    mutating func parse() throws(Failure) {
        try expect("<!DOCTYPE")
        try requireSpace()
        let rootName = try readName("the root element name")
        documentType.rootName = String(decoding: rootName, as: UTF8.self)
        let hadSpace = try skipSpace()
        if hadSpace, let byte = peek(), byte == 0x53 || byte == 0x50 {  // S, P
            let (publicID, systemID) = try readExternalID(systemRequired: true)
            documentType.publicID = publicID.map { String(decoding: $0, as: UTF8.self) }
            documentType.systemID = systemID.map { String(decoding: $0, as: UTF8.self) }
            hasExternalSubset = true
            try skipSpace()
        }
        if peek() == ASCII.openBracket {
            advance()
            try parseDeclarations(untilConditionalEnd: false)
            try skipSpace()
        }
        try expect(">")
        guard sources.count == 1, sources[0].position == sources[0].bytes.count else {
            throw fail(.syntax, "unexpected content after the document type declaration")
        }
        definition.mayHaveUnreadDeclarations = !isStandalone && (hasExternalSubset || sawParameterEntityReference)
    }

    // MARK: Declarations

    /// Reads markup declarations and separators up to `]` (or `]]>` of a conditional section).
    private mutating func parseDeclarations(untilConditionalEnd: Bool) throws(Failure) {
        while true {
            guard let byte = peekInSource() else {
                if sources.count > 1 && !sources[sources.count - 1].isInsideDeclaration {
                    closeSource()
                    continue
                }
                throw fail(.unexpectedEndOfInput, "the internal subset is not closed with ']'")
            }
            switch byte {
            case ASCII.space, ASCII.tab, ASCII.lineFeed, ASCII.carriageReturn:
                advance()
            case ASCII.closeBracket:
                if untilConditionalEnd {
                    try expect("]]>")
                    return
                }
                guard sources.count == 1 else { throw fail(.invalidDeclaration, "']' inside a parameter entity's replacement text") }
                advance()
                return
            case ASCII.percent:
                try parameterEntityBetweenDeclarations()
            case ASCII.lessThan:
                try parseMarkupDeclaration()
            default:
                throw fail(.invalidDeclaration, "unexpected '\(Character(Unicode.Scalar(byte)))' in the internal subset")
            }
        }
    }

    /// Reads one declaration, comment, PI or conditional section starting at `<`.
    private mutating func parseMarkupDeclaration() throws(Failure) {
        let depth = sources.count
        if startsWith("<!--") {
            try parseComment()
        } else if startsWith("<?") {
            try parseProcessingInstruction()
        } else if startsWith("<!ELEMENT") {
            try parseElementDeclaration()
        } else if startsWith("<!ATTLIST") {
            try parseAttributeListDeclaration()
        } else if startsWith("<!ENTITY") {
            try parseEntityDeclaration()
        } else if startsWith("<!NOTATION") {
            try parseNotationDeclaration()
        } else if startsWith("<![") {
            guard isInParameterEntity else {
                throw fail(.invalidDeclaration, "conditional sections are only allowed in external subsets and parameter entities")
            }
            try parseConditionalSection()
        } else {
            throw fail(.invalidDeclaration, "unknown markup declaration")
        }
        if sources.count != depth {
            throw fail(.invalidDeclaration, "a declaration is not properly nested in a parameter entity")
        }
    }

    private mutating func parseComment() throws(Failure) {
        skip(4)
        while true {
            guard let byte = peekInSource() else { throw fail(.unexpectedEndOfInput, "comment not closed") }
            if byte == ASCII.hyphen && startsWith("--") {
                guard startsWith("-->") else { throw fail(.syntax, "'--' is not allowed inside a comment") }
                skip(3)
                return
            }
            advance()
        }
    }

    private mutating func parseProcessingInstruction() throws(Failure) {
        skip(2)
        let target = try readName("a processing instruction target")
        if target.count == 3, target.map(ASCII.lowercased) == Array("xml".utf8) {
            throw fail(.syntax, "the processing instruction target '\(String(decoding: target, as: UTF8.self))' is reserved")
        }
        if target.contains(ASCII.colon) { throw fail(.namespace, "processing instruction target contains a colon") }
        var data: [UInt8] = []
        if !startsWith("?>") {
            guard try skipSpace(expandingReferences: false) else { throw fail(.syntax, "white space must follow the processing instruction target") }
            while !startsWith("?>") {
                guard let byte = peekInSource() else { throw fail(.unexpectedEndOfInput, "processing instruction not closed") }
                data.append(byte)
                advance()
            }
        }
        skip(2)
        instructions.append((target, data))
    }

    private mutating func parseElementDeclaration() throws(Failure) {
        skip(9)
        try requireSpace()
        let name = try readName("an element name")
        try checkQualifiedName(name, "element name")
        try requireSpace()
        if startsWith("EMPTY") {
            skip(5)
        } else if startsWith("ANY") {
            skip(3)
        } else {
            guard peek() == ASCII.openParen else { throw fail(.invalidDeclaration, "expected EMPTY, ANY or a content model") }
            advance()
            try skipSpace()
            if startsWith("#PCDATA") {
                try parseMixedContent()
            } else {
                try parseContentGroup()
            }
        }
        try skipSpace()
        try expect(">")
    }

    /// `(#PCDATA | a | b)*` after the `(`.
    private mutating func parseMixedContent() throws(Failure) {
        skip(7)
        var names = 0
        while true {
            try skipSpace()
            if peek() == ASCII.closeParen {
                advance()
                if peekInSource() == ASCII.asterisk {
                    advance()
                } else if names > 0 {
                    throw fail(.invalidDeclaration, "mixed content with element names must end with ')*'")
                }
                return
            }
            guard peek() == ASCII.verticalBar else { throw fail(.invalidDeclaration, "expected '|' or ')' in mixed content") }
            advance()
            try skipSpace()
            _ = try readName("an element name")
            names += 1
        }
    }

    /// A choice or sequence after its `(`, then its occurrence indicator.
    private mutating func parseContentGroup() throws(Failure) {
        var separator: UInt8? = nil
        while true {
            try skipSpace()
            if peek() == ASCII.openParen {
                advance()
                try skipSpace()
                if startsWith("#PCDATA") { throw fail(.invalidDeclaration, "#PCDATA may only start a mixed content model") }
                try parseContentGroup()
            } else {
                _ = try readName("an element name")
                readOccurrenceIndicator()
            }
            try skipSpace()
            guard let byte = peek() else { throw fail(.unexpectedEndOfInput, "content model not closed") }
            if byte == ASCII.closeParen {
                advance()
                readOccurrenceIndicator()
                return
            }
            guard byte == ASCII.verticalBar || byte == ASCII.comma else {
                throw fail(.invalidDeclaration, "expected '|', ',' or ')' in a content model")
            }
            if let separator, separator != byte { throw fail(.invalidDeclaration, "'|' and ',' mixed in one content group") }
            separator = byte
            advance()
        }
    }

    private mutating func readOccurrenceIndicator() {
        if let byte = peekInSource(), byte == ASCII.question || byte == ASCII.asterisk || byte == ASCII.plus { advance() }
    }

    private mutating func parseAttributeListDeclaration() throws(Failure) {
        skip(9)
        try requireSpace()
        let element = try readName("an element name")
        try checkQualifiedName(element, "element name")
        // The declarations new to the element, added to its list at the end, in place: a copy
        // of the list for each `ATTLIST` made thousands of them take time growing with the square.
        var declared: [AttributeDeclaration] = []
        while true {
            let hadSpace = try skipSpace()
            if peek() == ASCII.greaterThan {
                advance()
                break
            }
            guard hadSpace else { throw fail(.syntax, "white space is required before an attribute definition") }
            let name = try readName("an attribute name")
            let prefixLength = try checkQualifiedName(name, "attribute name")
            try requireSpace()
            let isCDATA = try readAttributeType()
            try requireSpace()
            var defaultValue: [UInt8]? = nil
            if startsWith("#REQUIRED") {
                skip(9)
            } else if startsWith("#IMPLIED") {
                skip(8)
            } else {
                if startsWith("#FIXED") {
                    skip(6)
                    try requireSpace()
                }
                defaultValue = try readAttributeValue()
                if !isCDATA { defaultValue = collapseSpaces(defaultValue!) }
            }
            if recordsDeclarations, declaredAttributeNames[element, default: []].insert(name).inserted {
                declared.append(
                    AttributeDeclaration(
                        name: OwnedBytes(name), prefixLength: prefixLength, isCDATA: isCDATA,
                        defaultValue: defaultValue.map(OwnedBytes.init)))
            }
        }
        if recordsDeclarations, !declared.isEmpty {
            definition.attributeLists[element, default: []].append(contentsOf: declared)
            definition.hasAttributeLists = true
        }
    }

    /// Reads an attribute type; returns whether it is `CDATA`.
    private mutating func readAttributeType() throws(Failure) -> Bool {
        if peek() == ASCII.openParen {
            try readEnumeration(names: false)
            return false
        }
        var keyword: [UInt8] = []
        while let byte = peekInSource(), byte >= 0x41 && byte <= 0x5A { keyword.append(byte); advance() }
        switch String(decoding: keyword, as: UTF8.self) {
        case "CDATA": return true
        case "ID", "IDREF", "IDREFS", "ENTITY", "ENTITIES", "NMTOKEN", "NMTOKENS": return false
        case "NOTATION":
            try requireSpace()
            guard peek() == ASCII.openParen else { throw fail(.invalidDeclaration, "expected '(' after NOTATION") }
            try readEnumeration(names: true)
            return false
        default:
            throw fail(.invalidDeclaration, "unknown attribute type '\(String(decoding: keyword, as: UTF8.self))'")
        }
    }

    /// `( a | b | c )` of names or name tokens.
    private mutating func readEnumeration(names: Bool) throws(Failure) {
        advance()
        while true {
            try skipSpace()
            if names { _ = try readName("a notation name") } else { try readNameToken() }
            try skipSpace()
            guard let byte = peek() else { throw fail(.unexpectedEndOfInput, "enumeration not closed") }
            advance()
            if byte == ASCII.closeParen { return }
            guard byte == ASCII.verticalBar else { throw fail(.invalidDeclaration, "expected '|' or ')' in an enumeration") }
        }
    }

    private mutating func parseEntityDeclaration() throws(Failure) {
        skip(8)
        try requireSpace()
        var isParameter = false
        if peekInSource() == ASCII.percent {
            advance()
            guard try skipSpace(expandingReferences: false) else { throw fail(.syntax, "white space is required after '%' in a parameter entity declaration") }
            isParameter = true
        }
        let name = try readName("an entity name")
        if name.contains(ASCII.colon) { throw fail(.namespace, "entity name '\(String(decoding: name, as: UTF8.self))' contains a colon") }
        try requireSpace()
        var replacement: [UInt8]? = nil
        var isUnparsed = false
        if let quote = peekInSource(), quote == ASCII.doubleQuote || quote == ASCII.singleQuote {
            replacement = try readEntityValue()
        } else {
            _ = try readExternalID(systemRequired: true)
            let hadSpace = try skipSpace()
            if startsWith("NDATA") {
                guard hadSpace, !isParameter else { throw fail(.invalidDeclaration, "misplaced NDATA") }
                skip(5)
                try requireSpace()
                _ = try readName("a notation name")
                isUnparsed = true
            }
        }
        try skipSpace()
        try expect(">")
        guard recordsDeclarations else { return }
        if isParameter {
            if parameterEntityIndex[name] == nil {
                parameterEntityIndex[name] = parameterEntities.count
                parameterEntities.append(ParameterEntity(replacement: replacement))
            }
        } else if definition.entityIndexByName[name] == nil {
            let text = replacement ?? []
            definition.entityIndexByName[name] = definition.entities.count
            definition.entities.append(
                EntityDeclaration(
                    name: name, replacement: OwnedBytes(text), isExternal: replacement == nil, isUnparsed: isUnparsed,
                    isPlainText: !text.contains(ASCII.lessThan) && !text.contains(ASCII.ampersand)))
        }
    }

    private mutating func parseNotationDeclaration() throws(Failure) {
        skip(10)
        try requireSpace()
        let name = try readName("a notation name")
        if name.contains(ASCII.colon) { throw fail(.namespace, "notation name contains a colon") }
        try requireSpace()
        let (publicID, systemID) = try readExternalID(systemRequired: false)
        try skipSpace()
        try expect(">")
        documentType.notations.append(
            XMLDocumentType.Notation(
                name: String(decoding: name, as: UTF8.self),
                publicID: publicID.map { String(decoding: $0, as: UTF8.self) },
                systemID: systemID.map { String(decoding: $0, as: UTF8.self) }))
    }

    /// `<![INCLUDE[ … ]]>` or `<![IGNORE[ … ]]>` (parameter entity text only).
    private mutating func parseConditionalSection() throws(Failure) {
        skip(3)
        try skipSpace()
        let include: Bool
        if startsWith("INCLUDE") {
            skip(7); include = true
        } else if startsWith("IGNORE") {
            skip(6); include = false
        } else {
            throw fail(.invalidDeclaration, "expected INCLUDE or IGNORE")
        }
        try skipSpace()
        try expect("[")
        if include {
            try parseDeclarations(untilConditionalEnd: true)
            return
        }
        var nesting = 1
        while nesting > 0 {
            guard peekInSource() != nil else { throw fail(.unexpectedEndOfInput, "conditional section not closed") }
            if startsWith("<![") { skip(3); nesting += 1 } else if startsWith("]]>") { skip(3); nesting -= 1 } else { advance() }
        }
    }

    // MARK: Parameter entities

    /// A `%name;` where a declaration could start.
    private mutating func parameterEntityBetweenDeclarations() throws(Failure) {
        advance()
        let name = try readName("a parameter entity name")
        try expect(";")
        sawParameterEntityReference = true
        guard let index = parameterEntityIndex[name], let replacement = parameterEntities[index].replacement else {
            if !isStandalone {
                recordsDeclarations = false
            } else if parameterEntityIndex[name] == nil {
                throw fail(.undefinedEntity, "undefined parameter entity '%\(String(decoding: name, as: UTF8.self));'")
            }
            return
        }
        try open(index, replacement, insideDeclaration: false)
    }

    /// Starts reading parameter entity `index`.
    private mutating func open(_ index: Int, _ replacement: [UInt8], insideDeclaration: Bool) throws(Failure) {
        if parameterEntities[index].isOpen { throw fail(.recursiveEntity, "a parameter entity refers to itself") }
        if sources.count > limits.maxEntityNesting { throw fail(.limitExceeded, "parameter entities nested too deep (limit maxEntityNesting)") }
        try countExpansion(replacement.count)
        parameterEntities[index].isOpen = true
        let text = insideDeclaration ? [ASCII.space] + replacement + [ASCII.space] : replacement
        sources.append(Source(bytes: text, parameterEntity: index, isInsideDeclaration: insideDeclaration))
    }

    /// Adds `count` expanded bytes and enforces the total and amplification limits.
    private mutating func countExpansion(_ count: Int) throws(Failure) {
        expandedBytes += count
        if expandedBytes > limits.maxEntityExpansionBytes {
            throw fail(.limitExceeded, "entity expansion in the DTD exceeds \(limits.maxEntityExpansionBytes) bytes (limit maxEntityExpansionBytes)")
        }
        if expandedBytes > limits.entityAmplificationThreshold && expandedBytes / max(sources[0].bytes.count, 1) > limits.maxEntityAmplification {
            throw fail(
                .limitExceeded, "entity expansion in the DTD is more than \(limits.maxEntityAmplification) times its size (limit maxEntityAmplification)")
        }
    }

    private mutating func closeSource() {
        let source = sources.removeLast()
        if let index = source.parameterEntity { parameterEntities[index].isOpen = false }
    }

    /// Whether the text being read comes from a parameter entity, where references may appear
    /// inside declarations.
    private var isInParameterEntity: Bool { sources.count > 1 }

    /// Expands a `%name;` inside a declaration, when that is allowed; returns whether one was expanded.
    private mutating func expandReferenceInsideDeclaration() throws(Failure) -> Bool {
        guard peekInSource() == ASCII.percent, let next = lookahead(1), next != ASCII.space, !ASCII.isWhitespace(next) else { return false }
        guard isInParameterEntity else {
            throw fail(.invalidDeclaration, "parameter entity references may not appear inside declarations in the internal subset")
        }
        advance()
        let name = try readName("a parameter entity name")
        try expect(";")
        guard let index = parameterEntityIndex[name], let replacement = parameterEntities[index].replacement else {
            if !isStandalone { recordsDeclarations = false }
            return false
        }
        try open(index, replacement, insideDeclaration: true)
        return true
    }

    // MARK: Literals

    /// An entity value: character references and parameter entities expanded, general entity
    /// references kept as written (but checked).
    private mutating func readEntityValue() throws(Failure) -> [UInt8] {
        let quote = peekInSource()!
        advance()
        let depth = sources.count
        var value: [UInt8] = []
        while true {
            guard let byte = peekInSource() else {
                if sources.count > depth { closeSource(); continue }
                throw fail(.unexpectedEndOfInput, "entity value not closed")
            }
            if byte == quote && sources.count == depth {
                advance()
                return value
            }
            switch byte {
            case ASCII.percent:
                guard isInParameterEntity || sources.count > depth else {
                    throw fail(.invalidDeclaration, "parameter entity references may not appear inside declarations in the internal subset")
                }
                advance()
                let name = try readName("a parameter entity name")
                try expect(";")
                sawParameterEntityReference = true
                if let index = parameterEntityIndex[name], let replacement = parameterEntities[index].replacement {
                    if parameterEntities[index].isOpen { throw fail(.recursiveEntity, "a parameter entity refers to itself") }
                    try countExpansion(replacement.count)
                    parameterEntities[index].isOpen = true
                    sources.append(Source(bytes: replacement, parameterEntity: index, isInsideDeclaration: true))
                } else if !isStandalone {
                    recordsDeclarations = false
                }
            case ASCII.ampersand:
                if lookahead(1) == ASCII.hash {
                    let scalar = try readCharacterReference()
                    UTF8Writer.append(scalar, to: &value)
                } else {
                    advance()
                    let name = try readName("an entity name")
                    try expect(";")
                    value.append(ASCII.ampersand)
                    value += name
                    value.append(ASCII.semicolon)
                }
            default:
                value.append(byte)
                advance()
            }
        }
    }

    /// A default attribute value, normalised as XML 1.0 §3.3.3 says.
    private mutating func readAttributeValue() throws(Failure) -> [UInt8] {
        guard let quote = peekInSource(), quote == ASCII.doubleQuote || quote == ASCII.singleQuote else {
            throw fail(.syntax, "expected a quoted default value")
        }
        advance()
        var value: [UInt8] = []
        while true {
            guard let byte = peekInSource() else { throw fail(.unexpectedEndOfInput, "default value not closed") }
            advance()
            switch byte {
            case quote:
                return value
            case ASCII.lessThan:
                throw fail(.syntax, "'<' is not allowed in an attribute value")
            case ASCII.ampersand:
                retreat()
                if lookahead(1) == ASCII.hash {
                    UTF8Writer.append(try readCharacterReference(), to: &value)
                } else {
                    advance()
                    let name = try readName("an entity name")
                    try expect(";")
                    try appendEntity(named: name, to: &value, openEntities: [])
                }
            case ASCII.tab, ASCII.lineFeed, ASCII.carriageReturn:
                value.append(ASCII.space)
            default:
                value.append(byte)
            }
        }
    }

    /// Appends the normalised expansion of general entity `name` to an attribute value.
    private mutating func appendEntity(named name: [UInt8], to value: inout [UInt8], openEntities: [Int]) throws(Failure) {
        if let predefined = name.withUnsafeBufferPointer({ PredefinedEntity.scalar(for: $0) }) {
            UTF8Writer.append(predefined, to: &value)
            return
        }
        guard let index = definition.entityIndexByName[name] else {
            if !isStandalone && (hasExternalSubset || sawParameterEntityReference) { return }
            throw fail(.undefinedEntity, "undefined entity '&\(String(decoding: name, as: UTF8.self));' in a default value")
        }
        let entity = definition.entities[index]
        if entity.isExternal || entity.isUnparsed {
            throw fail(.misusedEntity, "entity '\(entity.nameString)' may not be referenced in an attribute value")
        }
        if openEntities.contains(index) { throw fail(.recursiveEntity, "entity '\(entity.nameString)' refers to itself") }
        try countExpansion(entity.replacement.count)
        let text = Array(entity.replacement.buffer)
        var index2 = 0
        while index2 < text.count {
            let byte = text[index2]
            switch byte {
            case ASCII.lessThan:
                throw fail(.syntax, "entity '\(entity.nameString)' puts '<' in an attribute value")
            case ASCII.ampersand:
                guard let semicolon = text[index2...].firstIndex(of: ASCII.semicolon) else {
                    throw fail(.syntax, "malformed reference in entity '\(entity.nameString)'")
                }
                let reference = Array(text[(index2 + 1)..<semicolon])
                if reference.first == ASCII.hash {
                    guard let scalar = parseCharacterReference(reference) else { throw fail(.syntax, "malformed character reference") }
                    UTF8Writer.append(scalar, to: &value)
                } else {
                    try appendEntity(named: reference, to: &value, openEntities: openEntities + [index])
                }
                index2 = semicolon + 1
            case ASCII.tab, ASCII.lineFeed, ASCII.carriageReturn:
                value.append(ASCII.space)
                index2 += 1
            default:
                value.append(byte)
                index2 += 1
            }
        }
    }

    /// `&#…;` at the current position.
    private mutating func readCharacterReference() throws(Failure) -> UInt32 {
        skip(2)
        var digits: [UInt8] = [ASCII.hash]
        while let byte = peekInSource(), byte != ASCII.semicolon, digits.count < 12 { digits.append(byte); advance() }
        try expect(";")
        guard let scalar = parseCharacterReference(digits) else {
            throw fail(.invalidCharacter, "character reference to a character XML does not allow")
        }
        return scalar
    }

    /// The scalar of `#NNN` or `#xHHH`, when it is a valid `Char`.
    private func parseCharacterReference(_ reference: [UInt8]) -> UInt32? {
        var digits = reference.dropFirst()
        var radix: UInt32 = 10
        if digits.first == ASCII.lowercaseX { radix = 16; digits = digits.dropFirst() }
        guard !digits.isEmpty else { return nil }
        var value: UInt32 = 0
        for byte in digits {
            let digit: UInt32
            switch byte {
            case ASCII.digit0...ASCII.digit9: digit = UInt32(byte - ASCII.digit0)
            case 0x61...0x66 where radix == 16: digit = UInt32(byte - 0x61 + 10)
            case 0x41...0x46 where radix == 16: digit = UInt32(byte - 0x41 + 10)
            default: return nil
            }
            value = min(value * radix + digit, 0x11_0000)
        }
        return XMLCharacterRules.isChar(value) ? value : nil
    }

    /// `SYSTEM "uri"`, `PUBLIC "id" "uri"`, or (for notations) `PUBLIC "id"`.
    private mutating func readExternalID(systemRequired: Bool) throws(Failure) -> ([UInt8]?, [UInt8]?) {
        if startsWith("SYSTEM") {
            skip(6)
            try requireSpace()
            return (nil, try readQuoted(publicID: false))
        }
        guard startsWith("PUBLIC") else { throw fail(.invalidDeclaration, "expected SYSTEM or PUBLIC") }
        skip(6)
        try requireSpace()
        let publicID = try readQuoted(publicID: true)
        let hadSpace = try skipSpace(expandingReferences: false)
        if let byte = peekInSource(), byte == ASCII.doubleQuote || byte == ASCII.singleQuote {
            guard hadSpace else { throw fail(.syntax, "white space is required between the public and system identifiers") }
            return (publicID, try readQuoted(publicID: false))
        }
        if systemRequired { throw fail(.invalidDeclaration, "a system identifier must follow the public identifier") }
        return (publicID, nil)
    }

    private mutating func readQuoted(publicID: Bool) throws(Failure) -> [UInt8] {
        guard let quote = peekInSource(), quote == ASCII.doubleQuote || quote == ASCII.singleQuote else {
            throw fail(.syntax, "expected a quoted literal")
        }
        advance()
        var value: [UInt8] = []
        while true {
            guard let byte = peekInSource() else { throw fail(.unexpectedEndOfInput, "literal not closed") }
            advance()
            if byte == quote { break }
            if publicID && !XMLCharacterRules.isPublicIDChar(byte) {
                throw fail(.syntax, "character not allowed in a public identifier")
            }
            value.append(byte)
        }
        if publicID {
            value = collapseSpaces(value.map { ASCII.isWhitespace($0) ? ASCII.space : $0 })
        }
        return value
    }

    // MARK: Reading

    private func peekInSource() -> UInt8? {
        let source = sources[sources.count - 1]
        return source.position < source.bytes.count ? source.bytes[source.position] : nil
    }

    /// The current byte, leaving finished inside-declaration sources first.
    private mutating func peek() -> UInt8? {
        while true {
            if let byte = peekInSource() { return byte }
            guard sources.count > 1, sources[sources.count - 1].isInsideDeclaration else { return nil }
            closeSource()
        }
    }

    private func lookahead(_ offset: Int) -> UInt8? {
        let source = sources[sources.count - 1]
        let index = source.position + offset
        return index < source.bytes.count ? source.bytes[index] : nil
    }

    private mutating func advance() { sources[sources.count - 1].position += 1 }
    private mutating func retreat() { sources[sources.count - 1].position -= 1 }
    private mutating func skip(_ count: Int) { sources[sources.count - 1].position += count }

    private mutating func startsWith(_ literal: StaticString) -> Bool {
        _ = peek()
        let source = sources[sources.count - 1]
        let count = literal.utf8CodeUnitCount
        guard source.position + count <= source.bytes.count else { return false }
        for offset in 0..<count where source.bytes[source.position + offset] != literal.utf8Start[offset] { return false }
        return true
    }

    private mutating func expect(_ literal: StaticString) throws(Failure) {
        guard startsWith(literal) else { throw fail(.syntax, "expected '\(literal)'") }
        skip(literal.utf8CodeUnitCount)
    }

    /// Skips white space (and, inside parameter entity text, parameter entity references).
    @discardableResult
    private mutating func skipSpace(expandingReferences: Bool = true) throws(Failure) -> Bool {
        var skipped = false
        while true {
            guard let byte = expandingReferences ? peek() : peekInSource() else { return skipped }
            if ASCII.isWhitespace(byte) {
                advance()
                skipped = true
            } else if expandingReferences, byte == ASCII.percent, try expandReferenceInsideDeclaration() {
                skipped = true
            } else {
                return skipped
            }
        }
    }

    private mutating func requireSpace() throws(Failure) {
        guard try skipSpace() else { throw fail(.syntax, "white space is required here") }
    }

    /// Reads a `Name`.
    private mutating func readName(_ what: String) throws(Failure) -> [UInt8] {
        _ = peek()
        var name: [UInt8] = []
        let source = sources[sources.count - 1]
        var index = source.position
        while index < source.bytes.count {
            let (scalar, length) = decodeScalar(source.bytes, at: index)
            let allowed = name.isEmpty ? XMLCharacterRules.isNameStart(scalar) : XMLCharacterRules.isNameChar(scalar)
            if !allowed { break }
            name += source.bytes[index..<(index + length)]
            index += length
        }
        if name.isEmpty { throw fail(.invalidName, "expected \(what)") }
        sources[sources.count - 1].position = index
        return name
    }

    /// Reads an `Nmtoken`.
    private mutating func readNameToken() throws(Failure) {
        let source = sources[sources.count - 1]
        var index = source.position
        while index < source.bytes.count {
            let (scalar, length) = decodeScalar(source.bytes, at: index)
            if !XMLCharacterRules.isNameChar(scalar) { break }
            index += length
        }
        if index == source.position { throw fail(.invalidName, "expected a name token") }
        sources[sources.count - 1].position = index
    }

    /// Checks a declared name is a `QName`; returns its prefix length.
    @discardableResult
    private func checkQualifiedName(_ name: [UInt8], _ what: String) throws(Failure) -> Int {
        let colons = name.indices.filter { name[$0] == ASCII.colon }
        guard let colon = colons.first else { return 0 }
        let (scalar, _) = decodeScalar(name, at: min(colon + 1, name.count - 1))
        if colons.count > 1 || colon == 0 || colon == name.count - 1 || !XMLCharacterRules.isNameStart(scalar) {
            throw fail(.namespace, "\(what) '\(String(decoding: name, as: UTF8.self))' is not a qualified name")
        }
        return colon
    }

    private func decodeScalar(_ bytes: [UInt8], at index: Int) -> (UInt32, Int) {
        bytes.withUnsafeBufferPointer { buffer in
            if case .scalar(let scalar, let length) = UTF8Decoding.decode(buffer.baseAddress!, at: index, end: buffer.count) {
                return (scalar, length)
            }
            return (0, 1)
        }
    }

    /// The error, at the current position in the declaration (or at the outermost reference).
    private func fail(_ code: XMLError.Code, _ message: String) -> Failure {
        Failure(code: code, message: message, offset: sources[0].position)
    }
}

/// Trims spaces and collapses runs of them to one, as tokenized attribute types require.
func collapseSpaces(_ value: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(value.count)
    var pendingSpace = false
    for byte in value {
        if byte == ASCII.space {
            pendingSpace = !result.isEmpty
        } else {
            if pendingSpace { result.append(ASCII.space) }
            pendingSpace = false
            result.append(byte)
        }
    }
    return result
}
