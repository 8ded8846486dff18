/// What a value encodes to, kept until its element is written: the encoder cannot write as it
/// goes, because a type may encode an attribute after a child element.
///
/// An element's content is a class, so that a container handed out keeps filling the element
/// it was made for.
enum EncodedValue {
    /// `nil` encoded explicitly (`encodeNil`): an empty element, no attribute.
    case null
    /// A scalar as text: `cdata` writes it in a CDATA section.
    case text(String, cdata: Bool)
    /// A keyed container: attributes and child elements.
    case element(EncodedElement)
    /// An unkeyed container: items, each an element named like the list.
    case list(EncodedList)
    /// What a super-encoder or a nested encoder encodes, known once it has encoded.
    case pending(EncodedSlot)

    /// The value, pending ones replaced by what was encoded.
    var resolved: EncodedValue {
        if case .pending(let slot) = self { return slot.value.resolved }
        return self
    }

    /// The text of a scalar, which an attribute can hold; `nil` for other values.
    var scalarText: String? {
        if case .text(let text, _) = resolved { return text }
        return nil
    }
}

/// The content of an element encoded through a keyed container.
final class EncodedElement {
    /// Attributes in the order encoded.
    var attributes: [(name: String, value: String)] = []
    /// Child elements in the order encoded; a child named `""` is the element's own content
    /// (its text, or the attributes and children of a keyed value).
    var children: [(name: String, value: EncodedValue)] = []
    /// Whether its keys are an ``XMLChoiceCodingKey`` (XMLMapKit): as the item of a list, it is
    /// written as its one child, the element chosen, in place of the item.
    var isChoice = false
}

/// The items of an unkeyed container.
final class EncodedList {
    /// The items in order.
    var items: [EncodedValue] = []
}

/// Where an encoder puts what it encodes, for whoever waits for it.
final class EncodedSlot {
    /// The value encoded; an empty element until something is.
    var value: EncodedValue = .element(EncodedElement())
    /// Whether anything was encoded.
    var isFilled = false

    /// Puts `value` in the slot.
    func fill(_ value: EncodedValue) {
        self.value = value
        isFilled = true
    }
}
