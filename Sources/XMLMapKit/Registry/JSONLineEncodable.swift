/// A streamed item that writes its own JSON line (with a trailing line feed), for items whose
/// key order a `JSONEncoder` would not keep.
public protocol JSONLineEncodable {
    /// The item as one line of compact JSON, line feed included.
    var jsonLine: [UInt8] { get }
}
