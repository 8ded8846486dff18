import XMLMapKit
import XMLMapOutput

/// Where an entry or item stands in a threaded discussion, from the Atom Threading Extensions
/// (RFC 4685, `thr:` namespace, `http://purl.org/syndication/thread/1.0`): what it replies
/// to, and how many replies it has. How many replies a `replies` link leads to is the link's
/// (``AtomLink/replies``).
public struct ThreadingInfo: Codable, Sendable, Equatable {
    /// What the entry replies to (`thr:in-reply-to`), in document order.
    public var inReplyTo: [ThreadingReference] = []
    /// How many replies the entry has, as far as the publisher knows (`thr:total`).
    public var total: Int?

    /// No threading information.
    public init() {}

    /// Creates the threading information of an entry.
    public init(inReplyTo: [ThreadingReference], total: Int? = nil) {
        self.inReplyTo = inReplyTo
        self.total = total
    }
}

extension ThreadingInfo: ModelShape {
    /// States `inReplyTo`, `total`.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("inReplyTo", &inReplyTo)
        visitor.member("total", &total)
    }
}

/// The elements of the Atom Threading Extensions.
enum ThreadingElement: Sendable, Equatable {
    case inReplyTo, total

    /// Adds `reference` to `threading`, made when the first element comes.
    static func add(_ reference: ThreadingReference, to threading: inout ThreadingInfo?) {
        var read = threading ?? ThreadingInfo()
        read.inReplyTo.append(reference)
        threading = read
    }

    /// Stores the text of `thr:total` in `threading`, made when the first element comes.
    static func storeTotal(_ text: XMLBytes, into threading: inout ThreadingInfo?, context: XMLHandlerContext) throws {
        guard let total = try FeedValue.int(text, field: "thr:total", context: context) else { return }
        var read = threading ?? ThreadingInfo()
        read.total = total
        threading = read
    }
}
