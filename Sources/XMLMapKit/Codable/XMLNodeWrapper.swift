/// The property wrappers that say where their value is (``Attribute``, ``Element`` and
/// ``ElementAndAttribute``), as the encoder of the output module asks them: the wrapper's
/// place wins over the node encoding strategy, as in XMLCoder.
package protocol XMLNodeWrapper {
    /// Where the wrapped value goes: an attribute, a child element, or both.
    static var node: XMLDecoder.NodeDecoding { get }
}
