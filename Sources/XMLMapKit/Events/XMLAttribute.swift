/// One attribute of a start tag: its resolved name and its normalised value, as borrowed views.
public struct XMLAttribute {
    /// The attribute's name; an unprefixed attribute is in no namespace.
    public let name: XMLName
    /// The value after entity expansion and attribute-value normalisation.
    public let value: XMLBytes
    /// `false` when the attribute was not written but defaulted from the DTD's `ATTLIST`.
    public let isSpecified: Bool

    /// Creates an attribute.
    @inlinable
    init(name: XMLName, value: XMLBytes, isSpecified: Bool) {
        self.name = name
        self.value = value
        self.isSpecified = isSpecified
    }
}

/// The attributes of a start tag in document order (defaulted ones last), borrowed from the
/// parser for the duration of the callback.
public struct XMLAttributes: RandomAccessCollection {
    @usableFromInline let storage: UnsafeBufferPointer<XMLAttribute>

    /// Wraps the parser's attribute storage.
    @inlinable
    init(_ storage: UnsafeBufferPointer<XMLAttribute>) { self.storage = storage }

    /// The first index (always 0).
    @inlinable public var startIndex: Int { 0 }
    /// The number of attributes.
    @inlinable public var endIndex: Int { storage.count }
    /// The attribute at `position`.
    @inlinable public subscript(position: Int) -> XMLAttribute { storage[position] }

    /// The value of the attribute named `name` as it is written, if present: `value("length")`
    /// is the unprefixed `length` (in no namespace, as every unprefixed attribute is), and
    /// `value("android:name")` the attribute written with that prefix. Tell namespaces apart
    /// whatever the prefix with ``value(_:namespaceURI:)``.
    @inlinable @inline(__always)
    public func value(_ name: StaticString) -> XMLBytes? {
        for attribute in storage where attribute.name.qualifiedName.equals(name) {
            return attribute.value
        }
        return nil
    }

    /// The value of the attribute named `localName` in exactly `namespaceURI` (empty: no
    /// namespace), whatever its prefix, if present.
    @inlinable @inline(__always)
    public func value(_ localName: StaticString, namespaceURI: StaticString) -> XMLBytes? {
        for attribute in storage where attribute.name.matches(localName, namespaceURI: namespaceURI) {
            return attribute.value
        }
        return nil
    }

    /// The value of the attribute whose qualified name is `qualifiedName`, if present (the same
    /// as ``value(_:)``, which reads names as written).
    @available(*, deprecated, renamed: "value(_:)", message: "value(_:) reads a name as it is written, prefix included")
    @inlinable
    public func value(qualifiedName: StaticString) -> XMLBytes? { value(qualifiedName) }
}
