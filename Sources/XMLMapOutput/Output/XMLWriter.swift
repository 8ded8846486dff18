import XMLMapKit

/// Writes an XML 1.0 document in UTF-8 straight into an ``OutputBuffer``, tag by tag, and
/// checks as it goes that the document is well-formed and namespace-well-formed: it cannot
/// write one that is not.
///
/// ```swift
/// var xml = XMLWriter(output, style: .pretty)
/// try xml.prefer(prefix: "itunes", for: "http://www.itunes.com/dtds/podcast-1.0.dtd")
/// try xml.declaration()
/// try xml.startElement("rss")
/// try xml.attribute("version", "2.0")
/// try xml.startElement("channel")
/// try xml.element("title", text: "Byte by Byte")
/// try xml.element("author", namespaceURI: "http://www.itunes.com/dtds/podcast-1.0.dtd", text: "Ada")
/// try xml.finish()  // </channel></rss>
/// ```
///
/// - Names are checked against the `Name` production of XML 1.0 and the `QName` of
///   Namespaces in XML (one colon at most, a prefix and a local part on either side).
/// - Text escapes `&`, `<`, `>` and the carriage return; attribute values, always in double
///   quotes, escape `&`, `<`, `"`, tab, line feed and carriage return, so that they read back
///   as written. A value that needs no escape is copied in one go.
/// - Namespaces are declared where they are first needed, with the prefix preferred for them
///   (``prefer(prefix:for:)``), and go out of scope at the end of the element that declares
///   them, as in XML. An element in a namespace with no preferred prefix makes it the default
///   namespace when no default namespace is in scope; otherwise, and for attributes (which a
///   default namespace does not apply to), the namespace gets a generated prefix, `ns1`,
///   `ns2`…, kept for the rest of the document. A root element can declare every namespace up
///   front with ``declareNamespace(_:prefix:)``. The `xml` prefix is always bound, never
///   declared.
/// - Characters XML 1.0 does not allow (control characters other than tab, line feed and
///   carriage return, U+FFFE, U+FFFF), and a comment or processing instruction that would end
///   early, are refused or repaired as ``Strictness`` says.
/// - The structure cannot go wrong: an attribute after content, a second root element, text
///   other than white space outside the root are refused, and ``finish()`` closes every
///   element still open.
///
/// What is refused throws an ``XMLWriterError`` naming the mistake and the element path, and
/// a method that throws writes nothing: the document can still be finished.
public struct XMLWriter {
    /// How the document is laid out.
    public enum Style: Sendable {
        /// Two spaces a level, each element, comment and processing instruction on a line of
        /// its own, and a line feed at the end. An element holding text keeps all its content
        /// on its line (`<title>Hi</title>`): white space added there would change the text.
        case pretty
        /// No white space added at all.
        case compact
    }

    /// How an element with nothing in it is written.
    public enum EmptyElementTag: Sendable {
        /// `<a/>` (the default).
        case selfClosing
        /// `<a />`, as XMLCoder writes it.
        case selfClosingWithSpace
        /// `<a></a>`.
        case startAndEndTags
    }

    /// What happens to values XML cannot hold as they are. Names, namespaces and the
    /// document's structure are checked the same in both modes: a mistake there throws.
    public enum Strictness: Sendable {
        /// The value is refused: the method throws an ``XMLWriterError``.
        case strict
        /// The value is repaired and the repair recorded in ``XMLWriter/issues``: characters XML
        /// 1.0 does not allow are left out; a comment's `--` and final `-` are broken up with a
        /// space (`- -`, `- `), and so is a processing instruction's `?>` (`? >`).
        case lenient
    }

    /// Where the document goes.
    public let output: OutputBuffer
    /// The layout.
    public let style: Style
    /// Whether values XML cannot hold are refused or repaired.
    public let strictness: Strictness
    /// What lenient mode repaired, one issue for each value repaired, in the order written.
    public internal(set) var issues: [XMLWriterError] = []
    /// How many elements are open.
    public var depth: Int { openElements.count }
    /// One level of indentation in pretty style (default: two spaces). Set before writing.
    public var indentation = "  "
    /// Whether ``finish()`` ends the last line in pretty style (default `true`).
    public var endsWithLineFeed = true
    /// How an element with nothing in it is written (default: `<a/>`).
    public var emptyElementTag = EmptyElementTag.selfClosing

