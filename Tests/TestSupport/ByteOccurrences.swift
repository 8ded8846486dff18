/// Where `needle` occurs in `haystack`, in order and without overlaps: the byte ranges tests
/// cut documents at (`</item>`, `</trkpt>`…).
public func occurrences(of needle: String, in haystack: [UInt8]) -> [Range<Int>] {
    let needle = Array(needle.utf8)
    guard let first = needle.first else { return [] }
    var found: [Range<Int>] = []
    var index = 0
    while index + needle.count <= haystack.count {
        if haystack[index] == first, haystack[index..<index + needle.count].elementsEqual(needle) {
            found.append(index..<index + needle.count)
            index += needle.count
        } else {
            index += 1
        }
    }
    return found
}
