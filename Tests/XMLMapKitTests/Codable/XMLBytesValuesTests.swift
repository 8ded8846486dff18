import Foundation
import Testing

@testable import XMLMapKit

/// The typed accessors of ``XMLBytes``, read from attribute values and collected text as a
/// hand-written handler reads them.
@Suite("XMLBytes typed values")
struct XMLBytesValuesTests {
    /// Collects what the accessors read from `<v …>text</v>` elements.
    struct ValueReader: XMLElementHandler {
        var read: [String] = []
        mutating func startElement(_ element: XMLStartElement, context: XMLHandlerContext) throws -> XMLDescent {
            if let length = element.attributes.value("length") {
                if let int = length.int { read.append("int \(int)") } else { try context.reportIssue(field: "@length", "not an integer") }
            }
            return .collectText
        }
        mutating func endElement(_ element: XMLEndElement, text: XMLBytes, context: XMLHandlerContext) {
            read.append("\(text.double.map { "double \($0)" } ?? "-") \(text.bool.map { "bool \($0)" } ?? "-") \(text.url?.absoluteString ?? "-")")
        }
        func finish(context: XMLHandlerContext) -> [String] { read }
    }

    @Test func readsNumbersFlagsAndURLs() throws {
        let xml = "<r><v length=\" 42 \"> 1.5 </v><v length=\"x\">Yes</v><v>0</v><v> https://example.com/a </v></r>"
        let result = try ValueReader().map(xml)
        #expect(result.model == ["int 42", "double 1.5 - 1.5", "- bool true Yes", "double 0.0 bool false 0", "- - https://example.com/a"])
        #expect(result.issues.map(\.description) == ["1:30: warning: @length: not an integer (at /r/v[2])"])
    }

    private func bytes<R>(_ text: String, _ body: (XMLBytes) -> R) -> R {
        var text = text
        return text.withUTF8 { body(XMLBytes(UnsafeRawBufferPointer($0))) }
    }

    @Test(arguments: [("true", true), ("FALSE", false), ("y", true), ("N", false), ("1", true), ("no", false)])
    func flags(_ text: String, _ expected: Bool) {
        #expect(bytes(text) { $0.bool } == expected)
    }

    @Test func notValues() {
        #expect(bytes("maybe") { $0.bool } == nil)
        #expect(bytes("12a") { $0.int } == nil)
        #expect(bytes("") { $0.double } == nil)
        #expect(bytes("  ") { $0.url } == nil)
    }

    @Test func dates() {
        let instant = Date(timeIntervalSince1970: 1_714_552_200)
        #expect(bytes("Wed, 01 May 2024 08:30:00 GMT") { $0.date() } == instant)
        #expect(bytes("Wed, 01 May 2024 08:30:00 GMT") { $0.date(.rfc822) } == instant)
        #expect(bytes("Wed, 01 May 2024 08:30:00 GMT") { $0.date(.iso8601) } == nil)
        #expect(bytes("2024-05-01T08:30:00") { $0.date(.iso8601) } == instant)
        #expect(bytes("1714552200") { $0.date(.secondsSince1970) } == instant)
        #expect(bytes("1714552200000") { $0.date(.millisecondsSince1970) } == instant)
    }
}
