import Foundation
import Testing
import XMLMapKit

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
        struct Case: Decodable {
            var skipped: Skipped?
            var reason: Reason?
            var needs: Needs?
            var count: Int?
            var note: String?
            var missing: Skipped?
        }
        let value = try XMLDecoder().decode(Case.self, from: Data("<c><skipped/><reason></reason><needs/><count/><note/></c>".utf8))
        #expect(value.skipped == Skipped())
        #expect(value.reason == Reason(reason: nil))
        #expect(value.needs == nil)  // a required key: cannot be made from an empty element
        #expect(value.count == nil && value.note == nil)
        #expect(value.missing == nil)
    }
}