    /// The open elements, outermost first: their qualified names, and how many namespace
    /// declarations were in scope before theirs.
    private var openElements: [(name: String, scopeCount: Int)] = []
    /// The start tag being written, until its `>` or `/>`: attributes may still be added.
    /// Its arrays are kept from tag to tag, so that writing one allocates nothing.
    private var startTag = StartTag()
    /// Names resolved before, while the namespaces in scope stay as they were.
    private var resolvedNames = ResolvedNameCache()
    /// The namespaces in scope and the prefixes preferred for them.
    private var namespaces = XMLNamespaceScope()
    /// The depth of the outermost open element holding text, inside which nothing is laid out.
    private var textDepth: Int?
    /// Whether anything was written: the XML declaration can only come first.
    private var hasStarted = false
    /// Whether the root element was started.
    private var hasRoot = false
    /// Whether ``finish()`` was called.
    private var isFinished = false

    /// What a start tag being written holds so far.
    private struct StartTag {
        /// Whether a start tag is being written: attributes may still be added.
        var isOpen = false
        /// The prefixes its names use and its declarations bind (empty: the default namespace),
        /// which a declaration on it cannot bind anew.
        var prefixes: [String] = []
        /// Its attributes' namespace URIs and local names, which must differ.
        var attributes: [(namespaceURI: String, localName: Substring)] = []
    }

    /// A name resolved to the qualified name it is written with: a class, so that the names a
    /// document writes over and over are shared, not copied field by field
    /// (``ResolvedNameCache``).
    final class ResolvedName {
        /// The name as written, prefix included.
        let qualifiedName: String
        /// Its prefix, empty when none.
        let prefix: String
        /// Its namespace URI, empty when none.
        let namespaceURI: String
        /// Its local name.
        let localName: Substring
        /// Whether the prefix (or the default namespace) must be declared on the start tag.
        let declares: Bool

        /// A resolved name.
        init(qualifiedName: String, prefix: String, namespaceURI: String, localName: Substring, declares: Bool) {
            self.qualifiedName = qualifiedName
            self.prefix = prefix
            self.namespaceURI = namespaceURI
            self.localName = localName
            self.declares = declares
        }
    }

    /// A writer into `output`.
    public init(_ output: OutputBuffer, style: Style = .pretty, strictness: Strictness = .strict) {
        self.output = output
        self.style = style
        self.strictness = strictness
    }

    // MARK: Document

