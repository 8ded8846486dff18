/// How the generic mapper shapes JSON: the arguments of xmltodict's `parse` that matter,
/// with xmltodict's defaults.
public struct GenericOptions: Sendable, Hashable {
    /// `attr_prefix`: put before attribute names (`@href`).
    public var attrPrefix = "@"
    /// `cdata_key`: the key of an element's text beside attributes or children (`#text`).
    public var cdataKey = "#text"
    /// `cdata_separator`: put between runs of text that child elements interrupt.
    public var cdataSeparator = ""
    /// `force_cdata`: the elements whose text is always an object `{"#text": …}`.
    public var forceCData: GenericKeySelection = .off
    /// `force_list`: the keys whose value is always an array, even when alone.
    public var forceList: GenericKeySelection = .off
    /// `strip_whitespace`: trim text (as Python's `str.strip`), and drop it when nothing is
    /// left.
    public var stripWhitespace = true
    /// `xml_attribs`: keep attributes.
    public var xmlAttribs = true
    /// `process_namespaces`: name elements and attributes by namespace URI
    /// (`http://a.com/:y`), or by the prefix ``namespaces`` gives the URI; namespace
    /// declarations become one `@xmlns` object. Otherwise names are kept as written (`a:y`)
    /// and declarations are attributes like any other.
    public var processNamespaces = false
    /// `namespaces`: namespace URI → the prefix to write instead (empty: no prefix).
    public var namespaces: [String: String] = [:]
    /// `namespace_separator`: between a namespace and a local name.
    public var namespaceSeparator = ":"

    /// xmltodict's defaults.
    public init() {}
}
