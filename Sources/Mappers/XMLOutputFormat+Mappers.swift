import XMLMapKit
import XMLMapOutput

extension XMLOutputFormat {
    /// CSV (RFC 4180 quoting, a header row): one row per feed item, GPX point or product.
    public static let csv: XMLOutputFormat = "csv"
    /// JSON Feed 1.1, for RSS and Atom feeds.
    public static let jsonfeed: XMLOutputFormat = "jsonfeed"
    /// GeoJSON (RFC 7946), for GPX files.
    public static let geojson: XMLOutputFormat = "geojson"
    /// An SVG picture of a GPX file's tracks and routes.
    public static let svg: XMLOutputFormat = "svg"
    /// RSS 2.0, for RSS feeds (any version) and Atom feeds converted.
    public static let rss: XMLOutputFormat = "rss"
    /// Atom 1.0, for Atom feeds (1.0 and 0.3) and RSS feeds converted.
    public static let atom: XMLOutputFormat = "atom"
}
