import Testing
import XMLMapKit

/// ``XMLBoundedNodeBuilder``: elements kept whole as trees, within what one model may keep
/// (``XMLMappingOptions/maxKeptTreeBytes``).
@Suite("Kept trees")
struct KeptTreeTests {
    /// Keeps every child of the root within one budget, as a feed's item keeps its extensions.
    struct Keeper: XMLElementHandler {
        var kept: [XMLNode] = []
        var budget = XMLKeptTreeBudget()

        mutating func startElement(_ element: XMLStartElement, context: XMLHandlerContext) throws -> XMLDescent {
            keepTree(within: \.budget, reportingAs: "r.extensions") { handler, node in handler.kept.append(node) }
        }

        func finish(context: XMLHandlerContext) -> (kept: [XMLNode], budget: XMLKeptTreeBudget) { (kept, budget) }
    }

    /// Options whose kept trees may weigh at most `bytes`.
    static func options(keeping bytes: Int, strict: Bool = false) -> XMLMappingOptions {
        var options = XMLMappingOptions(isStrict: strict)
        options.maxKeptTreeBytes = bytes
        return options
    }

    @Test("kept elements hold their names, namespaces, attributes, text and children, without namespace declarations")
    func keptWhole() throws {
        let xml = """
            <r xmlns:x="urn:x"><x:a k="v" xmlns:y="urn:y" y:z="1">Hi <y:b>there</y:b>!</x:a><c/></r>
            """
        let result = try Keeper().map(xml, options: .strict)
        let expected = [
            XMLNode(
                name: "x:a", namespaceURI: "urn:x",
                attributes: [XMLNode.Attribute(name: "k", value: "v"), XMLNode.Attribute(name: "y:z", namespaceURI: "urn:y", value: "1")],
                children: [.text("Hi "), .element(XMLNode(name: "y:b", namespaceURI: "urn:y", children: [.text("there")])), .text("!")]),
            XMLNode(name: "c"),
        ]
        #expect(result.model.kept == expected)
        #expect(result.issues.isEmpty && !result.model.budget.isExhausted)
    }

    @Test("a tree weighs its names', namespaces', values' and text's bytes, and 64 bytes for each element, attribute and run of text")
    func weight() throws {
        let xml = #"<r><x:a xmlns:x="urn:x" k="v">te<!---->xt</x:a></r>"#
        // x:a in urn:x: 64 + 3 + 5; k="v": 64 + 1 + 1; one run of text: 64 + 4 (the declaration weighs nothing).
        let weight = (64 + 3 + 5) + (64 + 1 + 1) + (64 + 4)
        let fits = try Keeper().map(xml, options: Self.options(keeping: weight))
        #expect(fits.model.kept.count == 1 && fits.model.budget.bytesKept == weight && fits.issues.isEmpty)
        let tooHeavy = try Keeper().map(xml, options: Self.options(keeping: weight - 1))
        #expect(tooHeavy.model.kept.isEmpty && tooHeavy.model.budget.isExhausted && tooHeavy.model.budget.bytesKept == 0)
        #expect(tooHeavy.issues.count == 1)
    }

    @Test("the element that does not fit is dropped whole, and every later one, reported once where the limit was passed")
    func limit() throws {
        let xml = """
            <r xmlns:x="urn:x">
            <x:a>1</x:a>
            <x:big><x:p>2</x:p>
            <x:p>3</x:p></x:big>
            <x:c/>
            </r>
            """
        // x:a and its text weigh 72 + 65 = 137; x:big 74, its first x:p 72, its text 65, the
        // line feed after it 65: 413 so far, and the second x:p (72) passes 450.
        let result = try Keeper().map(xml, options: Self.options(keeping: 450))
        #expect(result.model.kept == [XMLNode(name: "x:a", namespaceURI: "urn:x", children: [.text("1")])])
        #expect(result.model.budget.isExhausted && result.model.budget.bytesKept == 137)
        let issue = try #require(result.issues.first)
        #expect(result.issues.count == 1)
        #expect(issue.field == "r.extensions")
        #expect(
            issue.message
                == "'x:big' (urn:x) not kept, nor any later one: it would take the trees kept here past XMLMappingOptions.maxKeptTreeBytes (450 bytes)")
        #expect(issue.location.line == 4 && issue.location.column == 1)
        #expect(issue.elementPath == "/r/x:big/x:p[2]")

        #expect(throws: XMLError.self) {
            do {
                _ = try Keeper().map(xml, options: Self.options(keeping: 450, strict: true))
            } catch let error as XMLError {
                #expect(error.code == .limitExceeded && error.location.line == 4 && error.message.hasPrefix("r.extensions: 'x:big' (urn:x) not kept"))
                throw error
            }
        }
    }

    @Test("a million unknown elements keep memory bounded: kept up to the limit, then dropped with one issue")
    func manyElements() throws {
        let xml = "<r>" + String(repeating: "<e/>", count: 1_000_000) + "</r>"
        let result = try Keeper().map(xml)
        // Each <e/> weighs 64 + 1: 4 MiB keeps 64,527 of them.
        #expect(result.model.kept.count == (4 << 20) / 65)
        #expect(result.issues.count == 1 && result.issues.first?.message.hasPrefix("'e' not kept, nor any later one") == true)
    }

    @Test("an element the document breaks off inside is not kept: its content is cut")
    func cut() throws {
        let result = try Keeper().map("<r><a>1</a><b>2<c>3")
        #expect(result.model.kept == [XMLNode(name: "a", children: [.text("1")])])
        #expect(result.error != nil)
    }
}
