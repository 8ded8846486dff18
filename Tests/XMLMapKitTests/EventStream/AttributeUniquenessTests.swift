import Testing

@testable import XMLMapKit

/// No attribute name may appear twice in a tag (XML 1.0 §3.1, "Unique Att Spec"), however many
/// attributes it has: up to 4 are compared pair by pair, 5 to 16 through a bit each name sets
/// (by its length and first, middle and last bytes), more through a table of their hashes. Nor
/// may two prefixed attributes have the same namespace and local name (Namespaces in XML 1.0
/// §6.3): up to 16 are compared pair by pair, more through the table.
@Suite("Attribute uniqueness")
struct AttributeUniquenessTests {
    /// Names that all set the same bit (five bytes, `p…m…q`): every one is compared with the
    /// names before it.
    static let sameBitNames = (0..<40).map { "p\(letter($0))m\(letter($0 / 26 + 7))q" }
    /// Names of other lengths and bytes, which mostly set different bits.
    static let mixedNames = (0..<40).map { "n\(String(repeating: letter($0), count: $0 % 5))\($0)" }

    static func letter(_ index: Int) -> String { String(UnicodeScalar(UInt8(0x61 + index % 26))) }

    static func tag(_ names: [String]) -> [UInt8] {
        Array("<r \(names.enumerated().map { "\($1)='\($0)'" }.joined(separator: " "))/>".utf8)
    }

    @Test("distinct names, 1 to 40 of them, are all reported", arguments: [sameBitNames, mixedNames])
    func distinctNames(_ names: [String]) {
        for count in 1...names.count {
            let (events, error) = streamEvents(Self.tag(Array(names[..<count])))
            #expect(error == nil, "\(count) names: \(error.map { "\($0)" } ?? "")")
            let expected = "start r " + names[..<count].enumerated().map { "\($1)=\"\($0)\"" }.joined(separator: " ")
            #expect(events.first == expected, "\(count) names")
        }
    }

    @Test("a name repeated anywhere among 2 to 40 is rejected, and named", arguments: [sameBitNames, mixedNames])
    func repeatedName(_ names: [String]) {
        var accepted: [String] = []
        for count in 2...names.count {
            for later in 1..<count {
                for earlier in 0..<later {
                    var tagNames = Array(names[..<count])
                    tagNames[later] = tagNames[earlier]
                    let (_, error) = streamEvents(Self.tag(tagNames))
                    if error?.code != .duplicateAttribute || error?.message != "attribute '\(tagNames[later])' appears more than once" {
                        accepted.append("\(count) names, \(later) = \(earlier): \(error.map { "\($0)" } ?? "accepted")")
                    }
                }
            }
        }
        #expect(accepted.count == 0, "\(accepted.prefix(5))")
    }

    /// A tag of prefixed attributes `a:x0`, `a:x1`…, with `a` and `b` bound to one namespace.
    static func prefixedTag(_ names: [String]) -> [UInt8] {
        Array("<r xmlns:a='urn:n' xmlns:b='urn:n' \(names.map { "\($0)='1'" }.joined(separator: " "))/>".utf8)
    }

    @Test("a namespace and local name repeated anywhere among 2 to 40 prefixed attributes is rejected")
    func repeatedExpandedName() {
        let names = (0..<40).map { "a:x\($0)" }
        var wrong: [String] = []
        for count in 2...names.count {
            let (_, error) = streamEvents(Self.prefixedTag(Array(names[..<count])))
            if let error { wrong.append("\(count) distinct names: \(error)") }
            for later in 1..<count {
                for earlier in 0..<later {
                    var tagNames = Array(names[..<count])
                    tagNames[later] = "b:x\(earlier)"
                    let (_, error) = streamEvents(Self.prefixedTag(tagNames))
                    let message = "attribute 'b:x\(earlier)' repeats another attribute's namespace and local name"
                    if error?.code != .duplicateAttribute || error?.message != message {
                        wrong.append("\(count) names, \(later) = \(earlier): \(error.map { "\($0)" } ?? "accepted")")
                    }
                }
            }
        }
        #expect(wrong.count == 0, "\(wrong.prefix(5))")
    }

    @Test("tags of thousands of attributes, prefixed or not, are checked in time that grows with their count")
    func thousandsOfAttributes() throws {
        for prefix in ["", "p:"] {
            let attributes = (0..<9_000).map { "\(prefix)a\($0)='1'" }.joined(separator: " ")
            let document = "<r xmlns:p='urn:p'>" + String(repeating: "<e \(attributes)/>", count: 20) + "</r>"
            let repeated = "<r xmlns:p='urn:p'><e \(attributes) \(prefix)a8999='2'/></r>"
            #expect(streamEvents(Array(repeated.utf8)).1?.code == .duplicateAttribute)
            var handler = CountingStarts()
            let elapsed = try ContinuousClock().measure { try XMLStreamParser().parse(document, into: &handler) }
            #expect(handler.count == 21)
            // A hang detector with room for a loaded machine running a debug build: comparing
            // every pair of the prefixed names took 0.95 s in a release build, 141 s in a debug one.
            #expect(elapsed < .seconds(5), "\(prefix.isEmpty ? "unprefixed" : "prefixed") names took \(elapsed)")
        }
    }

    /// Counts start tags.
    struct CountingStarts: XMLEventHandler {
        var count = 0
        mutating func startElement(_ element: XMLStartElement, context: XMLEventContext) { count += 1 }
    }
}
