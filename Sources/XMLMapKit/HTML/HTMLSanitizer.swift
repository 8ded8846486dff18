#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Makes the HTML of a feed safe to show in a web view, as feedparser does by default, and
/// resolves the relative links inside it.
///
/// (Interface agreed for the wiring; the implementation is being written.)
public struct HTMLSanitizer: Sendable {
    /// The base URI relative references inside the HTML are resolved against; `nil` leaves them
    /// as written.
    public var base: URL?

    /// A sanitizer resolving relative references against `base`.
    public init(base: URL? = nil) {
        self.base = base
    }

    /// The sanitized form of the HTML fragment in `html` (UTF-8).
    public func sanitize(_ html: UnsafeRawBufferPointer) -> String {
        String(decoding: html, as: UTF8.self)
    }

    /// The sanitized form of the HTML fragment `html`.
    public func sanitize(_ html: String) -> String {
        var html = html
        return html.withUTF8 { sanitize(UnsafeRawBufferPointer($0)) }
    }
}
