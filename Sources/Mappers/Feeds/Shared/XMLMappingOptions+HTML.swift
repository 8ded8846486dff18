import XMLMapKit

extension XMLMappingOptions {
    /// `html` as the feed mappers keep it: sanitized with its links resolved against the base in
    /// effect at `scope` (read as XHTML when `isXHTML`: Atom's `xhtml`, RSS's `xhtml:body`), or as
    /// written when ``keepsRawHTML`` is set.
    func keptHTML(_ html: String, in scope: XMLScope, isXHTML: Bool = false) -> String {
        keepsRawHTML ? html : HTMLSanitizer(base: scope.base, isXHTML: isXHTML).sanitize(html)
    }
}
