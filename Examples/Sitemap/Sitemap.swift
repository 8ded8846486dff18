import Foundation

/// A sitemap (sitemaps.org): the pages of a site, with when each last changed.
struct Sitemap: Sendable, Codable, Equatable {
    /// The `<url>` elements, in document order.
    var urls: [SitemapURL] = []
}

/// One `<url>` of a sitemap.
struct SitemapURL: Sendable, Codable, Equatable {
    /// `<loc>`: the page's address.
    var location = ""
    /// `<lastmod>`: when the page last changed.
    var lastModified: Date?
    /// `<changefreq>`: how often it changes (`daily`, `weekly`…).
    var changeFrequency: String?
    /// `<priority>`: from 0.0 to 1.0.
    var priority: Double?
    /// `<image:image><image:loc>`: the images on the page (Google's image extension).
    var images: [String] = []
}
