/// State shared by the handlers of one mapping.
final class MappingSession {
    let options: XMLMappingOptions
    var issues: [XMLMappingIssue] = []

    init(options: XMLMappingOptions) { self.options = options }
}