    /// Writes the XML declaration, `<?xml version="1.0" encoding="UTF-8"?>`, with
    /// `standalone="yes"` or `"no"` when `standalone` is given. Version and encoding are what
    /// this writer writes: XML 1.0 in UTF-8. It must come first.
    public mutating func declaration(standalone: Bool? = nil) throws {
        guard !hasStarted else { throw failure(.misplacedContent, "the XML declaration must come first in the document") }
        hasStarted = true
        output.append(#"<?xml version="1.0" encoding="UTF-8""#)
        if let standalone { output.append(standalone ? #" standalone="yes""# : #" standalone="no""#) }
        output.append("?>")
    }

    /// Closes every element still open and, in pretty style, ends the last line. Throws when
    /// no element was ever started: a document needs a root element.
    public mutating func finish() throws {
        guard hasRoot else { throw failure(.misplacedContent, "no element was written: a document needs a root element") }
        while !openElements.isEmpty { try endElement() }
        if style == .pretty, endsWithLineFeed, !isFinished { output.append(0x0A) }
        isFinished = true
    }

    // MARK: Namespaces

    /// Makes `prefix` the prefix of the namespace `namespaceURI` (`nil`: makes it the default
    /// namespace of the elements in it) wherever it is declared from now on. Throws when the
    /// prefix is not an XML name without a colon, is `xml` or `xmlns`, or the URI is empty or
    /// theirs.
    public mutating func prefer(prefix: String?, for namespaceURI: String) throws {
        try checkDeclaration(prefix ?? "", namespaceURI, undeclares: false)
        namespaces.preferredPrefixes[namespaceURI] = prefix ?? ""
    }

    /// The namespace URI `prefix` is bound to where the writer is (`""` for the default
    /// namespace when none is declared), `nil` when it is not bound.
    public func namespaceURI(forPrefix prefix: String) -> String? {
        namespaces.uri(for: prefix)
    }

    /// Whether a prefix is preferred for `namespaceURI` (or it is the `xml` prefix's).
    func hasPreferredPrefix(for namespaceURI: String) -> Bool {
        namespaceURI == XMLNamespaceScope.xmlNamespace || namespaces.preferredPrefixes[namespaceURI] != nil
    }

    /// Declares `namespaceURI` bound to `prefix` (`nil`: as the default namespace, `""` to
    /// undeclare it) on the start tag just written, unless that binding is in scope already:
    /// how a root element declares every namespace of the document up front. Throws after
    /// content (there is no start tag to add it to), when the prefix is already used or bound
    /// to another namespace on this tag, and as ``prefer(prefix:for:)``.
    public mutating func declareNamespace(_ namespaceURI: String, prefix: String? = nil) throws {
        guard startTag.isOpen else { throw failure(.misplacedContent, "a namespace can only be declared on a start tag, before any content") }
        let prefix = prefix ?? ""
        try checkDeclaration(prefix, namespaceURI, undeclares: prefix.isEmpty && namespaceURI.isEmpty)
        guard namespaces.uri(for: prefix) != namespaceURI else { return }
        guard !startTag.prefixes.contains(prefix) else {
            let what = prefix.isEmpty ? "the default namespace" : "the prefix '\(prefix)'"
            throw failure(.namespace, "\(what) is already used or declared on this start tag, for another namespace")
        }
        writeDeclaration(prefix, namespaceURI)
        startTag.prefixes.append(prefix)
    }

    /// Declares the namespace an attribute named `name` declares, when it is `xmlns` or
    /// `xmlns:prefix` (as a tree read from a document or an encoded value holds its
    /// declarations), and returns `true`; returns `false` for any other attribute.
    mutating func declareNamespace(ifDeclaredBy name: String, _ namespaceURI: String) throws -> Bool {
        guard let prefix = Self.namespacePrefix(declaredBy: name) else { return false }
        try declareNamespace(namespaceURI, prefix: prefix.isEmpty ? nil : prefix)
        return true
    }

    // MARK: Elements and attributes

    /// Writes the start tag of an element. With no `namespaceURI`, `name` is written as it is
    /// (`"dc:creator"`, `"title"`), its prefix bound in scope, an unprefixed name in the
    /// default namespace in scope; with one, `name` is a local name the writer prefixes, and
    /// declares its namespace if it is not in scope (`""`: in no namespace, undeclaring the
    /// default namespace if one is in scope). Attributes and declarations can follow until
    /// content does.
    public mutating func startElement(_ name: String, namespaceURI: String? = nil) throws {
        try checkNotFinished()
        guard !hasRoot || !openElements.isEmpty else { throw failure(.misplacedContent, "<\(name)> would be a second root element") }
        writeStartTag(try resolve(name, namespaceURI, isAttribute: false))
    }

    /// Writes the start tag of an element named as written (`"a:item"`, `"item"`) with its
    /// attributes as written, in their order, its namespace declarations among them (`xmlns`,
    /// `xmlns:p`) and in scope for its own name and every attribute's, as in a document read
    /// with names as written (the generic mapper's, xmltodict's `unparse`). Every declaration
    /// is written, one already in scope too, so that the tag reads back as given. Throws as
    /// ``startElement(_:namespaceURI:)``, ``declareNamespace(_:prefix:)`` and
    /// ``attribute(_:_:namespaceURI:)`` do, before writing anything.
    public mutating func startElement(_ name: String, attributes: [(name: String, value: String)]) throws {
        try checkNotFinished()
        guard !hasRoot || !openElements.isEmpty else { throw failure(.misplacedContent, "<\(name)> would be a second root element") }
        var declarations: [(prefix: String, namespaceURI: String)] = []
        for attribute in attributes {
            guard let prefix = Self.namespacePrefix(declaredBy: attribute.name) else { continue }
            try checkDeclaration(prefix, attribute.value, undeclares: prefix.isEmpty && attribute.value.isEmpty)
            guard !declarations.contains(where: { $0.prefix == prefix }) else {
                throw failure(
                    .namespace,
                    prefix.isEmpty ? "the default namespace is declared twice on <\(name)>" : "the prefix '\(prefix)' is declared twice on <\(name)>")
            }
            declarations.append((prefix, attribute.value))
        }
        let scopeCount = namespaces.count
        for declaration in declarations { namespaces.bind(declaration.prefix, to: declaration.namespaceURI) }
        let resolved: ResolvedName
        do {
            resolved = try resolveAnew(name, nil, isAttribute: false)
            try checkAttributes(attributes)
        } catch {
            namespaces.unwind(to: scopeCount)
            throw error
        }
        namespaces.unwind(to: scopeCount)
        writeStartTag(resolved)
        for declaration in declarations {
            namespaces.bind(declaration.prefix, to: declaration.namespaceURI)
            if !startTag.prefixes.contains(declaration.prefix) { startTag.prefixes.append(declaration.prefix) }
        }
        // Every declaration in scope is written, after a refused attribute too.
        var refusal: (any Error)?
        for attribute in attributes {
            if let prefix = Self.namespacePrefix(declaredBy: attribute.name) {
                appendDeclaration(prefix, attribute.value)
            } else if refusal == nil {
                do { try self.attribute(attribute.name, attribute.value) } catch { refusal = error }
            }
        }
        if let refusal { throw refusal }
    }

    /// Throws what writing `attributes` (not declarations) on one start tag would throw, with
    /// the tag's declarations in scope: a name that is not a name or whose prefix is not bound,
    /// two with one name, in strict mode a value with a character XML does not allow.
    private mutating func checkAttributes(_ attributes: [(name: String, value: String)]) throws {
        var seen: [(namespaceURI: String, localName: Substring)] = []
        for attribute in attributes where Self.namespacePrefix(declaredBy: attribute.name) == nil {
            let resolved = try resolveAnew(attribute.name, nil, isAttribute: true)
            guard !seen.contains(where: { $0.namespaceURI == resolved.namespaceURI && $0.localName == resolved.localName }) else {
                throw failure(.duplicateAttribute, "the element would have the attribute '\(resolved.qualifiedName)' twice")
            }
            seen.append((resolved.namespaceURI, resolved.localName))
            if strictness == .strict, Self.withUTF8(attribute.value, Self.firstDisallowedCharacter) != nil {
                throw failure(.invalidCharacter, "\(ContentKind.attributeValue) holds a character XML 1.0 does not allow")
            }
        }
    }

    /// The prefix an attribute named `name` declares: `"p"` for `xmlns:p`, `""` for `xmlns`
    /// (the default namespace), `nil` for an attribute that is not a namespace declaration.
    public static func namespacePrefix(declaredBy name: String) -> String? {
        if name == "xmlns" { return "" }
        // `xmlns:` with nothing after it declares nothing: it is refused as a name.
        return name.hasPrefix("xmlns:") && name.utf8.count > 6 ? String(name.dropFirst(6)) : nil
    }

    /// Writes `<` and the name `resolved`, its declaration when it needs one, and opens the
    /// element and its start tag.
    private mutating func writeStartTag(_ resolved: ResolvedName) {
        beginMarkup()
        output.append(UInt8(ascii: "<"))
        output.append(resolved.qualifiedName)
        openElements.append((resolved.qualifiedName, namespaces.count))
        startTag.isOpen = true
        if startTag.prefixes.count == 1 {
            startTag.prefixes[0] = resolved.prefix
        } else {
            startTag.prefixes.removeAll(keepingCapacity: true)
            startTag.prefixes.append(resolved.prefix)
        }
        if !startTag.attributes.isEmpty { startTag.attributes.removeAll(keepingCapacity: true) }
        if resolved.declares { writeDeclaration(resolved.prefix, resolved.namespaceURI) }
        hasRoot = true
    }

    /// Writes an attribute of the start tag just written; throws after content. With no
    /// `namespaceURI`, `name` is written as it is (`"xml:lang"`, `"href"`), its prefix bound
    /// in scope, an unprefixed name in no namespace; with one, `name` is a local name the
    /// writer prefixes (never with the default namespace, which does not apply to attributes),
    /// and declares its namespace if it is not in scope.
    public mutating func attribute(_ name: String, _ value: String, namespaceURI: String? = nil) throws {
        let resolved = try attributeName(name, namespaceURI)
        try withWritable(value, as: .attributeValue) { writer, bytes in
            writer.writeAttribute(resolved) { $0.escape(bytes, inAttribute: true) }
        }
    }

    /// `name` resolved as an attribute of the start tag just written; throws after content,
    /// and when the tag has the attribute already.
    mutating func attributeName(_ name: String, _ namespaceURI: String?) throws -> ResolvedName {
        guard startTag.isOpen else { throw failure(.misplacedContent, "the attribute '\(name)' must follow a start tag, before any content") }
        let resolved = try resolve(name, namespaceURI, isAttribute: true)
        guard !startTag.attributes.contains(where: { $0.namespaceURI == resolved.namespaceURI && $0.localName == resolved.localName }) else {
            throw failure(.duplicateAttribute, "the element already has the attribute '\(resolved.qualifiedName)'")
        }
        return resolved
    }

    /// Writes the attribute `resolved` (from ``attributeName(_:_:)``), its value written by
    /// `writeValue` between the quotes.
    mutating func writeAttribute(_ resolved: ResolvedName, value writeValue: (inout XMLWriter) -> Void) {
        if resolved.declares { writeDeclaration(resolved.prefix, resolved.namespaceURI) }
        if !resolved.prefix.isEmpty { startTag.prefixes.append(resolved.prefix) }
        startTag.attributes.append((resolved.namespaceURI, resolved.localName))
        output.append(UInt8(ascii: " "))
        output.append(resolved.qualifiedName)
        output.append("=\"")
        writeValue(&self)
        output.append(UInt8(ascii: "\""))
    }

    /// Ends the innermost open element: `<a/>` when nothing was written into it. Throws when
    /// no element is open.
    public mutating func endElement() throws {
        guard let element = openElements.popLast() else { throw failure(.misplacedContent, "no element is open to end") }
        let wasEmpty = startTag.isOpen
        if startTag.isOpen, emptyElementTag != .startAndEndTags {
            startTag.isOpen = false
            output.append(emptyElementTag == .selfClosing ? "/>" : " />")
        } else {
            closeStartTag()
            if style == .pretty, textDepth == nil, !wasEmpty { newLine(indentation: openElements.count) }
            output.append("</")
            output.append(element.name)
            output.append(UInt8(ascii: ">"))
        }
        if textDepth == openElements.count + 1 { textDepth = nil }
        namespaces.unwind(to: element.scopeCount)
    }

    /// Writes an element holding `text` (`<title>Hi</title>`; `<title/>` when empty), named
    /// as ``startElement(_:namespaceURI:)`` names it.
    public mutating func element(_ name: String, namespaceURI: String? = nil, text: String) throws {
        try withWritable(text, as: .text) { writer, bytes in
            try writer.startElement(name, namespaceURI: namespaceURI)
            if !bytes.isEmpty {
                writer.beginText()
                writer.escape(bytes, inAttribute: false)
            }
            try writer.endElement()
        }
    }

    /// Writes an element whose text `writeText` writes straight into ``output``: bytes that
    /// need no escaping and hold no character XML refuses, like a number or a date. Nothing
    /// written leaves `<a></a>`.
    mutating func element(_ name: String, namespaceURI: String?, text writeText: (inout XMLWriter) -> Void) throws {
        try startElement(name, namespaceURI: namespaceURI)
        beginText()
        writeText(&self)
        try endElement()
    }

    // MARK: Content

    /// Writes text, escaped. Outside the root element only white space can be written (as it
    /// is); anything else throws.
    public mutating func text(_ text: String) throws {
        try checkNotFinished()
        try withWritable(text, as: .text) { writer, bytes in
            guard !writer.openElements.isEmpty else {
                guard bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) else {
                    throw writer.failure(.misplacedContent, "text outside the root element: only white space can be there")
                }
                if !bytes.isEmpty { writer.hasStarted = true }
                writer.output.append(bytes)
                return
            }
            guard !bytes.isEmpty else { return }
            writer.beginText()
            writer.escape(bytes, inAttribute: false)
        }
    }

    /// Ends the start tag being written as text would, writing none: the element then ends
    /// with an end tag (`<a></a>`) even when nothing is written into it, and what is written
    /// into it is not laid out (mixed content keeps its white space). Throws outside an
    /// element.
    public mutating func startText() throws {
        try checkNotFinished()
        guard !openElements.isEmpty else { throw failure(.misplacedContent, "text outside the root element") }
        beginText()
    }

    /// Writes a document type declaration, `<!DOCTYPE name PUBLIC "publicID" "systemID">` (or
    /// `SYSTEM "systemID"` without a public identifier, or neither), before the root element.
    /// Throws after the root element has started, when `rootElement` is not an XML name, when
    /// the public identifier holds a character it cannot, or the system identifier both
    /// quotes.
    public mutating func documentType(rootElement: String, publicID: String? = nil, systemID: String? = nil) throws {
        try checkNotFinished()
        guard !hasRoot else { throw failure(.misplacedContent, "the document type declaration must come before the root element") }
        guard XMLNameSyntax.split(rootElement) != nil else { throw failure(.invalidName, "'\(rootElement)' is not an XML name") }
        if let publicID, !publicID.unicodeScalars.allSatisfy(Self.isPublicIDCharacter) || systemID == nil {
            throw failure(.syntax, "a public identifier needs a system identifier, and only letters, digits, white space and -'()+,./:=?;!*#@$_% ")
        }
        if let systemID, systemID.contains("\""), systemID.contains("'") {
            throw failure(.syntax, "a system identifier cannot hold both kinds of quotes")
        }
        beginMarkup()
        output.append("<!DOCTYPE ")
        output.append(rootElement)
        if let publicID {
            output.append(" PUBLIC \"")
            output.append(publicID)
            output.append(UInt8(ascii: "\""))
        } else if systemID != nil {
            output.append(" SYSTEM")
        }
        if let systemID {
            let quote = systemID.contains("\"") ? "'" : "\""
            output.append(" " + quote)
            output.append(systemID)
            output.append(quote)
        }
        output.append(UInt8(ascii: ">"))
    }

    /// XML 1.0's `PubidChar`.
    private static func isPublicIDCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", " ", "\r", "\n": return true
        default: return "-'()+,./:=?;!*#@$_%".unicodeScalars.contains(scalar)
        }
    }

