/// How a load ended when it did not fail: the document had not changed, or it was mapped.
public enum XMLLoadOutcome<Value> {
    /// The server answered 304 to the validators sent: nothing was parsed.
    case notModified(XMLLoadResponse)
    /// The body was mapped to `Value` (an ``XMLMappingResult`` or ``XMLMappedDocument``).
    case loaded(Value, XMLLoadResponse)

    /// The response, either way.
    public var response: XMLLoadResponse {
        switch self {
        case .notModified(let response), .loaded(_, let response): response
        }
    }

    /// What was mapped, or `nil` when not modified.
    public var value: Value? {
        if case .loaded(let value, _) = self { return value }
        return nil
    }
}

extension XMLLoadOutcome: Sendable where Value: Sendable {}
