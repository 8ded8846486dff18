/// Which keys an xmltodict option applies to (`force_list`, `force_cdata`): none, all, or
/// those named. Written like the Python argument: `false`, `true`, or `["server"]`.
public enum GenericKeySelection: Sendable, Hashable, ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral {
    /// No key.
    case off
    /// Every key.
    case all
    /// The keys named (element names as they appear in the output, or the text key).
    case keys(Set<String>)

    /// `true`: ``all``; `false`: ``off``.
    public init(booleanLiteral value: Bool) { self = value ? .all : .off }
    /// ``keys(_:)``.
    public init(arrayLiteral elements: String...) { self = .keys(Set(elements)) }

    /// Whether the option applies to `key`.
    public func contains(_ key: String) -> Bool {
        switch self {
        case .off: false
        case .all: true
        case .keys(let keys): keys.contains(key)
        }
    }
}
