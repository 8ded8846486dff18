import Testing

@testable import XMLMapKit

/// A document in memory is read as one final chunk, its bytes read in place with no line count
/// when they are done with; a pushed document gets its last bytes as a chunk that is not final,
/// then an empty final one. Cut anywhere, both give the same events and the same error.
@Suite("Cut documents")
struct CutDocumentTests {
    /// Every construct the tokenizer reads, each cut in its middle by some prefix.
    static let document = Array(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE feed [<!ENTITY who "the &#x41;uthor">]>
        <!-- a comment -->
        <feed xmlns="urn:feed" xmlns:x="urn:x">
          <title type="html">Caf\u{E9} &amp; &who; &#233;</title>
          <x:entry x:id='7' empty="">text<![CDATA[<raw> ]] ]]>tail<?pi data?><br/></x:entry>
        </feed>

        """.utf8)

    @Test("each prefix of a document: parsed whole in memory and pushed, the same events and error")
    func everyPrefix() {
        var recovering = XMLParserOptions()
        recovering.recoversMalformedMarkup = true
        recovering.recoversMalformedText = true
        recovering.recoversMalformedReferences = true
        var differing: [String] = []
        var failures = 0
        for options in [XMLParserOptions(), recovering] {
            for length in 0...Self.document.count {
                let prefix = Array(Self.document[..<length])
                let (events, error) = streamEvents(prefix, options: options)
                if error != nil { failures += 1 }
                if events != recordEvents(prefix, options: options) { differing.append("\(length) bytes: \(events.last ?? "")") }
            }
        }
        // Only the whole document and the prefixes that end after its root are well-formed.
        #expect(failures > Self.document.count)
        #expect(differing.isEmpty, "\(differing.prefix(5))")
    }
}
