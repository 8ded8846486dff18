/// Whether the five bytes at `bytes` are `xmlns`, compared as one load and a byte.
@inline(__always)
func isXMLNS(_ bytes: UnsafePointer<UInt8>) -> Bool {
    UnsafeRawPointer(bytes).loadUnaligned(as: UInt32.self) == UInt32(littleEndian: 0x6E6C_6D78) && bytes[4] == 0x73
}

extension XMLTokenizer {
    /// Whether the attribute is `xmlns` or `xmlns:…`.
    @inline(__always)
    func isNamespaceDeclaration(_ slot: AttributeSlot) -> Bool {
        slot.nameLength >= 5 && isXMLNS(slot.nameStart)
            && (slot.nameLength == 5 || slot.nameStart[5] == ASCII.colon)
    }

    /// Processes the namespace declaration in attribute slot `index` (Namespaces 1.0 §3).
    mutating func declareNamespace(_ index: Int) throws(ScanFailure) {
        let slot = attributeSlots[index]
        let uri = value(of: slot)
        let isXMLURI = uri.elementsEqual(NamespaceBinding.xmlNamespaceURI)
        let isXMLNSURI = uri.elementsEqual(NamespaceBinding.xmlnsNamespaceURI)
        attributeSlots[index].namespaceOffset = NamespaceBinding.xmlNamespaceURI.count
        attributeSlots[index].namespaceLength = NamespaceBinding.xmlnsNamespaceURI.count
        attributeSlots[index].prefixLength = slot.nameLength == 5 ? 0 : 5
        let prefix = UnsafeRawBufferPointer(start: slot.nameStart + 6, count: max(0, slot.nameLength - 6))
        let at = self.index(of: slot)
        if slot.nameLength > 5 {
            if prefix.count == 5 && isXMLNS(slot.nameStart + 6) {
                throw failure(.namespace, "the prefix 'xmlns' cannot be declared", at: at)
            }
            if prefix.count == 3 && prefix[0] == 0x78 && prefix[1] == 0x6D && prefix[2] == 0x6C {
                if !isXMLURI {
                    throw .error(
                        error(.namespace, "the prefix 'xml' can only be bound to \(String(decoding: NamespaceBinding.xmlNamespaceURI, as: UTF8.self))", at: at))
                }
                return
            }
            if uri.isEmpty {
                throw failure(.namespace, "prefix '\(String(decoding: prefix, as: UTF8.self))' cannot be bound to an empty URI in XML 1.0", at: at)
            }
        }
        if isXMLURI || isXMLNSURI {
            throw .error(
                error(
                    .namespace,
                    "the namespace \(String(decoding: uri, as: UTF8.self)) cannot be bound to \(slot.nameLength == 5 ? "the default namespace" : "a prefix other than 'xml'")",
                    at: at))
        }
        let prefixOffset = namespaceBytes.count
        namespaceBytes.append(prefix)
        let uriOffset = namespaceBytes.count
        namespaceBytes.append(uri)
        namespaceBindings.append(
            NamespaceBinding(
                prefixOffset: prefixOffset, prefixLength: prefix.count, uriOffset: uriOffset, uriLength: uri.count,
                defaultBefore: defaultNamespace))
        if prefix.isEmpty { defaultNamespace = (uriOffset, uri.count) }
    }

    /// Drops the namespace bindings from `start` on (those of the element that closes), and
    /// restores the default namespace in scope before them. Costs the dropped bindings, not
    /// all of those in scope, which made a document nesting thousands of declarations take
    /// time growing with the square of its depth.
    mutating func dropNamespaceBindings(from start: Int) {
        for index in start..<namespaceBindings.count where namespaceBindings[index].prefixLength == 0 {
            defaultNamespace = namespaceBindings[index].defaultBefore
            break
        }
        if start < namespaceLookup.covered { namespaceLookup.uncover(downTo: start, of: namespaceBindings, bytes: namespaceBytes.base) }
        namespaceBytes.count = namespaceBindings[start].prefixOffset
        namespaceBindings.truncate(to: start)
    }

