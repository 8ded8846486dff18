import Foundation
import XMLMapKit

/// The command line: `feed-loader [--etag ETAG] [--since DATE] [--jobs N] [--timeout SECONDS] URL...`.
struct FeedLoaderArguments {
    static let usage = "usage: feed-loader [--etag ETAG] [--since DATE] [--jobs N] [--timeout SECONDS] URL..."

    var loader = PodcastLoader()
    var jobs = 4
    var urls: [String] = []

    /// A usage error, with what was wrong.
    struct UsageError: Error {
        var message: String
    }

    /// Reads `arguments` (without the program's name).
    init(_ arguments: [String]) throws(UsageError) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            guard argument.hasPrefix("--") else {
                urls.append(argument)
                continue
            }
            guard let value = remaining.popFirst() else { throw UsageError(message: "\(argument) needs a value") }
            switch argument {
            case "--etag":
                loader.etag = value
            case "--since":
                guard let date = FeedDate.parseISO8601(value) else { throw UsageError(message: "--since: not an RFC 3339 date: \(value)") }
                loader.since = date
            case "--jobs":
                guard let count = Int(value), count > 0 else { throw UsageError(message: "--jobs: not a positive number: \(value)") }
                jobs = count
            case "--timeout":
                guard let seconds = Double(value), seconds > 0, seconds.isFinite else {
                    throw UsageError(message: "--timeout: not a positive number of seconds: \(value)")
                }
                loader.loading.connectTimeout = seconds
                loader.loading.readTimeout = seconds
            default:
                throw UsageError(message: "unknown option \(argument)")
            }
        }
        if urls.isEmpty { throw UsageError(message: "no URL") }
    }
}
