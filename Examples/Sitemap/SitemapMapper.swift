import XMLMapKit
import XMLMapOutput

/// The sitemap handler as an `xmlmap` plugin: picked for documents whose root is `<urlset>`,
/// one URL a line in `jsonl`, a few lines in `summary`.
struct SitemapMapper: XMLMapperPlugin {
    var name: String { "sitemap" }
    var summary: String { "sitemaps.org sitemaps: pages, dates and images" }
    /// `urlset` as written: in the sitemap namespace, or in none.
    var rootElements: [XMLElementName] { [XMLElementName("urlset")] }

    func makeHandler(options: XMLMappingOptions) -> SitemapHandler { SitemapHandler() }

    func records(of sitemap: Sitemap) -> [SitemapURL] { sitemap.urls }

    func summarize(_ sitemap: Sitemap) -> [String] {
        let dates = sitemap.urls.compactMap(\.lastModified)
        var lines = ["urls: \(sitemap.urls.count), images: \(sitemap.urls.reduce(0) { $0 + $1.images.count })"]
        if let newest = dates.max() { lines.append("last modified: \(newest.formatted(.iso8601))") }
        return lines
    }
}