    /// The first binding ``lookUpNamespace(_:)`` searches: the innermost ``searchedBindings``
    /// at most, and none the ``NamespaceLookupTable`` holds.
    private var namespaceSearchFloor: Int {
        max(namespaceLookup.covered, namespaceBindings.count - Self.searchedBindings)
    }

    /// How many of the innermost namespace bindings a lookup searches one by one; those in
    /// scope below them are found through the ``NamespaceLookupTable``. Podcast feeds declare
    /// ten or more on their root, found faster this way than through a table.
    /// (Computed: a stored constant is reached through a call.)
    static var searchedBindings: Int { 32 }

    /// The namespace of a prefixed name in the tag at `tagStart`, as an offset and length in
    /// `namespaceBytes`: the innermost declaration of `prefix`, or the one recovered markup
    /// implies for it; an error when there is neither.
    @inline(__always)
    mutating func namespace(boundTo prefix: UnsafeRawBufferPointer, tagStart: Int) throws(ScanFailure) -> (offset: Int, length: Int) {
        if let bound = lookUpNamespace(prefix) { return bound }
        return try namespaceOutsideSearch(boundTo: prefix, tagStart: tagStart)
    }

    /// ``namespace(boundTo:tagStart:)`` for a prefix that none of the innermost bindings binds:
    /// an outer binding (``lookUpCoveredNamespace(_:)``), the namespace recovered markup implies,
    /// or the error for an unbound prefix. Out of line, keeping the start tag's scanner small.
    @inline(never)
    private mutating func namespaceOutsideSearch(boundTo prefix: UnsafeRawBufferPointer, tagStart: Int) throws(ScanFailure) -> (
        offset: Int, length: Int
    ) {
        if let bound = lookUpCoveredNamespace(prefix) { return bound }
        if let implied = impliedNamespace(forPrefix: prefix, at: tagStart) { return implied }
        throw failure(.namespace, "prefix '\(String(decoding: prefix, as: UTF8.self))' is not bound to a namespace", at: tagStart)
    }

    /// The URI bound to `prefix`, as an offset and length in `namespaceBytes`, when one of the
    /// innermost ``searchedBindings`` binds it. Inlined: called, this method reading `self` had
    /// the whole tokenizer copied at each prefixed name.
    @inline(__always)
    private func lookUpNamespace(_ prefix: UnsafeRawBufferPointer) -> (offset: Int, length: Int)? {
        if prefix.count == 3, prefix[0] == 0x78, prefix[1] == 0x6D, prefix[2] == 0x6C {
            return (0, NamespaceBinding.xmlNamespaceURI.count)
        }
        var index = namespaceBindings.count - 1
        while index >= namespaceSearchFloor {
            let binding = namespaceBindings[index]
            if binding.prefixLength == prefix.count,
                bytesEqual(namespaceBytes.base + binding.prefixOffset, prefix.baseAddress!, prefix.count)
            {
                return (binding.uriOffset, binding.uriLength)
            }
            index -= 1
        }
        return nil
    }

    /// The URI bound to `prefix` below the bindings ``lookUpNamespace(_:)`` searches one by
    /// one: through the ``NamespaceLookupTable``, which first takes in the bindings not yet in it.
    private mutating func lookUpCoveredNamespace(_ prefix: UnsafeRawBufferPointer) -> (offset: Int, length: Int)? {
        let searchFloor = namespaceSearchFloor
        guard searchFloor > 0 else { return nil }
        if namespaceLookup.covered < searchFloor {
            namespaceLookup.cover(upTo: searchFloor, of: namespaceBindings, bytes: namespaceBytes.base)
        }
        guard let index = namespaceLookup.innermostBinding(of: prefix, in: namespaceBindings, bytes: namespaceBytes.base) else { return nil }
        return (namespaceBindings[index].uriOffset, namespaceBindings[index].uriLength)
    }

