import XMLMapKit

extension XMLMapperRegistry {
    /// The built-in mappers: `catalog`, and `generic` as the fallback for any other root.
    public static var builtIn: XMLMapperRegistry {
        XMLMapperRegistry([CatalogMapper(), GenericMapper()], fallbackName: "generic")
    }
}
