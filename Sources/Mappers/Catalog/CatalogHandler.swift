import XMLMapKit

/// Maps a product list: `List ::= <list>Category+</list>`,
/// `Category ::= <category val="String">Product+</category>`; each `<product>` goes to a
/// ``ProductHandler``.
///
/// Categories are handled here rather than by a child handler so that a document cut short
/// keeps every product finished before the cut. A product outside any category is reported;
/// lenient mode keeps it in a section with an empty name (consecutive ones share it) so that
/// no product is lost.
public struct CatalogHandler: XMLElementHandler {
    private var catalog = ProductCatalog()
    /// Whether a `<category>` is open (its section is the last one).
    private var inCategory = false
    /// Whether the last section holds products found outside any category.
    private var lastSectionIsLoose = false
    /// Products mapped in the last section (kept or handed out).
    private var lastSectionCount = 0
    /// Receives each product instead of the catalog, when streaming.
    private let onProduct: (@Sendable (CatalogProductRecord) -> Void)?

    /// A handler for one document.
    public init() {
        onProduct = nil
    }

    /// A handler that hands each product to `onProduct`, with its category's name, as soon as
    /// it is mapped, instead of keeping it: the catalog's sections stay, empty.
    ///
    /// ```swift
    /// for try await record in XMLRecords(from: url, handler: { CatalogHandler(onProduct: $0) }) { show(record) }
    /// ```
    public init(onProduct: @escaping @Sendable (CatalogProductRecord) -> Void) {
        self.onProduct = onProduct
    }

    /// Reports a root other than `<list>`.
    public mutating func begin(_ element: XMLStartElement, context: XMLHandlerContext) throws {
        if !element.name.matches("list") {
            try context.reportIssue(field: "list", "the root element is <\(element.name.qualifiedName.string)>, not <list>")
        }
    }

    /// Opens categories and delegates products; reports anything else.
    public mutating func startElement(_ element: XMLStartElement, context: XMLHandlerContext) throws -> XMLDescent {
        if element.name.matches("product") {
            if !inCategory { try context.reportIssue(field: "product", "outside a category") }
            return delegate(to: ProductHandler()) { handler, product, context in
                if context.isEndingEarly { try context.reportCutRecord("product") }
                handler.append(product)
            }
        }
        guard !inCategory, element.name.matches("category") else {
            try context.reportIssue(field: inCategory ? "category" : "list", "unexpected element <\(element.name.qualifiedName.string)>")
            return .skip
        }
        try openCategory(element, context: context)
        return .handle
    }

    /// Reports text that is not white space directly inside the list or a category.
    public mutating func text(_ text: XMLText, context: XMLHandlerContext) throws {
        if !text.isWhitespace { try context.reportIssue(field: inCategory ? "category" : "list", "unexpected text") }
    }

    /// Closes a category, reporting it when it has no product.
    public mutating func endElement(_ element: XMLEndElement, text: XMLBytes, context: XMLHandlerContext) throws {
        inCategory = false
        if lastSectionCount == 0 { try context.reportIssue(field: "category", "no product") }
    }

    /// Reports a list without categories and returns the catalog.
    public mutating func finish(context: XMLHandlerContext) throws -> ProductCatalog {
        if catalog.sections.isEmpty { try context.reportIssue(field: "list", "no category") }
        return catalog
    }

    /// Starts the category's section, reporting a missing or empty `val`.
    private mutating func openCategory(_ element: XMLStartElement, context: XMLHandlerContext) throws {
        inCategory = true
        lastSectionIsLoose = false
        lastSectionCount = 0
        let name = element.attributes.value("val")?.string
        catalog.sections.append(CatalogSection(name: name ?? ""))
        if name == nil {
            try context.reportIssue(field: "category.val", "missing")
        } else if name?.isEmpty == true {
            try context.reportIssue(field: "category.val", "empty")
        }
    }

    /// Adds a product to the open category, or to the section of loose products (or hands it
    /// out, when streaming).
    private mutating func append(_ product: Product) {
        if !inCategory, !lastSectionIsLoose {
            catalog.sections.append(CatalogSection(name: ""))
            lastSectionIsLoose = true
            lastSectionCount = 0
        }
        lastSectionCount += 1
        let last = catalog.sections.count - 1
        if let onProduct {
            onProduct(CatalogProductRecord(category: catalog.sections[last].name, product: product))
        } else {
            catalog.sections[last].products.append(product)
        }
    }
}
