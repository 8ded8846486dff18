// Adapted from XMLCoder's tests Minimal/BoolTests, IntTests, UIntTests, FloatTests,
// DecimalTests, StringTests, URLTests, DateTests, DataTests, NullTests, EmptyTests, KeyedTests,
// UnkeyedTests and UnkeyedIntTests (https://github.com/CoreOffice/XMLCoder).
// Copyright (c) 2018-2020 Shawn Moore and XMLCoder contributors. MIT License.

import Foundation
import Testing
import XMLMapKit
import XMLMapOutput

/// XMLCoder's `Minimal/` encoding assertions: one value per container, as an attribute and as
/// an element.
@Suite("XMLCoder encoding: Minimal")
struct XMLCoderMinimalEncodingTests {
    struct Container<Value: Codable>: Codable { let value: Value }

    /// `value` written as an attribute and as an element, as each scalar type's `testAttribute`
    /// and `testElement` expect.
    private func expectBothForms<Value: Codable>(_ value: Value, _ text: String, configure: (XMLEncoder) -> Void = { _ in }) throws {
        let attributes = XMLCoderEncoding.attributeEncoder
        configure(attributes)
        #expect(try XMLCoderEncoding.string(Container(value: value), rootKey: "container", with: attributes) == "<container value=\"\(text)\" />")
        let elements = XMLCoderEncoding.prettyEncoder
        configure(elements)
        #expect(
            try XMLCoderEncoding.string(Container(value: value), rootKey: "container", with: elements)
                == "<container>\n    <value>\(text)</value>\n</container>")
    }

    @Test func bool() throws {
        for (value, text) in [(false, "false"), (true, "true")] { try expectBothForms(value, text) }
    }

    @Test func int() throws {
        for (value, text) in [(-42, "-42"), (0, "0"), (42, "42")] { try expectBothForms(value, text) }
    }

    @Test func uint() throws {
        for (value, text) in [(UInt(0), "0"), (42, "42")] { try expectBothForms(value, text) }
    }

    @Test func float() throws {
        for (value, text) in [(Float(-42.0), "-42.0"), (-3.14, "-3.14"), (0.0, "0.0"), (3.14, "3.14"), (42.0, "42.0")] {
            try expectBothForms(value, text)
        }
    }

    @Test func decimal() throws {
        for (value, text) in [(Decimal(-12.34), "-12.34"), (Decimal(0.0), "0"), (Decimal(12.34), "12.34")] { try expectBothForms(value, text) }
    }

    @Test func string() throws {
        let values = [("", ""), ("false", "false"), ("-42", "-42"), ("42", "42"), ("42.0", "42.0"), ("foobar", "foobar")]
        for (value, text) in values {
            try expectBothForms(value, text)
        }
    }

    @Test func url() throws {
        for (value, text) in [(URL(string: "file:///")!, "file:///"), (URL(string: "http://example.com")!, "http://example.com")] {
            try expectBothForms(value, text)
        }
    }

    @Test func date() throws {
        try expectBothForms(Date(timeIntervalSince1970: 0), "0.0") { $0.dateEncodingStrategy = .secondsSince1970 }
    }

    @Test func data() throws {
        try expectBothForms(Data(base64Encoded: "bG9yZW0gaXBzdW0=")!, "bG9yZW0gaXBzdW0=")
    }

    struct OptionalContainer: Codable { let value: Int? }

    @Test func null() throws {
        let value = OptionalContainer(value: nil)
        #expect(try XMLCoderEncoding.string(value, rootKey: "container", with: XMLCoderEncoding.attributeEncoder) == "<container />")
        #expect(try XMLCoderEncoding.string(value, rootKey: "container", with: XMLCoderEncoding.prettyEncoder) == "<container />")
    }

    struct Empty: Codable { func encode(to _: any Encoder) throws {} }

    @Test func empty() throws {
        #expect(try XMLCoderEncoding.string(Empty(), rootKey: "container", with: XMLCoderEncoding.attributeEncoder) == "<container />")
        #expect(try XMLCoderEncoding.string(Empty(), rootKey: "container", with: XMLCoderEncoding.prettyEncoder) == "<container />")
    }

    @Test func keyedAsAttributeThrows() {
        #expect(throws: EncodingError.self) {
            try XMLCoderEncoding.string(Container(value: ["foo": 12, "bar": 34]), rootKey: "container", with: XMLCoderEncoding.attributeEncoder)
        }
    }

    @Test func unkeyedAsAttributeThrows() {
        #expect(throws: EncodingError.self) {
            try XMLCoderEncoding.string(Container(value: ["foo", "bar"]), rootKey: "container", with: XMLCoderEncoding.attributeEncoder)
        }
    }

    struct IntList: Codable {
        let intValue: [Int]
        enum CodingKeys: String, CodingKey { case intValue = "value" }
    }

    @Test func unkeyedInts() throws {
        let expected = "<container>\n    <value>42</value>\n    <value>43</value>\n    <value>44</value>\n</container>"
        #expect(try XMLCoderEncoding.string(IntList(intValue: [42, 43, 44]), rootKey: "container", with: XMLCoderEncoding.prettyEncoder) == expected)
    }
}
