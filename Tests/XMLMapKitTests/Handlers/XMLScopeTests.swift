import Testing
import XMLMapKit

/// ``XMLScope``: `xml:base` and `xml:lang` as handlers see them.
@Suite("xml:base and xml:lang")
struct XMLScopeTests {
    /// The scopes of every element, in document order.
    struct Scopes: XMLElementHandler {
        var scopes: [XMLScope]

        init(baseURI: String?) { scopes = [XMLScope(baseURI: baseURI)] }

        mutating func begin(_ element: XMLStartElement, context: XMLHandlerContext) throws {
            scopes = [scopes[0].entering(element)]
        }

        mutating func startElement(_ element: XMLStartElement, context: XMLHandlerContext) throws -> XMLDescent {
            scopes.append(scopes[scopes.count - 1].entering(element))
            return .handle
        }

        func finish(context: XMLHandlerContext) -> [XMLScope] { scopes }
    }

    @Test("bases resolve against the document's address and each other; languages are BCP 47; a blank xml:lang clears it")
    func nested() throws {
        let xml = #"<feed xml:lang="en_US"><entry xml:base="posts/"><a xml:base=" 1/ " xml:lang=""/></entry></feed>"#
        let scopes = try Scopes(baseURI: "https://example.com/blog/feed.xml").map(Array(xml.utf8)).model
        #expect(scopes.map(\.language) == ["en-US", "en-US", nil])
        #expect(scopes[2].resolve("cover.jpg") == "https://example.com/blog/posts/1/cover.jpg")
        #expect(scopes[0].resolve("/about") == "https://example.com/about")
        #expect(XMLScope().resolve("relative") == "relative")
    }
}
