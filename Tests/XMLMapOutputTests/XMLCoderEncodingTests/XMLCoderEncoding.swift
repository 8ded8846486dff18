// Adapted from XMLCoder's tests (https://github.com/CoreOffice/XMLCoder, Tests/XMLCoderTests).
// Copyright (c) 2018-2020 Shawn Moore and XMLCoder contributors. MIT License.

import Foundation
import XMLMapOutput

/// Helpers of the XMLCoder encoding suites: XMLCoder's encoding assertions
/// (`../shared/corpora/xmlcoder`, MIT) re-expressed as tests of this `XMLEncoder`. Each
/// XMLCoder test function that encodes is one test (or one argument of a test); where this
/// encoder deliberately differs the test is marked `withKnownIssue`, with the reason, so it
/// fails the suite if it starts passing.
///
/// XMLCoder encoding tests: 86 of 89 pass. The 89 are every XMLCoder test function that
/// encodes (88) and `XMLHeaderTests.testToXML`; not counted are `BenchmarkTests`, which time
/// encodings and assert nothing, and `CombineTests`, which XMLCoder compiles only where
/// Combine is (not on Linux). The 3 known issues: `EscapedCharactersTest.testDefaultEncoding`
/// and `BooksTest.testBookXML` (quotes and apostrophes in text are not escaped) and
/// `XMLElementTests.testNestedElementWith_Namespace_Attribute` (an element holding only
/// attributes is written `<a … />`).
enum XMLCoderEncoding {
    /// `value` encoded with `encoder`, as text.
    static func string<T: Encodable>(
        _ value: T, rootKey: String? = nil, header: XMLHeader? = nil, with encoder: XMLEncoder = XMLEncoder()
    ) throws -> String {
        String(decoding: try encoder.encode(value, withRootKey: rootKey, header: header), as: UTF8.self)
    }

    /// An encoder that puts every value in an attribute, as XMLCoder's `testAttribute` cases do.
    static var attributeEncoder: XMLEncoder {
        let encoder = XMLEncoder()
        encoder.nodeEncodingStrategy = .custom { _, _ in { _ in .attribute } }
        return encoder
    }

    /// A pretty-printing encoder, as XMLCoder's `testElement` cases use.
    static var prettyEncoder: XMLEncoder {
        let encoder = XMLEncoder()
        encoder.outputFormatting = [.prettyPrinted]
        return encoder
    }
}
