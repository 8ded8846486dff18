extension XMLTokenizer {
    /// Applies the DTD's `ATTLIST` for `element`: adds defaulted attributes that are missing and
    /// collapses white space in values of tokenized and enumerated types.
    mutating func applyAttributeDeclarations(element: UnsafeBufferPointer<UInt8>) throws(ScanFailure) {
        guard let declarations = dtd.attributeLists[Array(element)] else { return }
        // Many declarations and many attributes: the attributes' names in a table, looked up by
        // each declaration's (searching the attributes for each took time growing with the
        // product of the counts, 0.37 s for a tag of 3,000 read 20 times).
        let slotCount = attributeSlots.count
        let usesTable = slotCount > AttributeNameTable.pairwiseLimit && declarations.count > AttributeNameTable.pairwiseLimit
        if usesTable {
            let slots = attributeSlots
            attributeNames.reset(for: slotCount)
            for index in 0..<slotCount { attributeNames.add(index, hash: hashBytes(slots[index].nameStart, slots[index].nameLength)) }
        }
        for declaration in declarations {
            let name = declaration.name
            let slots = attributeSlots
            let isDeclared = { (index: Int) in
                index < slotCount && slots[index].nameLength == name.count && bytesEqual(slots[index].nameStart, name.base, name.count)
            }
            let existing =
                usesTable
                ? attributeNames.index(hash: hashBytes(name.base, name.count), where: isDeclared)
                : (0..<slotCount).first(where: isDeclared)
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
