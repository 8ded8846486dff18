/// Finds the position of the `1️⃣` marker in a test input, as swift-syntax's tests do, and
/// returns the input without it plus the marker's 1-based line and column (in scalars).
func locateMarker(_ marked: String) -> (text: String, line: Int, column: Int) {
    let marker = "1️⃣"
    guard let range = marked.range(of: marker) else { return (marked, 0, 0) }
    let before = marked[..<range.lowerBound]
    let line = before.filter { $0 == "\n" }.count + 1
    let lastLine = before.split(separator: "\n", omittingEmptySubsequences: false).last ?? ""
    return (marked.replacingCharacters(in: range, with: ""), line, lastLine.unicodeScalars.count + 1)
}