    /// Resolves the prefixes of the tag's attributes and rejects two attributes with the same
    /// namespace and local name.
    @inline(never)
    mutating func resolveAttributeNamespaces(tagStart: Int) throws(ScanFailure) {
        var prefixedCount = 0
        for index in attributeSlots.indices {
            let slot = attributeSlots[index]
            if isNamespaceDeclaration(slot) { continue }
            let prefixLength = slot.prefixLength
            guard prefixLength > 0 else { continue }
            let prefix = UnsafeRawBufferPointer(start: slot.nameStart, count: prefixLength)
            let bound = try namespace(boundTo: prefix, tagStart: tagStart)
            attributeSlots[index].namespaceOffset = bound.offset
            attributeSlots[index].namespaceLength = bound.length
            prefixedCount += 1
        }
        guard prefixedCount > 1 else { return }
        if prefixedCount > AttributeNameTable.pairwiseLimit { return try checkDuplicateExpandedNamesInTable(tagStart: tagStart) }
        for later in attributeSlots.indices where hasExpandedName(attributeSlots[later]) {
            for earlier in 0..<later where hasExpandedName(attributeSlots[earlier]) {
                if Self.haveSameExpandedName(attributeSlots[earlier], attributeSlots[later], namespaces: namespaceBytes.base) {
                    throw duplicateExpandedName(attributeSlots[later], tagStart: tagStart)
                }
            }
        }
    }

    /// ``resolveAttributeNamespaces(tagStart:)``'s check past ``AttributeNameTable/pairwiseLimit``
    /// prefixed attributes: each one's namespace and local name looked up in the
    /// ``AttributeNameTable``, where comparing every pair took time growing with the square of
    /// the count.
    private mutating func checkDuplicateExpandedNamesInTable(tagStart: Int) throws(ScanFailure) {
        let slots = attributeSlots
        let namespaces = namespaceBytes.base
        attributeNames.reset(for: slots.count)
        for index in slots.indices where hasExpandedName(slots[index]) {
            let slot = slots[index]
            let hash =
                hashBytes(slot.nameStart + slot.prefixLength + 1, slot.nameLength - slot.prefixLength - 1)
                ^ hashBytes(namespaces + slot.namespaceOffset, slot.namespaceLength) &* 0x9E37_79B9_7F4A_7C15
            let repeated = attributeNames.insert(index, hash: hash) { earlier in
                Self.haveSameExpandedName(slots[earlier], slot, namespaces: namespaces)
            }
            if repeated != nil { throw duplicateExpandedName(slot, tagStart: tagStart) }
        }
    }

    /// Whether `slot` is a prefixed attribute other than a namespace declaration: one whose
    /// namespace and local name must differ from those of the others like it.
    @inline(__always)
    private func hasExpandedName(_ slot: AttributeSlot) -> Bool {
        slot.prefixLength > 0 && !isNamespaceDeclaration(slot)
    }

    /// Whether two prefixed attributes have the same namespace and local name (their
    /// namespaces' bytes are in `namespaces`, `namespaceBytes`' storage).
    @inline(__always)
    private static func haveSameExpandedName(_ a: AttributeSlot, _ b: AttributeSlot, namespaces: UnsafeRawPointer) -> Bool {
        let localA = a.nameLength - a.prefixLength - 1
        let localB = b.nameLength - b.prefixLength - 1
        return localA == localB && a.namespaceLength == b.namespaceLength
            && bytesEqual(a.nameStart + a.prefixLength + 1, b.nameStart + b.prefixLength + 1, localA)
            && bytesEqual(namespaces + a.namespaceOffset, namespaces + b.namespaceOffset, a.namespaceLength)
    }

    /// The error for `slot`, whose namespace and local name an earlier attribute has.
    @inline(never)
    private mutating func duplicateExpandedName(_ slot: AttributeSlot, tagStart: Int) -> ScanFailure {
        let name = String(decoding: UnsafeBufferPointer(start: slot.nameStart, count: slot.nameLength), as: UTF8.self)
        return failure(.duplicateAttribute, "attribute '\(name)' repeats another attribute's namespace and local name", at: tagStart)
    }
}
