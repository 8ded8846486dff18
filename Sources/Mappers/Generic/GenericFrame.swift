/// An open element of the generic mapper: xmltodict's `(item, data)` pair for it.
struct GenericFrame {
    /// The element's key in its parent (its name, namespace-processed if asked).
    var key: String
    /// Attributes and child elements so far; `nil` while there are none.
    var object: JSONObject?
    /// Where the element's text starts in the handler's text buffer.
    var textStart: Int
    /// Whether any text run has been seen (xmltodict's `data` is not empty).
    var hasText = false
    /// Whether the current text run goes on (no child element since the last text).
    var runIsOpen = false
    /// How many containers deep its value is in the JSON, as far as known when its children
    /// were first spilled (one more when a later element of the same name makes an array).
    var depth = 1
    /// How much content ``object`` holds (bytes of text, names and attribute values), when
    /// children are spilled.
    var weight = 0
    /// Its children and attributes written to a ``GenericSpill`` so far, if any.
    var spilled: GenericSpillNode?
}
