/// The version `--version` prints.
let xmlmapVersion = "0.1.0"

/// The `--help` text, laid out like swift-argument-parser tools.
let usageText = """
    OVERVIEW: Map XML documents to models, check them, and print them canonically.

    USAGE: xmlmap --check <file> ...
           xmlmap --canonical <file>

    ARGUMENTS:
      <file>                  An XML file, or - for standard input.

    OPTIONS:
      --check                 Check that each file is well-formed XML 1.0 with namespaces.
                              Prints 'FILE: ok' or 'FILE:LINE:COLUMN: error: MESSAGE' per file.
      --canonical             Print the file in James Clark's canonical XML form.
      --version               Show the version.
      -h, --help              Show help information.

    EXIT STATUS:
      0 success, 64 usage error, 65 a document is not well-formed, 66 an input cannot be opened.

    """

/// A command-line mistake, reported with the usage line.
struct UsageError: Error {
    var message: String
}

/// Reads the command line into a ``Command``.
func parseArguments(_ arguments: [String]) throws(UsageError) -> Command {
    var inputs: [String] = []
    var mode: String?
    for argument in arguments {
        switch argument {
        case "-h", "--help": return .help
        case "--version": return .version
        case "--check", "--canonical":
            if let mode, mode != argument { throw UsageError(message: "\(mode) and \(argument) cannot be combined") }
            mode = argument
        case "-":
            inputs.append(argument)
        default:
            if argument.hasPrefix("-") { throw UsageError(message: "unknown option '\(argument)'") }
            inputs.append(argument)
        }
    }
    switch mode {
    case "--check":
        guard !inputs.isEmpty else { throw UsageError(message: "--check needs at least one file") }
        return .check(inputs)
    case "--canonical":
        guard inputs.count == 1 else { throw UsageError(message: "--canonical takes exactly one file") }
        return .canonical(inputs[0])
    default:
        throw UsageError(message: inputs.isEmpty ? "no command given" : "say what to do with the input: --check or --canonical")
    }
}
