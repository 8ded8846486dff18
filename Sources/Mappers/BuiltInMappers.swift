import XMLMapKit

extension XMLMapperRegistry {
    /// The built-in mappers: `gpx`, `catalog`, and `generic` as the fallback for any other root.
    public static var builtIn: XMLMapperRegistry {
        XMLMapperRegistry([GPXMapper(), CatalogMapper(), GenericMapper()], fallbackName: "generic")
    }
}