    /// Writes a CDATA section: a `]]>` in `text` is split across two (`]]]]><![CDATA[>`), and
    /// a carriage return, which a section cannot keep, is written between two as `&#13;`.
    /// Throws outside the root element.
    public mutating func cdata(_ text: String) throws {
        try checkNotFinished()
        guard !openElements.isEmpty else { throw failure(.misplacedContent, "a CDATA section outside the root element") }
        try withWritable(text, as: .cdata) { writer, bytes in
            writer.beginText()
            writer.writeCDATA(bytes)
        }
    }

    /// Writes a comment, `<!--text-->`. A `--` or a final `-` in `text` would end it early or
    /// make it ill-formed: refused, or broken up with a space, as ``Strictness`` says. Line
    /// ends read back normalised (a carriage return as a line feed): XML cannot escape them
    /// there.
    public mutating func comment(_ text: String) throws {
        try checkNotFinished()
        try withWritable(text, as: .comment) { writer, bytes in
            writer.beginMarkup()
            writer.output.append("<!--")
            writer.output.append(bytes)
            writer.output.append("-->")
        }
    }

    /// Writes a processing instruction, `<?target data?>`. The target is an XML name without
    /// a colon and not `xml` in any case (the declaration's, see ``declaration(standalone:)``);
    /// a `?>` in `data` is refused, or broken up with a space, as ``Strictness`` says. White
    /// space at the start of `data` reads back as the separator, not as data.
    public mutating func processingInstruction(target: String, data: String = "") throws {
        try checkNotFinished()
        guard XMLNameSyntax.isNCName(target[...]), target.lowercased() != "xml" else {
            throw failure(.invalidName, "'\(target)' is not a processing instruction target: an XML name without a colon, not 'xml'")
        }
        try withWritable(data, as: .processingInstruction) { writer, bytes in
            writer.beginMarkup()
            writer.output.append("<?")
            writer.output.append(target)
            if !bytes.isEmpty {
                writer.output.append(UInt8(ascii: " "))
                writer.output.append(bytes)
            }
            writer.output.append("?>")
        }
    }

