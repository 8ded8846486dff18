#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif
import XMLMapKit

/// Parses every hostile document of `../shared/corpora/attacks` and a set of generated ones
/// with the default limits, and prints one line per case: how it ended, how long it took and
/// the peak resident memory while it ran.
///
/// ```sh
/// swift run -c release --package-path Fuzz attack-report [CORPORA]
/// ```
@main
struct AttackReport {
    static func main() {
        let corpora = CommandLine.arguments.dropFirst().first ?? defaultCorporaPath()
        let cases = AttackCase.corpusFiles(in: corpora + "/attacks") + AttackCase.generated
        print(AttackCase.header)
        for attack in cases {
            print(attack.run())
            fflush(nil)
        }
    }

    /// `../shared/corpora` beside the repository this file is in.
    static func defaultCorporaPath() -> String {
        var path = #filePath
        for _ in 0..<4 { path = String(path[..<path.lastIndex(of: "/")!]) }  // file, AttackReport, Sources, Fuzz
        return path + "/../shared/corpora"
    }
}
