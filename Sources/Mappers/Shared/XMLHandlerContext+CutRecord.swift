import XMLMapKit

extension XMLHandlerContext {
    /// Reports that the document ended inside the record `field` (an item, an entry, a
    /// product), which is kept with the elements read before the cut: the issue marks it
    /// incomplete.
    func reportCutRecord(_ field: String) throws {
        try reportIssue(field: field, "the document ends inside this \(field): kept with the elements read before the cut")
    }
}
