/// State shared by the handlers of one mapping.
final class MappingSession {
    let options: XMLMappingOptions
    var issues: [XMLMappingIssue] = []
    /// Whether the parse stopped or failed and the open handlers are being finished.
    var isEndingEarly = false
    /// Whether the parser recovered from a well-formedness error (lenient mode).
    var recoveredFromErrors = false

    init(options: XMLMappingOptions) { self.options = options }
}
