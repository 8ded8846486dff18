import Testing

@testable import XMLMapKit

/// No attribute name may appear twice in a tag (XML 1.0 §3.1, "Unique Att Spec"), however many
/// attributes it has: up to 4 are compared pair by pair, 5 to 16 through a bit each name sets
/// (by its length and first, middle and last bytes), more through a set.
@Suite("Attribute uniqueness")
struct AttributeUniquenessTests {
    /// Names that all set the same bit (five bytes, `p…m…q`): every one is compared with the
    /// names before it.
    static let sameBitNames = (0..<20).map { "p\(letter($0))m\(letter($0 + 7))q" }
    /// Names of other lengths and bytes, which mostly set different bits.
    static let mixedNames = (0..<20).map { "n\(String(repeating: letter($0), count: $0 % 5))\($0)" }

    static func letter(_ index: Int) -> String { String(UnicodeScalar(UInt8(0x61 + index % 26))) }

    static func tag(_ names: [String]) -> [UInt8] {
        Array("<r \(names.enumerated().map { "\($1)='\($0)'" }.joined(separator: " "))/>".utf8)
    }

    @Test("distinct names, 1 to 20 of them, are all reported", arguments: [sameBitNames, mixedNames])
    func distinctNames(_ names: [String]) {
        for count in 1...names.count {
            let (events, error) = streamEvents(Self.tag(Array(names[..<count])))
            #expect(error == nil, "\(count) names: \(error.map { "\($0)" } ?? "")")
            let expected = "start r " + names[..<count].enumerated().map { "\($1)=\"\($0)\"" }.joined(separator: " ")
            #expect(events.first == expected, "\(count) names")
        }
    }

    @Test("a name repeated anywhere among 2 to 20 is rejected, and named", arguments: [sameBitNames, mixedNames])
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
}
