import XMLMapOutput

/// A catalog written back in its own format (`xml`): `<list>`, a `<category val="…">` per
/// section, a `<product>` per product with its `<price>` (as written), `<code>` and `<name>`,
/// in the grammar's order, indented two spaces. Products read outside any category (a
/// section with an empty name) come out in a category with an empty `val`, as the grammar
/// has every product in a category. It maps back to the same catalog.
enum CatalogXML {
    /// Writes `catalog` into `output`.
    static func write(_ catalog: ProductCatalog, to output: OutputBuffer) throws {
        var xml = XMLWriter(output, style: .pretty)
        try xml.declaration()
        try xml.startElement("list")
        for section in catalog.sections {
            try xml.startElement("category")
            try xml.attribute("val", section.name)
            for product in section.products {
                try xml.startElement("product")
                try xml.element("price", text: product.price)
                try xml.element("code", text: product.code)
                try xml.element("name", text: product.name)
                try xml.endElement()
            }
            try xml.endElement()
        }
        try xml.finish()
    }
}
