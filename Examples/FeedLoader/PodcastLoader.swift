import Foundation
import Mappers
import XMLMapKit
import XMLMapOutput
import XMLMapLoading

/// Loads feeds into podcasts: RSS or Atom chosen by the root element, the body parsed as it
/// arrives, episodes kept until the first one not newer than ``since`` (the rest of the
/// transfer is cancelled there).
struct PodcastLoader: Sendable {
    /// Sent as `If-None-Match`: a server whose feed has this ETag answers 304.
    var etag: String?
    /// Keep only episodes newer than this.
    var since: Date?
    /// The limits of each load (the timeouts of `--timeout`).
    var loading = XMLLoadOptions()

    /// Loads `address`.
    func load(_ address: String) async -> FeedLoadResult {
        guard let url = URL(string: address), ["http", "https"].contains(url.scheme?.lowercased()) else {
            return .failure(FeedLoadFailure(kind: .loadError, message: "not an http or https URL: \(address)"))
        }
        let registry = XMLMapperRegistry([RSSMapper(since: since), AtomMapper(since: since)])
        let validators = etag.map { XMLHTTPValidators(entityTag: $0) }
        do {
            switch try await registry.load(from: url, revalidating: validators, loading: loading) {
            case .notModified:
                return .notModified
            case .loaded(let document, let response):
                if let error = document.result.error {
                    if response.interruption != nil {
                        return .failure(FeedLoadFailure(kind: .loadError, message: "the connection closed before the end of the feed: \(error.message)"))
                    }
                    return .failure(Self.parsingFailure(error))
                }
                let podcast: Podcast
                switch document.result.model {
                case let feed as RSSFeed: podcast = Podcast(feed)
                case let feed as AtomFeed: podcast = Podcast(feed)
                default: return .failure(FeedLoadFailure(kind: .feedParsingError, message: "not an RSS or Atom feed", line: 1, column: 1))
                }
                guard podcast.title != nil else {
                    return .failure(FeedLoadFailure(kind: .feedMissingData, message: "the feed has no title", field: "title"))
                }
                return .podcast(podcast, etag: response.validators.entityTag)
            }
        } catch {
            switch error.code {
            case .notFound:
                return .failure(FeedLoadFailure(kind: .notFound, message: error.message, status: error.statusCode))
            case .httpStatus:
                return .failure(FeedLoadFailure(kind: .requestFailed, message: error.message, status: error.statusCode))
            case .parse:
                if let parseError = error.parseError { return .failure(Self.parsingFailure(parseError)) }
                return .failure(FeedLoadFailure(kind: .feedParsingError, message: error.message))
            default:
                return .failure(FeedLoadFailure(kind: .loadError, message: error.message))
            }
        }
    }

    /// A parse error, with where it is.
    private static func parsingFailure(_ error: XMLError) -> FeedLoadFailure {
        // The registry's message lists every root it knows: too much for an app's user.
        let message = error.code == .unexpectedRoot ? "not an RSS or Atom feed" : error.message
        return FeedLoadFailure(kind: .feedParsingError, message: message, line: error.location.line, column: error.location.column)
    }
}
