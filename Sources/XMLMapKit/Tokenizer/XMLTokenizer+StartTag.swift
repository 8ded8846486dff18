extension XMLTokenizer {
    /// Finishes a scanned start tag: applies DTD attribute defaults, checks attribute
    /// uniqueness, processes namespace declarations, resolves names, opens the element and
    /// prepares the event's views.
    ///
    /// Transparent, so always inlined into the start tag's scanner, its one caller: the
    /// optimizer ignores `@inline(__always)` when both functions exceed 64 blocks, and the
    /// call cost about 45 instructions a tag (1.3 % of a GPX parse). Its rare parts are out
    /// of line, keeping the scanner small.
    @_transparent
    mutating func completeStartTag(nameStart: Int, nameEnd: Int, prefixLength: Int, tagStart: Int) throws(ScanFailure) {
        if dtd.hasAttributeLists {
            try applyAttributeDeclarations(element: UnsafeBufferPointer(start: input + nameStart, count: nameEnd - nameStart))
            attributesNeedNamespaces = true
        }
        let bindingCount = namespaceBindings.count
        if attributeSlots.count > 1 { try checkDuplicateQualifiedNames() }
        if attributesNeedNamespaces { try declareNamespaces() }

        let namespace: (offset: Int, length: Int)
        if prefixLength == 0 {
            namespace = defaultNamespace
        } else {
            let prefix = UnsafeRawBufferPointer(start: input + nameStart, count: prefixLength)
            if prefixLength == 5, isXMLNS(input + nameStart) {
                throw failure(.namespace, "element names cannot use the prefix 'xmlns'", at: tagStart)
            }
            namespace = try self.namespace(boundTo: prefix, tagStart: tagStart)
        }
        if attributesNeedNamespaces { try resolveAttributeNamespaces(tagStart: tagStart) }
        if openElements.count >= limits.maxDepth { throw tooDeep(at: tagStart) }
        openElement(nameStart: nameStart, nameEnd: nameEnd, prefixLength: prefixLength, namespace: namespace, bindingCount: bindingCount)
        elementName = XMLName(
            qualifiedName: XMLBytes(UnsafeRawBufferPointer(start: input + nameStart, count: nameEnd - nameStart)),
            prefixLength: prefixLength,
            namespaceURI: XMLBytes(namespaceBytes.view(namespace.offset, namespace.length)))
        buildAttributeViews()
    }

    /// Binds the namespaces the tag's attributes declare. Out of line, as the following ones
    /// are: few tags declare a namespace.
    @inline(never)
    private mutating func declareNamespaces() throws(ScanFailure) {
        for index in attributeSlots.indices where isNamespaceDeclaration(attributeSlots[index]) {
            try declareNamespace(index)
        }
    }

    /// The error for an element nested deeper than the limit allows.
    @inline(never)
    private mutating func tooDeep(at tagStart: Int) -> ScanFailure {
        failure(.limitExceeded, "elements nested more than \(limits.maxDepth) deep (limit maxDepth)", at: tagStart)
    }

    /// Pushes the element on the open-element stack and counts it among its siblings.
    @inline(__always)
    private mutating func openElement(nameStart: Int, nameEnd: Int, prefixLength: Int, namespace: (offset: Int, length: Int), bindingCount: Int) {
        let length = nameEnd - nameStart
        let hash = hashBytes(input + nameStart, length)
        let siblingIndex = countSibling(named: hash)
        openElements.append(
            OpenElement(
                nameStart: input + nameStart, nameLength: length, prefixLength: prefixLength,
                namespaceOffset: namespace.offset, namespaceLength: namespace.length,
                bindingCount: bindingCount, siblingCountStart: siblingCounts.count, siblingIndex: siblingIndex,
                startOffset: tokenOffset))
    }

    /// The bytes of an attribute's value, wherever they live.
    @inline(__always)
    func value(of slot: AttributeSlot) -> UnsafeRawBufferPointer {
        if let storage = slot.valueStorage { return UnsafeRawBufferPointer(start: storage, count: slot.valueLength) }
        let base = slot.valueIsScratch ? UnsafePointer(valueScratch.base) : input
        return UnsafeRawBufferPointer(start: base + slot.valueOffset, count: slot.valueLength)
    }

    /// Fills `attributeViews` from the finished slots.
    @inline(__always)
    private mutating func buildAttributeViews() {
        let count = attributeSlots.count
        if count > attributeViewCapacity { growAttributeViews(to: count) }
        for index in 0..<count {
            let slot = attributeSlots[index]
            let name = XMLName(
                qualifiedName: XMLBytes(UnsafeRawBufferPointer(start: slot.nameStart, count: slot.nameLength)),
                prefixLength: slot.prefixLength,
                namespaceURI: XMLBytes(namespaceBytes.view(slot.namespaceOffset, slot.namespaceLength)))
            (attributeViews + index).initialize(to: XMLAttribute(name: name, value: XMLBytes(value(of: slot)), isSpecified: slot.isSpecified))
        }
        attributeCount = count
    }

    /// Makes room for `count` attribute views.
    @inline(never)
    private mutating func growAttributeViews(to count: Int) {
        attributeViews.deallocate()
        attributeViewCapacity = max(count, attributeViewCapacity * 2)
        attributeViews = .allocate(capacity: attributeViewCapacity)
    }

    /// Rejects two attributes with the same qualified name: the names of a few compared pair by
    /// pair, inlined (two attributes cost one comparison of lengths, mostly).
    @inline(__always)
    private mutating func checkDuplicateQualifiedNames() throws(ScanFailure) {
        let slots = attributeSlots
        guard slots.count <= 4 else { return try checkManyDuplicateQualifiedNames() }
        for later in 1..<slots.count { try checkNameUnique(at: later, in: slots) }
    }

    /// ``checkDuplicateQualifiedNames()`` for more than 4 attributes (an OpenStreetMap node has
    /// 9): up to 16, each name sets a bit, and only a name whose bit an earlier one set is
    /// compared with the earlier ones, where comparing every pair would make 36 comparisons for
    /// 9 names; past 16, each name is looked up in the ``AttributeNameTable``.
    @inline(never)
    private mutating func checkManyDuplicateQualifiedNames() throws(ScanFailure) {
        let slots = attributeSlots
        guard slots.count <= AttributeNameTable.pairwiseLimit else { return try checkDuplicateQualifiedNamesInTable() }
        var seen: UInt64 = 0
        for later in 0..<slots.count {
            let bit = Self.nameBit(slots[later])
            if seen & bit != 0 { try checkNameUnique(at: later, in: slots) }
            seen |= bit
        }
    }

    /// Rejects the attribute at `later` when one before it has the same qualified name.
    @inline(__always)
    private mutating func checkNameUnique(at later: Int, in slots: RawStack<AttributeSlot>) throws(ScanFailure) {
        for earlier in 0..<later
        where slots[earlier].nameLength == slots[later].nameLength
            && bytesEqual(slots[earlier].nameStart, slots[later].nameStart, slots[later].nameLength)
        {
            throw duplicate(slots[later])
        }
    }

    /// One bit of 64 for an attribute's name, chosen by its length and its first, middle and
    /// last bytes: equal names set the same bit.
    @inline(__always)
    private static func nameBit(_ slot: AttributeSlot) -> UInt64 {
        let name = slot.nameStart
        let length = slot.nameLength
        let key =
            UInt64(truncatingIfNeeded: length) &<< 24 | UInt64(name[0]) &<< 16 | UInt64(name[length &>> 1]) &<< 8
            | UInt64(name[length &- 1])
        return 1 &<< ((key &* 0x9E37_79B9_7F4A_7C15) &>> 58)
    }

    /// ``checkManyDuplicateQualifiedNames()`` past ``AttributeNameTable/pairwiseLimit``
    /// attributes: each name looked up in the ``AttributeNameTable`` (a `Set` of the names as
    /// arrays allocated one a name, which made tags of 40 attributes half as fast as expat's).
    private mutating func checkDuplicateQualifiedNamesInTable() throws(ScanFailure) {
        let slots = attributeSlots
        attributeNames.reset(for: slots.count)
        for index in slots.indices {
            let slot = slots[index]
            let repeated = attributeNames.insert(index, hash: hashBytes(slot.nameStart, slot.nameLength)) { earlier in
                slots[earlier].nameLength == slot.nameLength && bytesEqual(slots[earlier].nameStart, slot.nameStart, slot.nameLength)
            }
            if repeated != nil { throw duplicate(slot) }
        }
    }

    /// The error for `slot`'s name seen twice; out of line, as its message is built from it.
    @inline(never)
    private mutating func duplicate(_ slot: AttributeSlot) -> ScanFailure {
        let name = String(decoding: UnsafeBufferPointer(start: slot.nameStart, count: slot.nameLength), as: UTF8.self)
        return failure(.duplicateAttribute, "attribute '\(name)' appears more than once", at: index(of: slot))
    }

    /// Where the attribute's name is in the current source (the tag's start for DTD defaults).
    func index(of slot: AttributeSlot) -> Int {
        if input <= slot.nameStart && slot.nameStart < input + inputEnd { return slot.nameStart - input }
        return position
    }
}
