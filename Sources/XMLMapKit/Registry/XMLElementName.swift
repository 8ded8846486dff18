/// An element name independent of prefixes: a namespace URI and a local name, as mappers
/// declare the root elements they read.
public struct XMLElementName: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The namespace URI (empty: no namespace).
    public var namespaceURI: String
    /// The local name.
    public var localName: String

    /// Creates a name.
    public init(_ localName: String, namespaceURI: String = "") {
        self.localName = localName
        self.namespaceURI = namespaceURI
    }

    /// Whether `name` is this element, compared as bytes.
    public func matches(_ name: XMLName) -> Bool {
        name.localName.equals(Array(localName.utf8)) && name.namespaceURI.equals(Array(namespaceURI.utf8))
    }

    /// `{namespaceURI}localName`, or the local name alone.
    public var description: String { namespaceURI.isEmpty ? localName : "{\(namespaceURI)}\(localName)" }
}
