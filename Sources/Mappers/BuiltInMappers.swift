import XMLMapKit
import XMLMapOutput

extension XMLMapperRegistry {
    /// The built-in mappers: `rss`, `atom`, `cdf`, `gpx`, `catalog`, and `generic` as the
    /// fallback for any other root.
    public static var builtIn: XMLMapperRegistry {
        XMLMapperRegistry([RSSMapper(), AtomMapper(), CDFMapper(), GPXMapper(), CatalogMapper(), GenericMapper()], fallbackName: "generic")
    }
}
