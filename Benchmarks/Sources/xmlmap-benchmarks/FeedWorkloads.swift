import BenchmarkInputs
import Foundation

/// The RSS and Atom workloads: generated feeds, and the real feeds of the corpora.
enum FeedWorkloads {
    static func generated() -> [Workload] {
        [
            Workload(
                key: "rss", title: "podcast RSS, \(Workloads.rssItems.formatted()) items",
                documents: { [Document(name: "feed.rss", bytes: InputGenerator.podcastRSS(items: Workloads.rssItems))] },
                subset: { [Document(name: "feed-subset.rss", bytes: InputGenerator.podcastRSS(items: Workloads.rssItems / 10))] },
                subsetLabel: "1/10", contenders: RSSContenders.all()),
            Workload(
                key: "atom", title: "Atom, \(Workloads.atomEntries.formatted()) entries",
                documents: { [Document(name: "feed.atom", bytes: InputGenerator.atom(entries: Workloads.atomEntries))] },
                subset: { [Document(name: "feed-subset.atom", bytes: InputGenerator.atom(entries: Workloads.atomEntries / 10))] },
                subsetLabel: "1/10", contenders: AtomContenders.all()),
        ]
    }

    /// feedparser's well-formed feeds (and the Podcasting 2.0 example), by root element:
    /// `<rss>` ones and Atom `<feed>` ones. Files that any contender cannot read at all
    /// (odd encodings, XMLCoder's required structure) are left out, and counted.
    static func corpora() -> [Workload] {
        let files = Workloads.corpusFiles("feedparser/wellformed", extension: "xml") + Workloads.corpusFiles("podcast-namespace", extension: "xml")
        guard !files.isEmpty else { return [] }
        var rss: [String] = []
        var atom: [String] = []
        for file in files {
            guard let bytes = try? Workloads.readBytes(file) else { continue }
            switch rootName(bytes) {
            case "rss": rss.append(file)
            case "feed": atom.append(file)
            default: break
            }
        }
        return [
            corpus(key: "corpus-rss", title: "real RSS feeds (feedparser, podcast-namespace)", files: rss, contenders: RSSContenders.all()),
            corpus(key: "corpus-atom", title: "real Atom feeds (feedparser)", files: atom, contenders: AtomContenders.all()),
        ]
    }

    private static func corpus(key: String, title: String, files: [String], contenders: [Contender]) -> Workload {
        Workload(
            key: key, title: "\(title), \(files.count) files",
            documents: {
                try files.map { Document(name: $0, bytes: try Workloads.readBytes($0)) }.filter { document in
                    contenders.allSatisfy { (try? $0.map(document)) != nil }
                }
            },
            contenders: contenders)
    }

    /// The local name of the first element (after the prolog), for sorting the corpus.
    static func rootName(_ bytes: [UInt8]) -> String? {
        var index = 0
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "<") {
                let next = bytes[index + 1]
                if next != UInt8(ascii: "?") && next != UInt8(ascii: "!") {
                    var end = index + 1
                    while end < bytes.count, ![UInt8(ascii: " "), UInt8(ascii: ">"), UInt8(ascii: "/"), 0x0A, 0x0D, 0x09].contains(bytes[end]) { end += 1 }
                    let name = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
                    return String(name.split(separator: ":").last ?? "")
                }
            }
            index += 1
        }
        return nil
    }
}