    // MARK: Names and namespaces

    /// How `name` is written, and whether its namespace must be declared (see
    /// ``startElement(_:namespaceURI:)`` and ``attribute(_:_:namespaceURI:)``).
    private mutating func resolve(_ name: String, _ namespaceURI: String?, isAttribute: Bool) throws -> ResolvedName {
        if let resolved = resolvedNames.lookup(name, namespaceURI, isAttribute: isAttribute, scope: namespaces.generation) { return resolved }
        let resolved = try resolveAnew(name, namespaceURI, isAttribute: isAttribute)
        if !resolved.declares { resolvedNames.store(resolved, for: name, namespaceURI, isAttribute: isAttribute, scope: namespaces.generation) }
        return resolved
    }

    /// ``resolve(_:_:isAttribute:)`` for a name not resolved in this scope before.
    private mutating func resolveAnew(_ name: String, _ namespaceURI: String?, isAttribute: Bool) throws -> ResolvedName {
        guard !(isAttribute && name == "xmlns" && namespaceURI?.isEmpty != false) else {
            throw failure(.namespace, "'xmlns' would declare the default namespace: declare namespaces with declareNamespace(_:prefix:)")
        }
        guard let namespaceURI else {
            guard let (prefix, localName) = XMLNameSyntax.split(name) else {
                throw failure(.invalidName, "'\(name)' is not an XML name, or has more than one colon or an empty prefix or local part")
            }
            guard prefix != "xmlns" else {
                throw failure(.namespace, "'\(name)' has the prefix 'xmlns': declare namespaces with declareNamespace(_:prefix:)")
            }
            guard let uri = isAttribute && prefix.isEmpty ? "" : namespaces.uri(for: String(prefix)) else {
                throw failure(.namespace, "the prefix of '\(name)' is not declared")
            }
            return ResolvedName(qualifiedName: name, prefix: String(prefix), namespaceURI: uri, localName: localName, declares: false)
        }
        guard XMLNameSyntax.isNCName(name[...]) else {
            throw failure(.invalidName, "'\(name)' is not an XML name without a colon, as a name given with its namespace must be")
        }
        guard !namespaceURI.isEmpty else {
            let undeclares = !isAttribute && namespaces.uri(for: "") != ""
            return ResolvedName(qualifiedName: name, prefix: "", namespaceURI: "", localName: name[...], declares: undeclares)
        }
        try checkNamespace(namespaceURI)
        if let prefix = namespaces.prefix(for: namespaceURI, allowsDefault: !isAttribute) {
            return ResolvedName(qualifiedName: Self.qualified(prefix, name), prefix: prefix, namespaceURI: namespaceURI, localName: name[...], declares: false)
        }
        let taken = isAttribute && startTag.isOpen ? startTag.prefixes : []
        var prefix = namespaces.preferredPrefixes[namespaceURI].flatMap { isAttribute && $0.isEmpty || taken.contains($0) ? nil : $0 }
        if prefix == nil, !isAttribute, namespaces.uri(for: "") == "" { prefix = "" }
        let declared = prefix ?? namespaces.generatePrefix(for: namespaceURI, avoiding: taken)
        return ResolvedName(qualifiedName: Self.qualified(declared, name), prefix: declared, namespaceURI: namespaceURI, localName: name[...], declares: true)
    }

