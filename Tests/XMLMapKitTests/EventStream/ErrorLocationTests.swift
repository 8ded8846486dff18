import Testing

@testable import XMLMapKit

/// Each category of well-formedness error, with its code, message and position pinned by a
/// `1️⃣` marker in the input.
@Suite("Error locations")
struct ErrorLocationTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var input: String
        var code: XMLError.Code
        var message: String
        var path: String = ""
        var testDescription: String { message }
    }

    static let cases: [Case] = [
        Case(input: "<a>\n  1️⃣</b></a>", code: .mismatchedTag, message: "end tag </b> does not match start tag <a>", path: "/a"),
        Case(input: "<a>\n<b>1️⃣", code: .unexpectedEndOfInput, message: "the input ended before the end tag of <b>", path: "/a/b"),
        Case(input: "<a x='1' 1️⃣x='2'/>", code: .duplicateAttribute, message: "attribute 'x' appears more than once"),
        Case(input: "<a>1️⃣&nope;</a>", code: .undefinedEntity, message: "undefined entity '&nope;'", path: "/a"),
        Case(input: "<a>x1️⃣\u{1}</a>", code: .invalidCharacter, message: "character U+0001 is not allowed in XML", path: "/a"),
        Case(input: "<a>x1️⃣]]>y</a>", code: .syntax, message: "']]>' is not allowed in text", path: "/a"),
        Case(input: "<a>\n<1️⃣1b/></a>", code: .invalidName, message: "expected an element name, found '1'", path: "/a"),
        Case(input: "<a b='1️⃣<'/>", code: .syntax, message: "'<' is not allowed in an attribute value"),
        Case(input: "<a/>\n1️⃣<b/>", code: .misplacedContent, message: "a second root element after the first one ended"),
        Case(input: "<a/>\n1️⃣text", code: .misplacedContent, message: "content after the root element"),
        Case(input: "1️⃣<p:a/>", code: .namespace, message: "prefix 'p' is not bound to a namespace"),
        Case(input: "<a 1️⃣xmlns:p=''/>", code: .namespace, message: "prefix 'p' cannot be bound to an empty URI in XML 1.0"),
        Case(input: "<a><!-- a 1️⃣-- b --></a>", code: .syntax, message: "'--' is not allowed inside a comment", path: "/a"),
        Case(input: "<!DOCTYPE a [<!ENTITY e '&e;'>]><a>1️⃣&e;</a>", code: .recursiveEntity, message: "entity 'e' refers to itself", path: "/a"),
        Case(input: "<a x='1'1️⃣y='2'/>", code: .syntax, message: "white space is required before an attribute"),
        Case(
            input: "<a>1️⃣<?xml version='1.0'?></a>", code: .syntax,
            message: "the processing instruction target 'xml' is reserved (an XML declaration must come first in the document)", path: "/a"),
        Case(input: "1️⃣", code: .misplacedContent, message: "the document has no root element"),
    ]

    @Test("errors say what and where", arguments: cases)
    func pinned(_ testCase: Case) throws {
        let (text, line, column) = locateMarker(testCase.input)
        let error = try #require(parseError(text))
        #expect(error.code == testCase.code)
        #expect(error.message == testCase.message)
        #expect(error.location.line == line)
        #expect(error.location.column == column)
        #expect(error.elementPath == testCase.path)
        #expect(error.description.hasPrefix("\(line):\(column): error: \(testCase.message)"))
    }

    @Test("limits stop hostile input with a clear message")
    func limits() {
        var options = XMLParserOptions()
        options.limits.maxDepth = 3
        #expect(parseError("<a><b><c><d/></c></b></a>", options: options)?.message == "elements nested more than 3 deep (limit maxDepth)")
        options = XMLParserOptions()
        options.limits.maxAttributesPerElement = 2
        #expect(parseError("<a x='1' y='2' z='3'/>", options: options)?.code == .limitExceeded)
        options = XMLParserOptions()
        options.limits.maxNameBytes = 8
        #expect(parseError("<abcdefghijkl/>", options: options)?.code == .limitExceeded)
    }
}

/// Element paths count same-named siblings however many names a parent's children have: the
/// first names are searched one by one, the rest through a table.
@Suite("Sibling positions")
struct SiblingPositionTests {
    /// Records the path of every start tag.
    struct PathRecorder: XMLEventHandler {
        var paths: [String] = []
        mutating func startElement(_ element: XMLStartElement, context: XMLEventContext) {
            paths.append(context.elementPath)
        }
    }

    @Test("paths count siblings by name with 3, 40 and 500 different names under one parent, nested")
    func manyNames() throws {
        for names in [3, 40, 500] {
            var text = "<r>"
            for round in 1...3 {
                for name in 0..<names { text += "<n\(name)><c/><c/></n\(name)>" }
                if round == 2 { text += "<deep>" + (0..<names).map { "<m\($0)/>" }.joined() + "<m0/></deep>" }
            }
            text += "</r>"
            var recorder = PathRecorder()
            try XMLStreamParser().parse(text, into: &recorder)
            var expected = ["/r"]
            for round in 1...3 {
                for name in 0..<names {
                    let element = round == 1 ? "/r/n\(name)" : "/r/n\(name)[\(round)]"
                    expected += [element, element + "/c", element + "/c[2]"]
                }
                if round == 2 { expected += ["/r/deep"] + (0..<names).map { "/r/deep/m\($0)" } + ["/r/deep/m0[2]"] }
            }
            #expect(recorder.paths == expected, "\(names) names")
        }
    }
}
