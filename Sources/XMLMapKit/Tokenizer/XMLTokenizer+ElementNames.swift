/// The names of open elements: each is read where its start tag is, in the input, for as long
/// as the input holds those bytes, so that opening an element copies nothing. Before the main
/// input's bytes move (a chunk ends) or are released (reading ends), the names still in them
/// are copied into `elementNames`, in the order the elements opened: closing an element then
/// drops its copy and those after it, which belong to elements closed already.
extension XMLTokenizer {
    /// Copies the names of open elements that are in the main input into `elementNames`, and
    /// points the elements at the copies (and at the moved ones, when the storage grew).
    mutating func keepOpenElementNames() {
        let inputStart = input
        let inputLimit = input + inputEnd
        var needed = 0
        for element in openElements where element.nameStart >= inputStart && element.nameStart < inputLimit {
            needed += element.nameLength
        }
        guard needed > 0 else { return }
        let oldBase = UnsafePointer(elementNames.base)
        let oldLimit = oldBase + elementNames.count
        elementNames.reserve(needed)
        let newBase = UnsafePointer(elementNames.base)
        for index in 0..<openElements.count {
            let name = openElements[index].nameStart
            if name >= oldBase && name < oldLimit {
                openElements[index].nameStart = newBase + (name - oldBase)
            } else if name >= inputStart && name < inputLimit {
                openElements[index].nameStart = newBase + elementNames.count
                elementNames.append(name, count: openElements[index].nameLength)
            }
        }
    }

    /// Drops the copy of `element`'s name, if it has one, as it closes.
    @inline(__always)
    mutating func forgetKeptName(of element: OpenElement) {
        let keptStart = UnsafePointer(elementNames.base)
        if element.nameStart >= keptStart && element.nameStart < keptStart + elementNames.count {
            elementNames.count = element.nameStart - keptStart
        }
    }
}
