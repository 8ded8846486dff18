// feed-loader [--etag ETAG] [--since DATE] [--jobs N] [--timeout SECONDS] URL...
//
// Loads podcast feeds (RSS or Atom) at most N at a time (default 4) and prints one JSON
// object a line per URL, in the order given:
//
//   {"url": U, "etag": E, "podcast": {"title", "author", "artworkURL", "description",
//                                     "primaryGenre", "episodes": [...]}}
//   {"url": U, "notModified": true}                       (--etag matched: HTTP 304)
//   {"url": U, "error": {"kind": K, "status": S, "field": F, "line": L, "column": C, "message": M}}
//
// with K one of loadError, notFound, requestFailed, feedParsingError, feedMissingData.
// --since DATE (RFC 3339) keeps the episodes newer than DATE and stops at the first that is
// not, cancelling the rest of the transfer; --timeout SECONDS is the longest wait for a
// connection or for the next bytes. Exits 69 if a URL failed to load, else 65 if a feed
// failed as data, else 0 (64 for a usage error).
//
// A template for an app's loader, with only the library's public API: `XMLMapLoading`'s
// `load(from:revalidating:loading:)` on a registry of the RSS and Atom mappers.
import Foundation

let arguments: FeedLoaderArguments
do {
    arguments = try FeedLoaderArguments(Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("feed-loader: \(error.message)\n\(FeedLoaderArguments.usage)\n".utf8))
    exit(64)
}

let loader = arguments.loader
let urls = arguments.urls
var failures: [FeedLoadFailure.Kind] = []
await withTaskGroup(of: (Int, FeedLoadResult).self) { group in
    var started = 0
    func startNext() {
        let index = started
        group.addTask { (index, await loader.load(urls[index])) }
        started += 1
    }
    while started < min(arguments.jobs, urls.count) { startNext() }
    // Lines go out in the order given, each as soon as those before it are out.
    var finished: [Int: FeedLoadResult] = [:]
    var printed = 0
    for await (index, result) in group {
        finished[index] = result
        while let next = finished.removeValue(forKey: printed) {
            FileHandle.standardOutput.write(Data((next.json(url: urls[printed]).text + "\n").utf8))
            if case .failure(let failure) = next { failures.append(failure.kind) }
            printed += 1
        }
        if started < urls.count { startNext() }
    }
}
exit(failures.contains { $0.isLoadFailure } ? 69 : failures.isEmpty ? 0 : 65)
