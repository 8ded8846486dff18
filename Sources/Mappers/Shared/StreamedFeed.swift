import XMLMapKit
import XMLMapOutput

/// A feed that ``StreamedFeedWriter`` writes while it is mapped: its members before the items
/// go out at the first item, the items as they come, the rest at the end.
protocol StreamedFeed: ModelShape {
    /// An item, written as it is mapped.
    associatedtype Item: ModelShape

    /// The key of the member holding the items, in ``ModelShape/shape(_:)``.
    static var itemsKey: StaticString { get }
}
