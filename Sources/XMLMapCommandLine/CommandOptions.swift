import Foundation
import XMLMapKit
import XMLMapOutput

/// Everything the command line asked for.
struct CommandOptions {
    /// What to do with the inputs.
    enum Mode: Equatable {
        case map, check, canonical, events, listMappers, help, version
    }

    var mode = Mode.map
    var inputs: [String] = []
    /// `--files-from`: a file (`-`: standard input) listing more inputs, one a line.
    var filesFrom: String?
    /// `nil`: chosen from each document's root element.
    var mapperName: String?
    var format = XMLOutputFormat.json
    var isStrict = false
    /// `--raw-html`: feed HTML kept as written instead of sanitized.
    var keepsRawHTML = false
    var since: Date?
    var limit: Int?
    var itemDepth: Int?
    var outputPath: String?
    var jobs = ProcessInfo.processInfo.activeProcessorCount
    var isQuiet = false
    var etag: String?
    var saveETagPath: String?
    /// URLs: the most body bytes read. The body is parsed as it arrives, so this bounds time
    /// and traffic (an endless body), not memory: 2 GiB, room for the largest track logs.
    var maximumBytes: Int64 = 2 << 30
    /// URLs: the longest wait, in seconds, for a response or for the next bytes of a body.
    var timeout: TimeInterval = 30

    /// Whether more than one input may be processed (several arguments, or a list).
    var hasSeveralInputs: Bool { inputs.count > 1 || filesFrom != nil }

    /// The mapping options these settings call for.
    var mappingOptions: XMLMappingOptions {
        var options = XMLMappingOptions(isStrict: isStrict)
        options.since = since
        options.itemLimit = limit
        options.itemDepth = itemDepth
        options.keepsItems = format != .summary
        options.keepsRawHTML = keepsRawHTML
        return options
    }
}
