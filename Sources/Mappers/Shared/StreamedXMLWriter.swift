import XMLMapOutput

/// An ``XMLWriter`` (pretty style) for a document written while it is mapped, by calls that
/// cannot throw (a mapping hands its parts over one at a time): the first error a write raises
/// (a value XML cannot hold) is kept, nothing is written after it, and ``finish()`` throws it.
struct StreamedXMLWriter {
    /// Where the document is written.
    private var xml: XMLWriter
    /// The first error a write raised.
    private var failure: (any Error)?

    /// A writer into `output`.
    init(output: OutputBuffer) {
        xml = XMLWriter(output, style: .pretty)
    }

    /// Runs `body` on the writer unless an earlier call failed, keeping the first failure.
    mutating func write(_ body: (inout XMLWriter) throws -> Void) {
        guard failure == nil else { return }
        do { try body(&xml) } catch { failure = error }
    }

    /// Closes every element still open and ends the document; throws the first error a write
    /// raised.
    mutating func finish() throws {
        write { try $0.finish() }
        if let failure { throw failure }
    }
}
