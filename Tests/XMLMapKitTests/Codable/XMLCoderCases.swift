import Foundation
import TestSupport

@testable import XMLMapKit

/// Helpers of the XMLCoder compatibility suites: XMLCoder's decoding tests
/// (`../shared/corpora/xmlcoder`, MIT) re-expressed as tests of this API. Each XMLCoder test
/// function that decodes is one case; cases where this decoder deliberately differs are
/// marked `withKnownIssue`, with the reason, so they fail the suite if they start passing.
enum XMLCoderCases {
    /// Decodes `xml` with `decoder`.
    static func decode<T: Decodable>(_ type: T.Type, _ xml: String, with decoder: XMLDecoder = XMLDecoder()) throws -> T {
        try decoder.decode(type, from: Data(xml.utf8))
    }
}
