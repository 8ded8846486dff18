import XMLMapKit

/// Google's image sitemap extension, matched by URI whatever prefix a sitemap uses.
let imageNamespace: StaticString = "http://www.google.com/schemas/sitemap-image/1.1"

/// Reads a `<urlset>`: each `<url>` is delegated to a ``SitemapURLHandler``.
///
/// Sitemaps declare a default namespace (`xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"`);
/// `matches("url")` matches `<url>` as it is written, whatever that default namespace is.
struct SitemapHandler: XMLElementHandler {
    var sitemap = Sitemap()

    mutating func startElement(_ element: XMLStartElement, context: XMLHandlerContext) -> XMLDescent {
        guard element.name.matches("url") else { return .skip }
        return delegate(to: SitemapURLHandler()) { handler, url, _ in handler.sitemap.urls.append(url) }
    }

    func finish(context: XMLHandlerContext) -> Sitemap { sitemap }
}

/// Reads one `<url>`. A value that is not valid (a priority that is not a number, a date that
/// is not one) is reported with its line, column and element path, and left out.
struct SitemapURLHandler: XMLElementHandler {
    var url = SitemapURL()

    mutating func startElement(_ element: XMLStartElement, context: XMLHandlerContext) -> XMLDescent {
        let name = element.name
        if name.matches("loc", namespaceURI: imageNamespace) { return .collectText }  // inside <image:image>
        if name.matches("image", namespaceURI: imageNamespace) { return .handle }
        if name.matches("loc") || name.matches("lastmod") || name.matches("changefreq") || name.matches("priority") {
            return .collectText
        }
        return .skip
    }

    mutating func endElement(_ element: XMLEndElement, text: XMLBytes, context: XMLHandlerContext) throws {
        let name = element.name
        if name.matches("loc", namespaceURI: imageNamespace) {
            url.images.append(text.trimmed)
        } else if name.matches("loc") {
            url.location = text.trimmed
        } else if name.matches("changefreq") {
            url.changeFrequency = text.trimmed
        } else if name.matches("lastmod") {
            guard let date = text.date(.iso8601) else { return try context.reportIssue(field: "lastmod", "not a W3C date: '\(text.trimmed)'") }
            url.lastModified = date
        } else if name.matches("priority") {
            guard let priority = text.double else { return try context.reportIssue(field: "priority", "not a number: '\(text.trimmed)'") }
            url.priority = priority
        }
    }

    func finish(context: XMLHandlerContext) throws -> SitemapURL {
        if url.location.isEmpty { try context.reportIssue(field: "loc", "a <url> without its <loc>") }
        return url
    }
}
