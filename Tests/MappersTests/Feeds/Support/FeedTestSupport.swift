import Foundation
import XMLMapKit

@testable import Mappers

/// Maps `xml` with the `rss` mapper.
func mapRSS(_ xml: String, options: XMLMappingOptions = XMLMappingOptions(), mapper: RSSMapper = RSSMapper()) throws -> XMLMappingResult<RSSFeed> {
    try mapper.map(Array(xml.utf8), options: options)
}

/// Maps `xml` with the `atom` mapper.
func mapAtom(_ xml: String, options: XMLMappingOptions = XMLMappingOptions(), mapper: AtomMapper = AtomMapper()) throws -> XMLMappingResult<AtomFeed> {
    try mapper.map(Array(xml.utf8), options: options)
}

/// The instant an ISO 8601 date names.
func isoDate(_ text: String) -> Date? { FeedDate.parseISO8601(text) }

/// The iTunes namespace declaration.
let itunesNS = #"xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd""#
/// The Podcasting 2.0 namespace declaration.
let podcastNS = #"xmlns:podcast="https://podcastindex.org/namespace/1.0""#
