import XMLMapKit
import XMLMapOutput

/// How a show's episodes are meant to be heard (`itunes:type`).
public enum ITunesShowType: String, ModelMemberValue, Sendable, CaseIterable {
    /// Newest first, in any order.
    case episodic
    /// In order, oldest first.
    case serial
}
