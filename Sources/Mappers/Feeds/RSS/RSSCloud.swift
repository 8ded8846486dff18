import XMLMapKit
import XMLMapOutput

/// Where to register for notifications of updates (`<cloud>`, rssCloud).
public struct RSSCloud: Codable, Sendable, Equatable {
    /// The host.
    public var domain: String?
    /// The port.
    public var port: Int?
    /// The path.
    public var path: String?
    /// The procedure to call.
    public var registerProcedure: String?
    /// The protocol: `xml-rpc`, `soap` or `http-post`.
    public var `protocol`: String?

    /// An empty cloud, which decoding fills.
    public init() {
        self.init(domain: nil)
    }

    /// Creates a cloud.
    public init(domain: String? = nil, port: Int? = nil, path: String? = nil, registerProcedure: String? = nil, protocol: String? = nil) {
        self.domain = domain
        self.port = port
        self.path = path
        self.registerProcedure = registerProcedure
        self.protocol = `protocol`
    }

    /// Reads the attributes of `<cloud>`.
    static let mapping = XMLMapping(RSSCloud()) { map in
        map.attribute("domain", to: \.domain, as: .trimmed)
        map.attribute("port", to: \.port, as: .int)
        map.attribute("path", to: \.path, as: .trimmed)
        map.attribute("registerProcedure", to: \.registerProcedure, as: .trimmed)
        map.attribute("protocol", to: \.protocol, as: .trimmed)
    }
}

extension RSSCloud: ModelShape {
    /// States `domain`, `port`, `path`, `registerProcedure`, `protocol`.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("domain", &domain)
        visitor.member("port", &port)
        visitor.member("path", &path)
        visitor.member("registerProcedure", &registerProcedure)
        visitor.member("protocol", &`protocol`)
    }
}
