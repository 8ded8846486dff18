import Foundation
import Testing
import XMLMapKit

/// Nothing fails silently: a handler that maps nothing says so, and a declarative rule that
/// could never apply stops the mapping's build, or works.
@Suite("First mappers: nothing fails silently")
struct SilentMappingTests {
    /// A first handler with a typo: it looks for `<URL>`.
    struct TypoHandler: XMLElementHandler {
        var count = 0
        mutating func startElement(_ element: XMLStartElement, context: XMLHandlerContext) -> XMLDescent {
            if element.name.matches("URL") { count += 1 }
            return .skip
        }
        func finish(context: XMLHandlerContext) -> Int { count }
    }

    static let sitemap = """
        <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
          <url><loc>a</loc></url>
          <url><loc>b</loc></url>
        </urlset>
        """

    @Test("a root handler that skips every child is an issue naming the root, its namespace and what was skipped")
    func rootSkippedEverything() throws {
        let result = try TypoHandler().map(Array(Self.sitemap.utf8))
        #expect(result.model == 0)
        #expect(
            result.issues.map(\.description) == [
                "4:1: warning: urlset: nothing was mapped: the handler of <urlset> (in the namespace http://www.sitemaps.org/schemas/sitemap/0.9) "
                    + "skipped all 2 of its child elements ({http://www.sitemaps.org/schemas/sitemap/0.9}url); check the names it matches: "
                    + "an unprefixed name matches an element written without a prefix, a namespace URI matches exactly (at /urlset)"
            ])
        // Strict mode: an issue too, never the error (the document is not at fault).
        let strict = try TypoHandler().map(Array(Self.sitemap.utf8), options: .strict)
        #expect(strict.error == nil && strict.issues.count == 1)
        let one = try TypoHandler().map(Array("<r><x/></r>".utf8))
        #expect(
            one.issues.map(\.message) == [
                "nothing was mapped: the handler of <r> (in no namespace) skipped its only child element (x); check the names it matches: "
                    + "an unprefixed name matches an element written without a prefix, a namespace URI matches exactly"
            ])
        let many = try TypoHandler().map(Array("<r><a/><b/><c/><d/><a/></r>".utf8))
        #expect(many.issues.first?.message.contains("skipped all 5 of its child elements (a, b, c, …)") == true)
    }

    @Test("no issue when the root has no child, the handler handled one, may have read the root's attributes, or spoke itself")
    func noIssue() throws {
        #expect(try TypoHandler().map(Array("<urlset/>".utf8)).issues.isEmpty)
        #expect(try TypoHandler().map(Array("<svg xmlns='http://www.w3.org/2000/svg' width='10'><g/></svg>".utf8)).issues.isEmpty)
        struct Complains: XMLElementHandler {
            mutating func startElement(_ element: XMLStartElement, context: XMLHandlerContext) throws -> XMLDescent {
                try context.reportIssue(field: "r", "unexpected <\(element.name.qualifiedName.string)>")
                return .skip
            }
            func finish(context: XMLHandlerContext) {}
        }
        #expect(try Complains().map(Array("<r><x/></r>".utf8)).issues.map(\.message) == ["unexpected <x>"])
        struct Handles: XMLElementHandler {
            mutating func startElement(_ element: XMLStartElement, context: XMLHandlerContext) -> XMLDescent {
                element.name.matches("b") ? .collectText : .skip
            }
            func finish(context: XMLHandlerContext) {}
        }
        #expect(try Handles().map(Array("<r><a/><b>x</b><c/></r>".utf8)).issues.isEmpty)
    }

    @Test("a mapping whose rules match none of the children of an element reached only on the way to them says so")
    func unmatchedStep() throws {
        struct POM: Equatable { var dependencies: [String] = [] }
        let pom = """
            <project xmlns="http://maven.apache.org/POM/4.0.0">
              <groupId>com.example</groupId>
              <dependencies>
                <dependency><artifactId>a</artifactId></dependency>
                <dependency><artifactId>b</artifactId></dependency>
              </dependencies>
            </project>
            """
        let typo = XMLMapping(POM()) { map in
            map.appendText("dependencies/dependancy/artifactId", to: \.dependencies)
        }
        let result = try typo.map(Array(pom.utf8))
        #expect(result.model.dependencies.isEmpty)
        #expect(
            result.issues.map(\.description) == [
                "6:3: warning: dependencies: nothing was mapped inside it: none of its 2 child elements (dependency) is one that the rules for "
                    + "'dependencies/dependancy' read; check the names: an unprefixed name matches an element written without a prefix, "
                    + "a prefixed one its namespace URI (at /project/dependencies)"
            ])
        let right = XMLMapping(POM()) { map in
            map.appendText("dependencies/dependency/artifactId", to: \.dependencies)
        }
        let mapped = try right.map(Array(pom.utf8))
        #expect(mapped.model.dependencies == ["a", "b"] && mapped.issues.isEmpty)
        // A step with no children, or whose children a mapping keeps as unknown elements: nothing to say.
        #expect(try typo.map(Array("<project><dependencies/></project>".utf8)).issues.isEmpty)
        struct Kept { var unknown: [XMLNode] = []; var ids: [String] = [] }
        let keeping = XMLMapping(Kept()) { map in
            map.appendText("dependencies/dependancy/artifactId", to: \.ids)
            map.collectUnknownElements(into: \.unknown)
        }
        #expect(try keeping.map(Array(pom.utf8)).issues.isEmpty)
    }

    @Test("a root mapping whose rules match nothing says so even when the root carries attributes; a prefixed name in a handler matches as written")
    func rootMappingWithAttributes() throws {
        let package = """
            <package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id">
              <metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>Dune</dc:title></metadata>
              <spine><itemref idref="a"/><itemref idref="b"/></spine>
            </package>
            """
        struct Book { var title: String?; var spine: [String] = []; var version: String? }
        let dublinCore = ["dc": "http://purl.org/dc/elements/1.1/"]
        let typo = XMLMapping(Book(), namespaces: dublinCore) { map in
            map.text("metdata/dc:title", to: \.title)
        }
        let result = try typo.map(Array(package.utf8))
        #expect(
            result.issues.map(\.message) == [
                "nothing was mapped: no rule of the mapping of <package> (in the namespace http://www.idpf.org/2007/opf) matched; "
                    + "its paths start 'metdata'; check the names: an unprefixed name matches an element written without a prefix, a prefixed one its namespace URI"
            ])
        let right = XMLMapping(Book(), namespaces: dublinCore) { map in
            map.text("metadata/dc:title", to: \.title)
            map.appendAttribute("idref", of: "spine/itemref", to: \.spine)
            map.attribute("version", to: \.version)
        }
        let book = try right.map(Array(package.utf8))
        #expect(book.model.title == "Dune" && book.model.spine == ["a", "b"] && book.model.version == "3.0" && book.issues.isEmpty)
        // Only the root's attributes read: mapped, nothing to say.
        let versionOnly = XMLMapping(Book()) { map in map.attribute("version", to: \.version) }
        #expect(try versionOnly.map(Array(package.utf8)).issues.isEmpty)

        struct Title: XMLElementHandler {
            var title: String?
            mutating func startElement(_ element: XMLStartElement, context: XMLHandlerContext) -> XMLDescent {
                if element.name.matches("dc:title") { return .collectText }
                return element.name.matches("metadata") ? .handle : .skip
            }
            mutating func endElement(_ element: XMLEndElement, text: XMLBytes, context: XMLHandlerContext) {
                if element.name.matches("dc:title") { title = text.trimmed }
            }
            func finish(context: XMLHandlerContext) -> String? { title }
        }
        #expect(try Title().map(Array(package.utf8)).model == "Dune")
    }

    @Test("'.' and '' read the mapping's own element: its text, descendants' included, and its attributes")
    func ownElement() throws {
        struct Note: Equatable {
            var text = ""
            var empty: String?
            var kind: String?
        }
        let mapping = XMLMapping(Note()) { map in
            map.text(".", to: \.text)
            map.text("", to: \.empty)
            map.attribute("kind", to: \.kind)
        }
        let note = try mapping.map(Array("<note kind='tip'> Use <b>bold</b> sparingly </note>".utf8)).model
        #expect(note == Note(text: "Use bold sparingly", empty: "Use bold sparingly", kind: "tip"))
        // A note the document breaks off inside keeps its attributes, not its cut text.
        let cut = try mapping.map(Array("<note kind='tip'> Use <b>bo".utf8))
        #expect(cut.model == Note(kind: "tip") && cut.error != nil)
    }

    @Test("a rule that could never apply stops the mapping's build with what to do instead")
    func rulesThatCouldNeverApply() async {
        await #expect(processExitsWith: .failure) {
            struct Test { var text: String?; var child: Int? }
            _ = XMLMapping(Test()) { map in
                map.text("failure", to: \.text)
                map.child("failure", to: \.child, using: XMLMapping(0) { _ in })
            }
        }
        await #expect(processExitsWith: .failure) {
            struct Test { var child: Int? }
            _ = XMLMapping(Test()) { map in map.child(".", to: \.child, using: XMLMapping(0) { _ in }) }
        }
        await #expect(processExitsWith: .failure) {
            struct Test { var child: Int?; var inner: String? }
            _ = XMLMapping(Test()) { map in
                map.child("a", to: \.child, using: XMLMapping(0) { _ in })
                map.text("a/b", to: \.inner)
            }
        }
        await #expect(processExitsWith: .failure) {
            struct Test { var first: Int?; var second: Int? }
            _ = XMLMapping(Test()) { map in
                map.child("a", to: \.first, using: XMLMapping(0) { _ in })
                map.child("a", to: \.second, using: XMLMapping(0) { _ in })
            }
        }
        await #expect(processExitsWith: .failure) {
            struct Test { var deep: String? }
            _ = XMLMapping(Test()) { map in map.text("*/a/b", to: \.deep) }
        }
        await #expect(processExitsWith: .failure) {
            struct Test { var id: String? }
            _ = XMLMapping(Test()) { map in map.text("/project/groupId", to: \.id) }
        }
        await #expect(processExitsWith: .failure) {
            struct Test { var ids: [String] = [] }
            _ = XMLMapping(Test()) { map in map.appendText("spine/itemref/@idref", to: \.ids) }
        }
    }
}
