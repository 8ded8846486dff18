import Foundation
import Testing
import XMLMapKit
import XMLMapOutput

@testable import Mappers

@Suite("Generic mapper")
struct GenericMapperTests {
    /// The JSON (keys in order) the generic mapper makes of `xml` with `options`.
    private func json(_ xml: String, _ options: GenericOptions = GenericOptions()) throws -> String {
        try GenericMapper(options: options).map(Array(xml.utf8)).model.value.description
    }

    @Test("xmltodict's shapes: attributes first, then children, text last; repeats as arrays; empty as null")
    func shapes() throws {
        #expect(try json("<a/>") == ##"{"a":null}"##)
        #expect(try json("<a x='1' y='2'>t</a>") == ##"{"a":{"@x":"1","@y":"2","#text":"t"}}"##)
        #expect(try json("<r><b>1</b><c/><b>2</b><b x='3'/></r>") == ##"{"r":{"b":["1","2",{"@x":"3"}],"c":null}}"##)
        #expect(try json("<a><b><c>deep</c></b></a>") == ##"{"a":{"b":{"c":"deep"}}}"##)
    }

    @Test("mixed content: text runs joined (with cdata_separator) after the children")
    func mixedContent() throws {
        #expect(try json("<a>abc<b/>def</a>") == ##"{"a":{"b":null,"#text":"abcdef"}}"##)
        var options = GenericOptions()
        options.cdataSeparator = "|"
        #expect(try json("<a> abc <b/>def<c/>  </a>", options) == ##"{"a":{"b":null,"c":null,"#text":"abc |def|"}}"##)
        #expect(try json("<a>x<b>1</b>y<b>2</b>z</a>") == ##"{"a":{"b":["1","2"],"#text":"xyz"}}"##)
    }

    @Test("CDATA and references merge into the text; white space is stripped as Python strips it")
    func text() throws {
        #expect(try json("<a> <![CDATA[<x>]]>&amp;&#x20AC; </a>") == ##"{"a":"<x>&€"}"##)
        #expect(try json("<a>\u{A0}\u{3000}x\u{2003}\n</a>") == ##"{"a":"x"}"##)
        #expect(try json("<a>\n  <b>  </b>\n</a>") == ##"{"a":{"b":null}}"##)
        var options = GenericOptions()
        options.stripWhitespace = false
        #expect(try json("<a>\n  <b>  </b>\n</a>", options) == ##"{"a":{"b":"  ","#text":"\n  \n"}}"##)
    }

    @Test("namespaces: prefixes kept as written by default, declarations as attributes")
    func namespacesAsWritten() throws {
        #expect(
            try json("<r xmlns='urn:d' xmlns:p='urn:p' p:x='1'><p:y>2</p:y><z/></r>")
                == ##"{"r":{"@xmlns":"urn:d","@xmlns:p":"urn:p","@p:x":"1","p:y":"2","z":null}}"##)
    }

    @Test("process_namespaces: names by URI or mapped prefix, declarations in one @xmlns object")
    func processedNamespaces() throws {
        let xml = "<r xmlns='urn:d' xmlns:p='urn:p' v='1'><p:y p:a='2'>3</p:y><z xmlns:q='urn:q'><q:w/></z></r>"
        var options = GenericOptions()
        options.processNamespaces = true
        #expect(
            try json(xml, options)
                == ##"{"urn:d:r":{"@v":"1","@xmlns":{"":"urn:d","p":"urn:p"},"urn:p:y":{"@urn:p:a":"2","#text":"3"},"urn:d:z":{"@xmlns":{"q":"urn:q"},"urn:q:w":null}}}"##
        )
        options.namespaces = ["urn:d": "", "urn:p": "P"]
        options.namespaceSeparator = "|"
        #expect(
            try json(xml, options)
                == ##"{"r":{"@v":"1","@xmlns":{"":"urn:d","p":"urn:p"},"P|y":{"@P|a":"2","#text":"3"},"z":{"@xmlns":{"q":"urn:q"},"urn:q|w":null}}}"##)
    }

    @Test("force_list, force_cdata, xml_attribs, attr_prefix, cdata_key")
    func options() throws {
        var options = GenericOptions()
        options.forceList = ["b"]
        #expect(try json("<a><b>1</b><c>2</c></a>", options) == ##"{"a":{"b":["1"],"c":"2"}}"##)
        options.forceList = true
        #expect(try json("<a x='1'>t</a>", options) == ##"{"a":[{"@x":"1","#text":["t"]}]}"##)
        options = GenericOptions()
        options.forceCData = ["b"]
        #expect(try json("<a><b>1</b><c>2</c><b/></a>", options) == ##"{"a":{"b":[{"#text":"1"},null],"c":"2"}}"##)
        options.forceCData = true
        options.cdataKey = "_text"
        options.attrPrefix = "-"
        #expect(try json("<a x='1'><b>1</b></a>", options) == ##"{"a":{"-x":"1","b":{"_text":"1"}}}"##)
        options.xmlAttribs = false
        #expect(try json("<a x='1'/>", options) == ##"{"a":null}"##)
    }

    @Test("objects with many keys still merge repeats into arrays")
    func manyKeys() throws {
        let names = (0..<40).map { "k\($0)" }
        let xml = "<r>" + (names + names.reversed()).map { "<\($0)>\($0)</\($0)>" }.joined() + "</r>"
        let value = try GenericMapper().map(Array(xml.utf8)).model.value
        guard case .object(let root) = value, case .object(let object)? = root["r"] else {
            Issue.record("not an object: \(value)")
            return
        }
        #expect(object.keys == names)
        #expect(object["k7"] == ["k7", "k7"])
    }

    @Test("Encodable gives the same content as the ordered JSON")
    func encodable() throws {
        let model = try GenericMapper().map(Array("<a x='1'><b>1</b><b>2</b><c/>t</a>".utf8)).model
        let encoded = try JSONSerialization.jsonObject(with: JSONEncoder().encode(model))
        let ordered = try JSONSerialization.jsonObject(with: Data(model.value.jsonBytes))
        #expect(JSONValue(parsed: encoded).sortingKeys == JSONValue(parsed: ordered).sortingKeys)
        #expect(JSONValue(parsed: encoded).sortingKeys == model.value.sortingKeys)
    }

    @Test("json and jsonl keep keys in document order; the summary")
    func renderAndSummary() throws {
        let mapper = GenericMapper()
        let model = try mapper.map(Array("<a z='1' b='2'><b/><b/></a>".utf8)).model
        #expect(mapper.formats == ["xml"])
        #expect(try mapper.render(model, as: "jsonl") == Array("{\"a\":{\"@z\":\"1\",\"@b\":\"2\",\"b\":[null,null]}}\n".utf8))
        #expect(
            try mapper.render(model, as: "json")
                == Array("{\n  \"a\": {\n    \"@z\": \"1\",\n    \"@b\": \"2\",\n    \"b\": [\n      null,\n      null\n    ]\n  }\n}\n".utf8))
        #expect(try mapper.render(model, as: "csv") == nil)
        #expect(mapper.summarize(model) == ["root: a", "elements: 3"])
    }

    @Test("a document cut short keeps what was complete, in lenient mode: not the text the cut may have shortened")
    func truncated() throws {
        let result = try GenericMapper().map(Array("<a><b>1</b><b>2</b><c x='y'>3".utf8))
        #expect(result.error?.code == .unexpectedEndOfInput)
        #expect(result.model.value.description == ##"{"a":{"b":["1","2"],"c":{"@x":"y"}}}"##)
    }
}