    /// `prefix:name`, or `name` when the prefix is empty.
    private static func qualified(_ prefix: String, _ name: String) -> String {
        prefix.isEmpty ? name : prefix + ":" + name
    }

    /// Throws unless `prefix` can be bound to `namespaceURI`: an XML name without a colon, not
    /// `xml` or `xmlns`, to a URI that is not empty (unless it `undeclares` the default
    /// namespace) and not theirs.
    private func checkDeclaration(_ prefix: String, _ namespaceURI: String, undeclares: Bool) throws {
        guard prefix.isEmpty || XMLNameSyntax.isNCName(prefix[...]) else {
            throw failure(.invalidName, "'\(prefix)' is not a prefix: an XML name without a colon")
        }
        guard prefix != "xml", prefix != "xmlns" else { throw failure(.namespace, "the prefix '\(prefix)' is reserved and never declared") }
        guard !namespaceURI.isEmpty || undeclares else {
            throw failure(.namespace, "a namespace URI cannot be empty, except to undeclare the default namespace")
        }
        guard namespaceURI != XMLNamespaceScope.xmlNamespace else { throw failure(.namespace, "the namespace '\(namespaceURI)' is the 'xml' prefix's alone") }
        try checkNamespace(namespaceURI)
    }

    /// Throws when `namespaceURI` is the `xmlns` prefix's, which no name may be in, or holds a
    /// character XML does not allow (refused in lenient mode too: a namespace repaired would
    /// be another).
    private func checkNamespace(_ namespaceURI: String) throws {
        guard namespaceURI != XMLNamespaceScope.xmlnsNamespace else { throw failure(.namespace, "no name can be in the namespace '\(namespaceURI)'") }
        guard Self.withUTF8(namespaceURI, Self.firstDisallowedCharacter) == nil else {
            throw failure(.invalidCharacter, "the namespace '\(namespaceURI)' holds a character XML 1.0 does not allow")
        }
    }

