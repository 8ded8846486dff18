import XMLMapKit

/// A feed that ``StreamedFeedWriter`` writes while it is mapped: its members one at a time,
/// so that those before the items go out at the first item and those that change after it
/// at the end.
protocol StreamedFeed: JSONObjectWritable {
    /// An item, written as it is mapped.
    associatedtype Item: JSONObjectWritable
    /// The feed's members, in the order they are written; the items are one of them.
    associatedtype Member: CaseIterable, Equatable

    /// The member holding the items.
    static var itemsMember: Member { get }
    /// The items' key.
    static var itemsKey: StaticString { get }

    /// Writes one member, unless it has nothing to write.
    func write(_ member: Member, to json: inout JSONWriter)
}

extension StreamedFeed {
    /// Writes every member in order.
    func writeAllMembers(to json: inout JSONWriter) {
        for member in Member.allCases { write(member, to: &json) }
    }
}
