import XMLMapKit

/// What `xmlmap` was asked to do.
enum Command {
    /// Check each file is well-formed.
    case check([String])
    /// Print a file in canonical form.
    case canonical(String)
    case help
    case version
}

/// Runs a command and returns the exit status.
func run(_ command: Command) -> ExitStatus {
    switch command {
    case .help:
        Console.out(usageText)
        return .success
    case .version:
        Console.out("xmlmap \(xmlmapVersion)\n")
        return .success
    case .check(let inputs):
        var status = ExitStatus.success
        for input in inputs {
            var ignoring = IgnoringHandler()
            do {
                try parse(input, into: &ignoring)
                Console.out("\(input): ok\n")
            } catch {
                Console.out(Console.diagnostic(input, error) + "\n")
                status = max(status, Console.status(for: error))
            }
        }
        return status
    case .canonical(let input):
        var writer = XMLCanonicalWriter()
        do {
            try parse(input, into: &writer)
            Console.out(writer.output)
            return .success
        } catch {
            Console.error(Console.diagnostic(input, error))
            return Console.status(for: error)
        }
    }
}

/// Parses a file, or standard input for `-`.
private func parse<Handler: XMLEventHandler>(_ input: String, into handler: inout Handler) throws(XMLError) {
    if input == "-" {
        try XMLStreamParser().parse(fileDescriptor: 0, into: &handler)
    } else {
        try XMLStreamParser().parse(contentsOfFile: input, into: &handler)
    }
}

/// A handler that ignores every event: checking well-formedness is the parse itself.
private struct IgnoringHandler: XMLEventHandler {}