    /// Writes ` xmlns:prefix="uri"` (` xmlns="uri"` for the default namespace) into the start
    /// tag, and brings the binding in scope until the element ends.
    private mutating func writeDeclaration(_ prefix: String, _ namespaceURI: String) {
        appendDeclaration(prefix, namespaceURI)
        namespaces.bind(prefix, to: namespaceURI)
    }

    /// Writes ` xmlns:prefix="uri"` (` xmlns="uri"` for the default namespace) into the start
    /// tag.
    private mutating func appendDeclaration(_ prefix: String, _ namespaceURI: String) {
        output.append(" xmlns")
        if !prefix.isEmpty {
            output.append(UInt8(ascii: ":"))
            output.append(prefix)
        }
        output.append("=\"")
        Self.withUTF8(namespaceURI) { escape($0, inAttribute: true) }
        output.append(UInt8(ascii: "\""))
    }

    // MARK: Layout

    /// Readies the writer for an element, comment or processing instruction: ends the start
    /// tag being written, and starts a new line unless the content here is not laid out.
    private mutating func beginMarkup() {
        closeStartTag()
        if style == .pretty, textDepth == nil, hasStarted { newLine(indentation: openElements.count) }
        hasStarted = true
    }

    /// Lays out nothing inside the innermost open element from here to its end: its content
    /// is written as given, white space included (what a tree read from a document holds, or
    /// an element whose text follows its child elements, where added white space would be
    /// part of the text).
    public mutating func keepContentAsGiven() {
        if textDepth == nil { textDepth = openElements.count }
    }

