import Foundation
import Testing
import XMLMapKit
import XMLMapOutput

/// A JUnit report (no namespace; attributes and text on one element, `<failure message="…">trace</failure>`;
/// presence-only elements, `<skipped/>`) mapped the ways the documentation shows, each giving the
/// whole model the first time.
@Suite("First mappers: JUnit")
struct JUnitMappingTests {
    struct TestCase: Sendable, Codable, Equatable {
        var name = ""
        var className = ""
        var time: Double?
        var failure: Failure?
        var isSkipped = false
    }

    struct Failure: Sendable, Codable, Equatable {
        var message: String?
        var type: String?
        var trace = ""
    }

    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites>
          <testsuite name="ParserTests" tests="4" failures="1" skipped="2" time="0.042">
            <testcase classname="ParserTests" name="testEmpty" time="0.001"/>
            <testcase classname="ParserTests" name="testCut" time="0.010">
              <failure message="expected 3, got 2" type="AssertionError">ParserTests.swift:42: expected 3, got 2</failure>
            </testcase>
            <testcase classname="ParserTests" name="testNetwork" time="0"><skipped/></testcase>
            <testcase classname="ParserTests" name="testHuge" time="0.031"><skipped></skipped></testcase>
            <system-out>done</system-out>
          </testsuite>
        </testsuites>
        """

    static let expected = [
        TestCase(name: "testEmpty", className: "ParserTests", time: 0.001),
        TestCase(
            name: "testCut", className: "ParserTests", time: 0.01,
            failure: Failure(message: "expected 3, got 2", type: "AssertionError", trace: "ParserTests.swift:42: expected 3, got 2")),
        TestCase(name: "testNetwork", className: "ParserTests", time: 0, isSkipped: true),
        TestCase(name: "testHuge", className: "ParserTests", time: 0.031, isSkipped: true),
    ]

    /// Every `<testcase>` of a report whose root is `<testsuites>` or a lone `<testsuite>`.
    struct JUnitHandler: XMLElementHandler {
        var cases: [TestCase] = []

        mutating func startElement(_ element: XMLStartElement, context: XMLHandlerContext) -> XMLDescent {
            if element.name.matches("testcase") {
                return delegate(to: TestCaseHandler()) { report, testCase, _ in report.cases.append(testCase) }
            }
            return element.name.matches("testsuite") ? .handle : .skip
        }

        func finish(context: XMLHandlerContext) -> [TestCase] { cases }
    }

    /// One `<testcase>`: its attributes in `begin`, `<failure>`'s attributes at its start and its
    /// text at its end, `<skipped/>` by its presence.
    struct TestCaseHandler: XMLElementHandler {
        var testCase = TestCase()

        mutating func begin(_ element: XMLStartElement, context: XMLHandlerContext) throws {
            let attributes = element.attributes
            testCase.name = attributes.value("name")?.string ?? ""
            testCase.className = attributes.value("classname")?.string ?? ""
            if let time = attributes.value("time") {
                guard let seconds = time.double else { return try context.reportIssue(field: "testcase/@time", "not a number: '\(time.trimmed)'") }
                testCase.time = seconds
            }
        }

        mutating func startElement(_ element: XMLStartElement, context: XMLHandlerContext) -> XMLDescent {
            if element.name.matches("skipped") {
                testCase.isSkipped = true
                return .skip
            }
            guard element.name.matches("failure") || element.name.matches("error") else { return .skip }
            let attributes = element.attributes
            testCase.failure = Failure(message: attributes.value("message")?.string, type: attributes.value("type")?.string)
            return .collectText
        }

        mutating func endElement(_ element: XMLEndElement, text: XMLBytes, context: XMLHandlerContext) {
            testCase.failure?.trace = text.trimmed
        }

        func finish(context: XMLHandlerContext) -> TestCase { testCase }
    }

    @Test("a hand-written handler: attributes in begin, <failure>'s attributes and text, <skipped/> by its presence")
    func handler() throws {
        let result = try JUnitHandler().map(Array(Self.document.utf8))
        #expect(result.model == Self.expected)
        #expect(result.issues.isEmpty)
        let lone = try JUnitHandler().map(Array(#"<testsuite name="S"><testcase name="t" classname="C" time="soon"/></testsuite>"#.utf8))
        #expect(lone.model == [TestCase(name: "t", className: "C")])
        #expect(lone.issues.map(\.description) == ["1:21: warning: testcase/@time: not a number: 'soon' (at /testsuite/testcase)"])
    }

    @Test("a plugin: a report of either root, one test case a line in jsonl, a summary")
    func plugin() throws {
        struct JUnitMapper: XMLMapperPlugin {
            var name: String { "junit" }
            var summary: String { "JUnit XML test reports" }
            var rootElements: [XMLElementName] { [XMLElementName("testsuites"), XMLElementName("testsuite")] }
            func makeHandler(options: XMLMappingOptions) -> JUnitHandler { JUnitHandler() }
            func records(of cases: [TestCase]) -> [TestCase] { cases }
            func summarize(_ cases: [TestCase]) -> [String] {
                ["tests: \(cases.count), failed: \(cases.filter { $0.failure != nil }.count), skipped: \(cases.filter(\.isSkipped).count)"]
            }
        }
        let registry = XMLMapperRegistry([JUnitMapper()])
        let mapped = try registry.map(Array(Self.document.utf8))
        #expect(mapped.mapperName == "junit")
        let output = OutputBuffer()
        #expect(try JUnitMapper().write(erased: mapped.result.model, as: .summary, to: output))
        #expect(output.bytes == Array("tests: 4, failed: 1, skipped: 2\n".utf8))
        output.clear()
        #expect(try JUnitMapper().write(erased: mapped.result.model, as: "jsonl", to: output))
        #expect(
            String(decoding: output.bytes, as: UTF8.self).split(separator: "\n") == [
                #"{"name":"testEmpty","className":"ParserTests","time":0.001,"isSkipped":false}"#,
                #"{"name":"testCut","className":"ParserTests","time":0.01,"failure":{"message":"expected 3, got 2","type":"AssertionError","trace":"ParserTests.swift:42: expected 3, got 2"},"isSkipped":false}"#,
                #"{"name":"testNetwork","className":"ParserTests","time":0,"isSkipped":true}"#,
                #"{"name":"testHuge","className":"ParserTests","time":0.031,"isSkipped":true}"#,
            ])
        #expect(try registry.map(Array(#"<testsuite name="S"/>"#.utf8)).mapperName == "junit")
    }

    @Test("a declarative mapping: attributes and text of <failure> into one nested value, <skipped/> as a flag")
    func declarative() throws {
        let failure = XMLMapping(Failure()) { map in
            map.attribute("message", to: \.message)
            map.attribute("type", to: \.type)
            map.text(".", to: \.trace)
        }
        let testCase = XMLMapping(TestCase()) { map in
            map.attribute("name", to: \.name)
            map.attribute("classname", to: \.className)
            map.attribute("time", to: \.time, as: .double)
            map.child("failure", to: \.failure, using: failure)
            map.onElement("skipped") { testCase, _, _ in testCase.isSkipped = true }
        }
        let report = XMLMapping([TestCase]()) { map in
            map.append("testsuite/testcase", to: \.self, using: testCase)
        }
        let result = try report.map(Array(Self.document.utf8))
        #expect(result.model == Self.expected)
        #expect(result.issues.isEmpty)
    }

    @Test("Codable: <skipped/> and <skipped></skipped> decode to Skipped(), attributes and text of <failure> together")
    func codable() throws {
        struct Report: Decodable { var testsuite: [Suite] }
        struct Suite: Decodable {
            var name: String
            var tests: Int
            var testcase: [Case]
        }
        struct Case: Decodable {
            var name: String
            var classname: String
            var time: Double?
            var failure: CaseFailure?
            var skipped: Skipped?
        }
        struct CaseFailure: Decodable {
            var message: String?
            var type: String?
            var trace: String
            enum CodingKeys: String, CodingKey {
                case message, type
                case trace = ""
            }
        }
        struct Skipped: Decodable {}

        let report = try XMLDecoder().decode(Report.self, from: Data(Self.document.utf8))
        let cases = report.testsuite[0].testcase
        #expect(report.testsuite[0].tests == 4)
        #expect(cases.map(\.name) == Self.expected.map(\.name))
        #expect(cases.map { $0.skipped != nil } == Self.expected.map(\.isSkipped))
        #expect(cases[1].failure?.message == "expected 3, got 2")
        #expect(cases[1].failure?.trace == "ParserTests.swift:42: expected 3, got 2")
        #expect(cases.map(\.time) == Self.expected.map(\.time))
    }

    @Test("Codable: the rule for empty elements is the same in every Decodable, scalars and strings nil")
    func emptyElementRule() throws {
        struct Skipped: Decodable, Equatable {}
        struct Reason: Decodable, Equatable { var reason: String? }
        struct Needs: Decodable, Equatable { var reason: String }
        struct Wrapped: Decodable, Equatable {
            var text: String
            init(from decoder: any Decoder) throws { text = try decoder.singleValueContainer().decode(String.self) }
        }
        struct Checked: Decodable {
            enum CodingKeys: CodingKey { case value }
            init(from decoder: any Decoder) throws {
                _ = try decoder.container(keyedBy: CodingKeys.self)
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "must not be empty"))
            }
        }
        struct Case: Decodable {
            var skipped: Skipped?
            var reason: Reason?
            var needs: Needs?
            var count: Int?
            var note: String?
            var wrapped: Wrapped?
            var list: [String]?
            var data: Data?
            var missing: Skipped?
        }
        let value = try XMLDecoder().decode(Case.self, from: Data("<c><skipped/><reason></reason><needs/><count/><note/><wrapped/><list/><data/></c>".utf8))
        #expect(value.skipped == Skipped())
        #expect(value.reason == Reason(reason: nil))
        #expect(value.needs == nil)  // a required key: cannot be made from an empty element
        #expect(value.count == nil && value.note == nil)
        #expect(value.wrapped == nil && value.list == nil && value.data == nil)  // not keyed types
        #expect(value.missing == nil)
        struct Validated: Decodable { var checked: Checked? }
        #expect(throws: DecodingError.self) { try XMLDecoder().decode(Validated.self, from: Data("<c><checked/></c>".utf8)) }
    }
}
