import Foundation
import Testing

@testable import Mappers

@Suite("JSON values")
struct JSONValueTests {
    @Test("keys keep insertion order; equality is ordered")
    func order() {
        let value: JSONValue = ["z": "1", "@a": nil, "#text": ["x", "y"]]
        #expect(value.description == ##"{"z":"1","@a":null,"#text":["x","y"]}"##)
        #expect(value != ["@a": nil, "z": "1", "#text": ["x", "y"]])
        #expect(value.sortingKeys == ["#text": ["x", "y"], "@a": nil, "z": "1"])
    }

    @Test("push: a repeated key becomes an array, then grows; a forced list starts as one")
    func push() {
        var object = JSONObject()
        object.push("1", forKey: "b", forceList: false)
        object.push("x", forKey: "c", forceList: true)
        object.push("2", forKey: "b", forceList: false)
        object.push("3", forKey: "b", forceList: false)
        #expect(JSONValue.object(object) == ["b": ["1", "2", "3"], "c": ["x"]])
    }

    @Test("strings are escaped as JSON requires; other characters stay UTF-8")
    func escaping() {
        let value: JSONValue = .string("q\"b\\n\n\r\t\u{1}é€")
        #expect(value.description == ##""q\"b\\n\n\r\t\u0001é€""##)
        let parsed = try? JSONSerialization.jsonObject(with: Data(value.jsonBytes), options: .fragmentsAllowed) as? String
        #expect(parsed == "q\"b\\n\n\r\t\u{1}é€")
    }
}
