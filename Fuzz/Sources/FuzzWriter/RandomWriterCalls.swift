import XMLMapKit
import XMLMapOutput

/// ``XMLWriter`` driven by the fuzzer's choices, call by call, strict or lenient: whatever it
/// accepts and refuses, the document it finishes is well-formed and namespace-well-formed.
enum RandomWriterCalls {
    static let names = ["a", "item", "é", "名前", "x-y.z", "p:x", "xml:lang", "xmlns", "xmlns:p", "1bad", "a b", ":a", "a:", "q:r:s"]
    static let namespaces = ["", "urn:one", "urn:two", "http://e.org/ü?a=1&b=\"2\"", "http://www.w3.org/XML/1998/namespace", "http://www.w3.org/2000/xmlns/"]
    static let prefixes: [String?] = [nil, "p", "q", "xml", "xmlns", "", "1x"]

    /// Checks one random sequence of calls.
    static func check(_ choices: inout FuzzChoices) {
        var writer = XMLWriter(
            OutputBuffer(), style: choices.bool() ? .pretty : .compact, strictness: choices.bool() ? .strict : .lenient)
        while choices.hasMore {
            _ = try? call(&writer, &choices)
        }
        if (try? writer.startElement("root")) != nil || writer.depth > 0 {
            // A document with a root element: finishing it cannot fail, and it must parse.
            guard (try? writer.finish()) != nil else { RoundTrip.fail("writer", "finish() refused a document with a root", writer.output.bytes) }
            var canonical = XMLCanonicalWriter()
            do {
                try writer.output.bytes.withUnsafeBytes { try XMLStreamParser().parse($0, into: &canonical) }
            } catch {
                RoundTrip.fail("writer", "the document is not well-formed: \(error)", writer.output.bytes)
            }
        }
    }

    private static func call(_ writer: inout XMLWriter, _ choices: inout FuzzChoices) throws {
        let namespace = choices.optional { $0.pick(namespaces) }
        switch choices.int(0...11) {
        case 0, 1: try writer.startElement(choices.pick(names), namespaceURI: namespace)
        case 2:
            try writer.startElement(
                choices.pick(names), attributes: [(choices.pick(names), choices.string()), (choices.pick(names), choices.pick(namespaces))])
        case 3: try writer.attribute(choices.pick(names), choices.string(), namespaceURI: namespace)
        case 4: try writer.endElement()
        case 5: try writer.text(choices.string())
        case 6: try writer.cdata(choices.string())
        case 7: try writer.comment(choices.string())
        case 8: try writer.processingInstruction(target: choices.pick(names), data: choices.string())
        case 9: try writer.prefer(prefix: choices.pick(prefixes), for: choices.pick(namespaces))
        case 10: try writer.declareNamespace(choices.pick(namespaces), prefix: choices.pick(prefixes))
        default: try writer.element(choices.pick(names), namespaceURI: namespace, text: choices.string())
        }
    }
}
