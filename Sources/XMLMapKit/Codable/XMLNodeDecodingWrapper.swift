/// The property wrappers that say where their value is (``Attribute``, ``Element``,
/// ``ElementAndAttribute``), as the decoder asks them.
protocol XMLNodeDecodingWrapper {
    /// Where the wrapped value is.
    static var nodeDecoding: XMLDecoder.NodeDecoding { get }
}
