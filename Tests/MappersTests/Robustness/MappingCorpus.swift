import TestSupport
import Foundation

/// The documents the mapper robustness tests use: the repository's `Samples/` and the feeds,
/// GPX files and attack files of the shared corpora.
enum MappingCorpus {
    /// `(name, bytes)` of every file in `Samples/`.
    static func samples() throws -> [(String, [UInt8])] {
        try documents(in: Corpus.packageRoot.appendingPathComponent("Samples"), every: 1)
            .map { ("Samples/" + $0.0, $0.1) }
    }

    /// `(name, bytes)` of the `.xml` and `.gpx` files under `folder` of the corpora, one in `every`.
    static func corpus(_ folder: String, every: Int = 1) throws -> [(String, [UInt8])] {
        try documents(in: Corpus.url(folder), every: every).map { (folder + "/" + $0.0, $0.1) }
    }

    private static func documents(in folder: URL, every: Int) throws -> [(String, [UInt8])] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        let urls = enumerator.compactMap { $0 as? URL }
            .filter { ["xml", "gpx", "opml"].contains($0.pathExtension.lowercased()) }
            .sorted { $0.path < $1.path }
        return try stride(from: 0, to: urls.count, by: every).map { index in
            (urls[index].lastPathComponent, [UInt8](try Data(contentsOf: urls[index])))
        }
    }
}
