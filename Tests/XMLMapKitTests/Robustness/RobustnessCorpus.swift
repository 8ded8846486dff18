import TestSupport
import Foundation

/// The documents the robustness tests mutate: the repository's `Samples/`, and the W3C
/// suite's core documents, feedparser's feeds, the GPX files and the attack files.
enum RobustnessCorpus {
    /// `(name, bytes)` of every file in `Samples/`.
    static func samples() throws -> [(String, [UInt8])] {
        let folder = Corpus.packageRoot.appendingPathComponent("Samples")
        return try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .sorted { $0.path < $1.path }
            .map { ("Samples/" + $0.lastPathComponent, [UInt8](try Data(contentsOf: $0))) }
    }

    /// `(name, bytes)` of every corpus document; `every` keeps one W3C document in that many.
    static func corpusDocuments(everyW3C every: Int = 1) throws -> [(String, [UInt8])] {
        var urls: [URL] = []
        if let suite = Corpus.xmlconfDirectory {
            let manifest = try JSONDecoder().decode([ManifestCase].self, from: Data(contentsOf: Corpus.url("xmlconf/manifest.json")))
            let core = manifest.filter { $0.ci_profile.hasPrefix("core") }
            urls += stride(from: 0, to: core.count, by: every).map { suite.appendingPathComponent("xmlconf/" + core[$0].uri) }
        }
        urls += Corpus.files(in: "feedparser", extensions: ["xml"])
        urls += Corpus.files(in: "gpx", extensions: ["gpx"])
        urls += Corpus.files(in: "attacks", extensions: ["xml"])
        return try urls.map { url in (url.path.replacingOccurrences(of: Corpus.root.path + "/", with: ""), [UInt8](try Data(contentsOf: url))) }
    }

    /// A row of the W3C suite's manifest.
    struct ManifestCase: Decodable {
        var uri: String
        var ci_profile: String
    }
}
