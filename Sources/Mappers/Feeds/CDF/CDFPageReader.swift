#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import XMLMapKit

/// Reads what a CDF channel and a CDF item both say about the web page they stand for: its
/// address (`HREF`, else the `HREF` of an `<A>` inside), when it last changed (`LASTMOD`), its
/// `TITLE` and its `ABSTRACT`; and the base of the addresses inside (`xml:base`, then a
/// channel's `BASE`).
///
/// Its owner, a channel's or an item's handler, passes it its own element
/// (``begin(_:field:context:)``), offers it each descendant (``startElement(_:)``) and passes
/// it the end of each one it took (``endElement(text:context:)``).
struct CDFPageReader {
    /// The base and language in effect inside the element.
    private(set) var scope: XMLScope
    /// `TITLE`.
    private(set) var title: String?
    /// `HREF` (or an `<A HREF>`), resolved against the base.
    private(set) var link: String?
    /// `ABSTRACT`, read as HTML: sanitized, its links resolved, unless raw HTML is kept.
    private(set) var abstract: String?
    /// The base in effect at `ABSTRACT`, when absolute: what its links resolve against.
    private(set) var abstractBase: String?
    /// `LASTMOD`.
    private(set) var lastModified: Date?
    /// The field whose text is being read.
    private var field: CDFElement?
    /// How many elements are open inside that field.
    private var depth = 0
    /// The scope at the `ABSTRACT` being read, whose base its links resolve against.
    private var abstractScope = XMLScope()

    /// A reader for an element inside `scope`.
    init(scope: XMLScope) {
        self.scope = scope
    }

    /// Reads the element's `xml:base`, `xml:lang`, `BASE`, `HREF` and `LASTMOD`; an unreadable
    /// date is reported as `field.lastmod`.
    mutating func begin(_ element: XMLStartElement, field: String, context: XMLHandlerContext) throws {
        scope = scope.entering(element)
        if let base = CDFAttribute.base.value(in: element)?.nonBlankText { scope = scope.rebased(on: base) }
        link = CDFAttribute.href.value(in: element).flatMap(FeedValue.string).map(scope.resolve)
        if let date = CDFAttribute.lastModified.value(in: element) {
            lastModified = try FeedValue.date(date, field: "\(field).lastmod", context: context)
        }
    }

    /// How to descend into `element` when it is one of the page's fields or inside one;
    /// `nil` for another element, which the owner reads.
    mutating func startElement(_ element: XMLStartElement) -> XMLDescent? {
        if field != nil {
            depth += 1
            return .handle
        }
        switch CDFElement(element.name) {
        case .title?:
            field = .title
            return .collectText
        case .abstract?:
            field = .abstract
            abstractScope = scope.entering(element)
            return .collectText
        case .anchor?:
            link = link ?? CDFAttribute.href.value(in: element).flatMap(FeedValue.string).map(scope.resolve)
            return .skip
        default:
            return nil
        }
    }

    /// Stores the field that ends, given its text.
    mutating func endElement(text: XMLBytes, context: XMLHandlerContext) {
        guard depth == 0 else {
            depth -= 1
            return
        }
        switch field {
        case .title?: title = FeedValue.string(text)
        case .abstract?:
            abstract = FeedValue.string(text).map { context.options.keptHTML($0, in: abstractScope) }
            abstractBase = abstract == nil ? nil : abstractScope.keptBase(context.options)
        default: break
        }
        field = nil
    }
}
