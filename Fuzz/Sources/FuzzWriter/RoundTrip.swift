import XMLMapKit
import XMLMapOutput

/// What every check asks of what was written: it is well-formed (parsed strictly, namespaces
/// included, it must map), and writing what it maps to, then mapping and writing again, gives
/// the same bytes: what one pass normalises (trimmed text, a number's shortest form) is not
/// lost or changed by the next. A failure stops the process, so that libFuzzer keeps the input.
enum RoundTrip {
    /// Options that read only what is well-formed, the first problem being the error.
    static let strict = XMLMappingOptions(isStrict: true, parser: XMLParserOptions(limits: .fuzzing))

    /// Checks the round trip of what `write` writes, read back by `read` and written again by
    /// `write`; `what` names it in a failure. A value `write` refuses (a character XML cannot
    /// hold) is no finding.
    static func check<Model>(_ what: String, _ model: Model, write: (Model) throws -> [UInt8], read: ([UInt8]) throws -> Model) {
        guard let first = try? write(model) else { return }
        let once = mapped(what, first, read)
        guard let second = try? write(once) else { fail(what, "the model read back cannot be written", first) }
        let again = mapped(what, second, read)
        guard let third = try? write(again) else { fail(what, "the model read back twice cannot be written", second) }
        if third != second { fail(what, "writing what was read back changes it:\n\(text(second))\n--- then ---\n\(text(third))", first) }
    }

    /// `bytes` read by `read`, or a failure.
    static func mapped<Model>(_ what: String, _ bytes: [UInt8], _ read: ([UInt8]) throws -> Model) -> Model {
        do {
            return try read(bytes)
        } catch {
            fail(what, "what was written does not read back strictly: \(error)", bytes)
        }
    }

    /// Stops the process with what failed and the document.
    static func fail(_ what: String, _ message: String, _ document: [UInt8]) -> Never {
        fatalError("\(what): \(message)\n--- document ---\n\(text(document))")
    }

    private static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }
}
