// Adapted from XMLCoder's tests KeyDecodingAndEncodingStrategyTests, CDATATest,
// EscapedCharactersTest and AdvancedFeatures/PropertyWrappersTest (https://github.com/CoreOffice/XMLCoder).
// Copyright (c) 2018-2020 Shawn Moore and XMLCoder contributors. MIT License.

import Foundation
import Testing
import XMLMapKit
import XMLMapOutput

/// XMLCoder's assertions on key and string strategies, escaping and the property wrappers.
@Suite("XMLCoder encoding: strategies and wrappers")
struct XMLCoderStrategyEncodingTests {
    struct CapitalizedItem: Codable, Equatable {
        let text: String
        enum CodingKeys: String, CodingKey { case text = "t" }
    }

    struct KebabCaseItem: Codable, Equatable {
        let text: String
        enum CodingKeys: String, CodingKey { case text = "tagName" }
    }

    @Test func capitalized() throws {
        let encoder = XMLEncoder()
        encoder.keyEncodingStrategy = .capitalized
        #expect(try XMLCoderEncoding.string(CapitalizedItem(text: "blah"), rootKey: "si", with: encoder) == "<si><T>blah</T></si>")
    }

    @Test func kebabCase() throws {
        let encoder = XMLEncoder()
        encoder.keyEncodingStrategy = .convertToKebabCase
        #expect(try XMLCoderEncoding.string(KebabCaseItem(text: "blah"), rootKey: "si", with: encoder) == "<si><tag-name>blah</tag-name></si>")
    }

    struct CData: Codable {
        let string: String
        let int: Int
        let bool: Bool
    }

    @Test func cdataTypes() throws {
        let encoder = XMLCoderEncoding.prettyEncoder
        encoder.stringEncodingStrategy = .cdata
        let expected = "<CData>\n    <string><![CDATA[string]]></string>\n    <int>123</int>\n    <bool>true</bool>\n</CData>"
        #expect(try XMLCoderEncoding.string(CData(string: "string", int: 123, bool: true), with: encoder) == expected)
    }

    struct Response: Codable { let aResponse: String }

    @Test func defaultEscaping() throws {
        let encoded = try XMLCoderEncoding.string(Response(aResponse: " \"\"\" "))
        withKnownIssue("XMLWriter escapes what XML needs: a quote in text stays a quote (XMLCoder writes &quot;)") {
            #expect(encoded == "<Response><aResponse> &quot;&quot;&quot; </aResponse></Response>")
        }
        #expect(encoded == "<Response><aResponse> \"\"\" </aResponse></Response>")
    }

    @Test func quoteEscapingTurnedOff() throws {
        let encoder = XMLEncoder()
        encoder.charactersEscapedInElements = []
        #expect(try XMLCoderEncoding.string(Response(aResponse: " \"\"\" "), with: encoder) == "<Response><aResponse> \"\"\" </aResponse></Response>")
    }

    struct Attribute: Codable, DynamicNodeEncoding, Equatable {
        let id: String
        static func nodeEncoding(for key: any CodingKey) -> XMLEncoder.NodeEncoding { .attribute }
    }

    @Test func newlineInAttribute() throws {
        let encoder = XMLEncoder()
        encoder.charactersEscapedInAttributes += [("\n", "&#10;")]
        let value = Attribute(id: "Got an attributed String.\nWill create a image.\n\n")
        #expect(try XMLCoderEncoding.string(value, with: encoder) == "<Attribute id=\"Got an attributed String.&#10;Will create a image.&#10;&#10;\" />")
    }

    struct Book: Codable, Equatable {
        @XMLMapKit.Attribute var id: Int
        @Element var name: String
        @ElementAndAttribute var authorID: Int
        init(id: Int, name: String, authorID: Int) {
            _id = XMLMapKit.Attribute(id)
            _name = Element(name)
            _authorID = ElementAndAttribute(authorID)
        }
    }

    @Test func propertyWrappers() throws {
        let expected = "<Book id=\"42\" authorID=\"24\">\n    <name>The Book</name>\n    <authorID>24</authorID>\n</Book>"
        #expect(try XMLCoderEncoding.string(Book(id: 42, name: "The Book", authorID: 24), with: XMLCoderEncoding.prettyEncoder) == expected)
    }
}
