/// State shared by the handlers of one mapping.
final class MappingSession {
    /// The mapping's options (strict mode is turned off to finish the handlers after an error).
    var options: XMLMappingOptions
    var issues: [XMLMappingIssue] = []
    /// Whether the parse stopped or failed and the open handlers are being finished.
    var isEndingEarly = false
    /// Whether the parser recovered from a well-formedness error (lenient mode).
    var recoveredFromErrors = false

    init(options: XMLMappingOptions) { self.options = options }
}
