import XMLMapKit
import XMLMapOutput

/// What kind of episode an item is (`itunes:episodeType`).
public enum ITunesEpisodeType: String, ModelMemberValue, Sendable, CaseIterable {
    /// A regular episode.
    case full
    /// A preview of the show or of a season.
    case trailer
    /// Extra content.
    case bonus
}
