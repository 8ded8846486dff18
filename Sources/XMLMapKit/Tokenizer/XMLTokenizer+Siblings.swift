/// A parent's count of children with one name, in ``XMLTokenizer/manySiblings``.
struct SiblingKey: Hashable {
    /// Where the parent's counts start in `XMLTokenizer.siblingCounts`.
    var parentStart: Int
    var nameHash: UInt64
}

/// Positions among same-named siblings (`item[3]` in paths): counts per open element, kept in
/// `siblingCounts`. A parent's child names also set one bit each (of 64, by hash) in its
/// ``OpenElement/childNameBits``: a name whose bit is clear is new, counted without a search,
/// as most children of a record (`<title>`, `<link>`…) are. The first names of a parent are
/// searched one by one, fastest for the few names real documents use; past
/// ``searchedSiblingNames`` a table takes over, so that a parent with thousands of
/// differently named children costs linear time, not quadratic.
extension XMLTokenizer {
    /// How many child names of one parent are searched one by one.
    static let searchedSiblingNames = 32

    /// Counts a child named (by hash) `nameHash` of the innermost open element; returns its
    /// position among same-named siblings, from 1.
    @inline(__always)
    mutating func countSibling(named nameHash: UInt64) -> Int32 {
        var parentStart = 0
        if openElements.count > 0 {
            let parent = openElements.count - 1
            parentStart = openElements[parent].siblingCountStart
            let bit = UInt64(1) &<< (nameHash &>> 58)
            let seenNames = openElements[parent].childNameBits
            openElements[parent].childNameBits = seenNames | bit
            // A name whose bit no earlier child set is new among them: counted without a search.
            if seenNames & bit == 0 && siblingCounts.count < parentStart + Self.searchedSiblingNames {
                siblingCounts.append(SiblingCount(nameHash: nameHash, count: 1))
                return 1
            }
        }
        let tableStart = parentStart + Self.searchedSiblingNames
        for index in parentStart..<Swift.min(siblingCounts.count, tableStart) where siblingCounts[index].nameHash == nameHash {
            siblingCounts[index].count += 1
            return siblingCounts[index].count
        }
        if siblingCounts.count >= tableStart { return countSiblingInTable(named: nameHash, parentStart: parentStart) }
        siblingCounts.append(SiblingCount(nameHash: nameHash, count: 1))
        return 1
    }

    /// ``countSibling(named:)`` past the names searched one by one. Out of line: the table's
    /// code is long and rarely run, and every start tag's scanner inlines its caller.
    @inline(never)
    private mutating func countSiblingInTable(named nameHash: UInt64, parentStart: Int) -> Int32 {
        let key = SiblingKey(parentStart: parentStart, nameHash: nameHash)
        if let index = manySiblings[key] {
            siblingCounts[index].count += 1
            return siblingCounts[index].count
        }
        manySiblings[key] = siblingCounts.count
        siblingCounts.append(SiblingCount(nameHash: nameHash, count: 1))
        return 1
    }

    /// Drops the table entries of `element`'s children as it closes (their counts go with it,
    /// in ``popOpenElement(_:)``).
    @inline(__always)
    mutating func forgetChildren(of element: OpenElement) {
        let tableStart = element.siblingCountStart + Self.searchedSiblingNames
        if siblingCounts.count > tableStart {
            for index in tableStart..<siblingCounts.count {
                manySiblings[SiblingKey(parentStart: element.siblingCountStart, nameHash: siblingCounts[index].nameHash)] = nil
            }
        }
    }
}
