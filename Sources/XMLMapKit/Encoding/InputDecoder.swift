// TEMPORARY passthrough until the encoding work lands.
struct InputDecoder {
    init() {}
    private(set) var encoding: XMLInputEncoding?
    mutating func decode(_ chunk: UnsafeRawBufferPointer, isFinal: Bool, emit: (UnsafeRawBufferPointer) throws(XMLError) -> Void) throws(XMLError) {
        try emit(chunk)
    }
}
public enum XMLInputEncoding: String, Sendable { case utf8 = "UTF-8" }
