extension XMLTokenizer {
    /// Applies the DTD's `ATTLIST` for `element`: adds defaulted attributes that are missing and
    /// collapses white space in values of tokenized and enumerated types.
    mutating func applyAttributeDeclarations(element: UnsafeBufferPointer<UInt8>) throws(ScanFailure) {
        guard let declarations = dtd.attributeLists[Array(element)] else { return }
        for declaration in declarations {
            let name = declaration.name
            let existing = attributeSlots.firstIndex { slot in
                slot.nameLength == name.count && bytesEqual(slot.nameStart, name.base, name.count)
            }
            if let existing {
                guard !declaration.isCDATA else { continue }
                let collapsed = collapseSpaces(Array(value(of: attributeSlots[existing])))
                let offset = valueScratch.count
                collapsed.withUnsafeBytes { valueScratch.append($0) }
                attributeSlots[existing].valueOffset = offset
                attributeSlots[existing].valueLength = collapsed.count
                attributeSlots[existing].valueIsScratch = true
                attributeSlots[existing].valueStorage = nil
            } else if let defaultValue = declaration.defaultValue {
                if attributeSlots.count >= limits.maxAttributesPerElement {
                    throw failure(.limitExceeded, "more than \(limits.maxAttributesPerElement) attributes (limit maxAttributesPerElement)")
                }
                attributeSlots.append(
                    AttributeSlot(
                        nameStart: UnsafePointer(name.base), nameLength: name.count, prefixLength: declaration.prefixLength,
                        valueOffset: 0, valueLength: defaultValue.count, valueIsScratch: false, isSpecified: false,
                        valueStorage: UnsafePointer(defaultValue.base)))
            }
        }
    }
}
