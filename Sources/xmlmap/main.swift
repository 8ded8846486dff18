#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

let status: ExitStatus
do {
    status = run(try parseArguments(Array(CommandLine.arguments.dropFirst())))
} catch {
    Console.error("error: \(error.message)\nUsage: xmlmap --check <file> ... | xmlmap --canonical <file>\n  See 'xmlmap --help' for more information.")
    status = .usage
}
fflush(stdout)
exit(status.rawValue)
