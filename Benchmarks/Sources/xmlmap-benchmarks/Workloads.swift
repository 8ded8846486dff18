import BenchmarkInputs
import Foundation

/// The inputs: generated documents of the sizes the issue names, and the real files of
/// `../shared/corpora` (read where present).
enum Workloads {
    static let gpxPoints = 500_000
    static let rssItems = 20_000
    static let atomEntries = 20_000
    static let catalogProducts = 200_000
    static let nestedSections = 3_000
    static let nestedDepth = 60

    /// `../shared/corpora` beside the root package.
    static var corporaDirectory: String {
        let packageDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return packageDirectory.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/corpora").path
    }

    /// The workload named `key`, without reading the corpora unless it is one of them.
    static func named(_ key: String) -> Workload? {
        all(includingCorpora: key.hasPrefix("corpus")).first { $0.key == key }
    }

    static func all(includingCorpora: Bool = true) -> [Workload] {
        var workloads = [
            Workload(
                key: "gpx", title: "GPX, \(gpxPoints.formatted()) track points",
                documents: { [Document(name: "track.gpx", bytes: InputGenerator.gpx(points: gpxPoints))] },
                subset: { [Document(name: "track-subset.gpx", bytes: InputGenerator.gpx(points: gpxPoints / 10))] },
                subsetLabel: "1/10", contenders: GPXContenders.all()),
            Workload(
                key: "catalog", title: "catalog, \(catalogProducts.formatted()) products",
                documents: { [Document(name: "catalog.xml", bytes: InputGenerator.catalog(products: catalogProducts))] },
                subset: { [Document(name: "catalog-subset.xml", bytes: InputGenerator.catalog(products: catalogProducts / 10))] },
                subsetLabel: "1/10", contenders: CatalogContenders.all()),
            Workload(
                key: "nested", title: "generic, \(nestedSections.formatted()) chains \(nestedDepth) deep",
                documents: { [Document(name: "nested.xml", bytes: InputGenerator.nested(sections: nestedSections, depth: nestedDepth))] },
                subset: { [Document(name: "nested-subset.xml", bytes: InputGenerator.nested(sections: nestedSections / 10, depth: nestedDepth))] },
                subsetLabel: "1/10", contenders: GenericContenders.all()),
        ]
        workloads.insert(contentsOf: FeedWorkloads.generated(), at: 1)
        guard includingCorpora else { return workloads }
        let gpxFiles = corpusFiles("gpx", extension: "gpx")
        if !gpxFiles.isEmpty {
            workloads.append(
                Workload(
                    key: "corpus-gpx", title: "real GPX files (shared/corpora/gpx, \(gpxFiles.count) files)",
                    documents: { try gpxFiles.map { Document(name: $0, bytes: try readBytes($0)) } },
                    contenders: GPXContenders.all()))
        }
        workloads += FeedWorkloads.corpora()
        return workloads
    }

    static func corpusFiles(_ folder: String, extension fileExtension: String) -> [String] {
        let root = corporaDirectory + "/" + folder
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix("." + fileExtension) }.sorted().map { root + "/" + $0 }
    }

    static func readBytes(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }
}