    /// Readies the writer for text in the innermost element: ends the start tag being
    /// written, and stops laying out what is inside the element.
    private mutating func beginText() {
        closeStartTag()
        if textDepth == nil { textDepth = openElements.count }
    }

    private mutating func closeStartTag() {
        guard startTag.isOpen else { return }
        startTag.isOpen = false
        output.append(UInt8(ascii: ">"))
    }

    private func newLine(indentation level: Int) {
        output.append(0x0A)
        if indentation == "  " {
            output.append(UInt8(ascii: " "), count: 2 * level)
        } else {
            for _ in 0..<level { output.append(indentation) }
        }
    }

    // MARK: Checks

    /// Calls `write` with `value`'s UTF-8 bytes as they can be written as `kind` (see
    /// ``repaired(_:as:)``), borrowed where the string is contiguous.
    private mutating func withWritable(_ value: String, as kind: ContentKind, _ write: (inout XMLWriter, UnsafeRawBufferPointer) throws -> Void) throws {
        try Self.withUTF8(value) { bytes in
            if let repaired = try repaired(bytes, as: kind) {
                try repaired.withUnsafeBytes { try write(&self, $0) }
            } else {
                try write(&self, bytes)
            }
        }
    }

    /// Calls `body` with the UTF-8 bytes of `text`: borrowed where the text is contiguous
    /// (native strings), copied only otherwise.
    private static func withUTF8<Result>(_ text: String, _ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        if let result = try text.utf8.withContiguousStorageIfAvailable({ try body(UnsafeRawBufferPointer($0)) }) { return result }
        var text = text
        return try text.withUTF8 { try body(UnsafeRawBufferPointer($0)) }
    }

    private func checkNotFinished() throws {
        guard !isFinished else { throw failure(.misplacedContent, "the document is finished") }
    }

    /// An error at the element path written so far.
    func failure(_ code: XMLError.Code, _ message: String) -> XMLWriterError {
        XMLWriterError(code, message, elementPath: elementPath)
    }

    /// The open elements, like `/rss/channel/item` (empty outside the root): where an error of
    /// what is being written is.
    public var elementPath: String {
        openElements.isEmpty ? "" : "/" + openElements.map(\.name).joined(separator: "/")
    }
}
