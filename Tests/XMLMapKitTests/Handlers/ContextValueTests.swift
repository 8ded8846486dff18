import Testing
import XMLMapKit

/// ``XMLHandlerContext/value(_:_:field:)``: the one way a handler reads a value and reports it.
@Suite("Reading a value and reporting it")
struct ContextValueTests {
    /// Reads the root's `at` attribute as a date, and each `<n>` as an integer.
    struct Numbers: XMLElementHandler {
        var values: [Int] = []

        mutating func begin(_ element: XMLStartElement, context: XMLHandlerContext) throws {
            if let at = element.attributes.value("at") { _ = try context.value(at, .date, field: "r@at") }
        }

        mutating func startElement(_ element: XMLStartElement, context: XMLHandlerContext) throws -> XMLDescent {
            element.name.matches("n") ? .collectText : .skip
        }

        mutating func text(_ text: XMLText, context: XMLHandlerContext) throws {
            if let value = try context.value(text.bytes, .int, field: "n") { values.append(value) }
        }

        func finish(context: XMLHandlerContext) -> [Int] { values }
    }

    @Test("a value is read; a blank one is no value; another is an issue naming the kind, trimmed and cut at 80 characters")
    func lenient() throws {
        let long = String(repeating: "x", count: 90)
        let result = try Numbers().map(Array("<r at=\"soon\"><n> 7 </n><n>  </n><n> twelve </n><n>\(long)</n><n>1</n></r>".utf8))
        #expect(result.model == [7, 1])
        #expect(
            result.issues.map(\.message) == [
                "not a valid date: 'soon'", "not a valid integer: 'twelve'", "not a valid integer: '\(String(repeating: "x", count: 80))…'",
            ])
        #expect(result.issues.map(\.field) == ["r@at", "n", "n"])
    }

    @Test("in strict mode the first invalid value is the error")
    func strict() {
        #expect(throws: XMLError.self) { try Numbers().map(Array("<r><n>7</n><n>x</n></r>".utf8), options: .strict) }
    }
}
