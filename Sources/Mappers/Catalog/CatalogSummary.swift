#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The lines `xmlmap --format summary` prints for a catalog: counts and per-currency totals.
enum CatalogSummary {
    /// `sections: 3`, `products: 12`, then one `total EUR: 1234.5 (4 products)` line per
    /// currency (by code), and lines for prices without a currency and unreadable ones.
    static func lines(_ catalog: ProductCatalog) -> [String] {
        let products = catalog.products
        var lines = ["sections: \(catalog.sections.count)", "products: \(products.count)"]
        var totals: [String: (amount: Decimal, count: Int)] = [:]
        var unreadable = 0
        for product in products {
            guard let amount = product.amount else {
                unreadable += 1
                continue
            }
            let key = product.currency ?? ""
            let total = totals[key] ?? (0, 0)
            totals[key] = (total.amount + amount, total.count + 1)
        }
        for (currency, total) in totals.sorted(by: { $0.key < $1.key }) where !currency.isEmpty {
            lines.append("total \(currency): \(total.amount) (\(plural(total.count)))")
        }
        if let total = totals[""] {
            lines.append("total without currency: \(total.amount) (\(plural(total.count)))")
        }
        if unreadable > 0 { lines.append("unreadable prices: \(plural(unreadable))") }
        return lines
    }

    private static func plural(_ count: Int) -> String {
        count == 1 ? "1 product" : "\(count) products"
    }
}
