import XMLMapKit
import XMLMapOutput

/// How listeners can send value (payments) to a show or an episode
/// (`<podcast:value type method suggested>` with `podcast:valueRecipient` children).
public struct PodcastValue: Codable, Sendable, Equatable {
    /// The payment layer (`lightning`, `hive`…).
    public var type: String?
    /// How to pay (`keysend`…).
    public var method: String?
    /// The suggested amount per minute, as written (`0.00000005000`).
    public var suggested: String?
    /// Who receives what share.
    public var recipients: [PodcastValueRecipient] = []

    /// An empty value block, which decoding fills.
    public init() {
        self.init(type: nil)
    }

    /// Creates a value block.
    public init(type: String? = nil, method: String? = nil, suggested: String? = nil, recipients: [PodcastValueRecipient] = []) {
        self.type = type
        self.method = method
        self.suggested = suggested
        self.recipients = recipients
    }
}

/// One receiver of a value block (`<podcast:valueRecipient name type address split fee customKey customValue>`).
public struct PodcastValueRecipient: Codable, Sendable, Equatable {
    /// Who it is.
    public var name: String?
    /// The address's kind (`node`, `wallet`…).
    public var type: String?
    /// Where to pay.
    public var address: String?
    /// Their share, relative to the other recipients' (fees apart).
    public var split: Int?
    /// Whether the split is a fee (a percentage taken first).
    public var fee: Bool?
    /// The name of a custom record to send along.
    public var customKey: String?
    /// The value of that record.
    public var customValue: String?

    /// An empty recipient, which decoding fills.
    public init() {
        self.init(name: nil)
    }

    /// Creates a recipient.
    public init(
        name: String? = nil, type: String? = nil, address: String? = nil, split: Int? = nil, fee: Bool? = nil, customKey: String? = nil,
        customValue: String? = nil
    ) {
        self.name = name
        self.type = type
        self.address = address
        self.split = split
        self.fee = fee
        self.customKey = customKey
        self.customValue = customValue
    }

    /// Reads the attributes of `podcast:valueRecipient`.
    static let mapping = XMLMapping(PodcastValueRecipient()) { map in
        map.attribute("name", to: \.name, as: .trimmed)
        map.attribute("type", to: \.type, as: .trimmed)
        map.attribute("address", to: \.address, as: .trimmed)
        map.attribute("split", to: \.split, as: .int)
        map.attribute("fee", to: \.fee, as: .bool)
        map.attribute("customKey", to: \.customKey, as: .trimmed)
        map.attribute("customValue", to: \.customValue, as: .trimmed)
    }
}

/// Maps `podcast:value`: its attributes, and its recipients in the Podcasting 2.0 namespace
/// whichever URI spelling the feed uses (which a declarative path cannot say).
struct PodcastValueHandler: XMLElementHandler {
    private var value = PodcastValue()

    /// Reads the attributes.
    mutating func begin(_ element: XMLStartElement, context: XMLHandlerContext) {
        value.type = FeedValue.attribute(element, "type")
        value.method = FeedValue.attribute(element, "method")
        value.suggested = FeedValue.attribute(element, "suggested")
    }

    /// Maps each `podcast:valueRecipient`; skips anything else.
    func startElement(_ element: XMLStartElement, context: XMLHandlerContext) -> XMLDescent {
        guard FeedNamespace(element.name) == .podcast, element.name.localName.equals("valueRecipient") else { return .skip }
        return delegate(to: PodcastValueRecipient.mapping) { handler, recipient, _ in handler.value.recipients.append(recipient) }
    }

    /// The value block.
    func finish(context: XMLHandlerContext) -> PodcastValue { value }
}

extension PodcastValue: ModelShape {
    /// States `type`, `method`, `suggested` and the `recipients`.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("type", &type)
        visitor.member("method", &method)
        visitor.member("suggested", &suggested)
        visitor.member("recipients", &recipients)
    }
}

extension PodcastValueRecipient: ModelShape {
    /// States the recipient's attributes that are set.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("name", &name)
        visitor.member("type", &type)
        visitor.member("address", &address)
        visitor.member("split", &split)
        visitor.member("fee", &fee)
        visitor.member("customKey", &customKey)
        visitor.member("customValue", &customValue)
    }
}
