import XMLMapKit

extension XMLMappingOptions {
    /// The sanitizer for HTML read under `scope`, its relative links resolved against the base
    /// in effect there; `nil` when ``keepsRawHTML`` keeps HTML as the document has it.
    func htmlSanitizer(in scope: XMLScope) -> HTMLSanitizer? {
        keepsRawHTML ? nil : HTMLSanitizer(base: scope.base)
    }

    /// `html` as the feed mappers keep it: sanitized with its links resolved against the base in
    /// effect at `scope`, or as written when ``keepsRawHTML`` is set.
    func keptHTML(_ html: String, in scope: XMLScope) -> String {
        htmlSanitizer(in: scope)?.sanitize(html) ?? html
    }
}
