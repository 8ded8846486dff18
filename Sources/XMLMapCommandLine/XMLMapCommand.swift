import Foundation
import XMLMapKit
import XMLMapOutput

/// The `xmlmap` command line as a library: run it with any registry, so a tool of your own with
/// extra mappers is `xmlmap` plus a few lines:
///
/// ```swift
/// var registry = XMLMapperRegistry.builtIn
/// registry.register(OPMLMapper())
/// XMLMapCommand.main(registry: registry)
/// ```
public enum XMLMapCommand {
    /// Runs with the process's arguments and exits with the command's status.
    public static func main(registry: XMLMapperRegistry) -> Never {
        let status = run(Array(CommandLine.arguments.dropFirst()), registry: registry)
        exit(status.rawValue)
    }

    /// Runs the command for `arguments` (without the program name) and returns its exit status.
    public static func run(_ arguments: [String], registry: XMLMapperRegistry) -> ExitStatus {
        let options: CommandOptions
        do {
            options = try ArgumentParser.parse(arguments)
        } catch {
            Console.error(
                "error: \(error.message)\nUsage: xmlmap [--mapper <name>] [--format <format>] [<options>] <input> ...\n  See 'xmlmap --help' for more information."
            )
            return .usage
        }
        switch options.mode {
        case .help:
            FileHandle.standardOutput.write(Data(helpText(registry: registry).utf8))
            return .success
        case .version:
            FileHandle.standardOutput.write(Data("xmlmap \(xmlmapVersion)\n".utf8))
            return .success
        case .listMappers:
            FileHandle.standardOutput.write(Data(mapperList(registry).utf8))
            return .success
        case .map, .check, .canonical, .events:
            break
        }
        if options.mode == .map, let failure = validateFormat(options, registry: registry) {
            Console.error(failure)
            return .usage
        }
        let sink: OutputSink
        do {
            sink = try OutputSink(path: options.outputPath)
        } catch {
            Console.error(error.message)
            return error.status
        }
        defer { sink.close() }
        let inputs: InputList
        do {
            inputs =
                try options.filesFrom.map { path throws(CommandFailure) in try InputList(listAt: path, after: options.inputs) }
                ?? InputList(arguments: options.inputs)
        } catch {
            Console.error(error.message)
            return error.status
        }
        let processor = InputProcessor(
            options: options, registry: registry,
            showsProgress: !options.isQuiet && !options.hasSeveralInputs && Console.errorIsTerminal,
            liveOutput: options.hasSeveralInputs ? nil : sink)
        var status = ExitStatus.success
        // Summaries of several inputs are separated by a blank line.
        let separatesSummaries = options.mode == .map && options.format == .summary
        var hasWrittenSummary = false
        OrderedParallelRunner.run(
            inputs, jobs: options.hasSeveralInputs ? options.jobs : 1,
            process: { input in
                switch options.mode {
                case .check: processor.check(input)
                case .canonical: processor.print(input, events: false)
                case .events: processor.print(input, events: true)
                default: processor.map(input)
                }
            },
            emit: { report in
                if separatesSummaries && !report.output.isEmpty {
                    if hasWrittenSummary { sink.write([UInt8(ascii: "\n")]) }
                    hasWrittenSummary = true
                }
                sink.write(report.output)
                for line in report.diagnostics { Console.error(line) }
                status = max(status, report.status)
            })
        sink.buffer.flush()
        if let failure = inputs.failure {
            Console.error(failure)
            status = max(status, .noInput)
        }
        if let failure = sink.failure {
            Console.error(failure)
            status = max(status, .ioError)
        }
        return status
    }

    /// A usage error when a named mapper cannot produce the format, or no mapper can, or an
    /// XML format (`xml`, `rss`, `atom`) is asked of several inputs (XML has no way to put
    /// documents one after another).
    private static func validateFormat(_ options: CommandOptions, registry: XMLMapperRegistry) -> String? {
        if ([.xml, "rss", "atom"] as [XMLOutputFormat]).contains(options.format) && options.hasSeveralInputs {
            return "error: '\(options.format)' writes one document: give one input (run xmlmap once per file to convert several)"
        }
        if let name = options.mapperName {
            guard let mapper = registry.mapper(named: name) else {
                return "error: unknown mapper '\(name)'; known mappers: \(registry.mappers.map(\.name).joined(separator: ", "))"
            }
            return mapper.allFormats.contains(options.format) ? nil : OutputRendering.unsupported(options.format, mapper: mapper)
        }
        let known = Set(registry.mappers.flatMap(\.allFormats).map(\.name) + XMLOutputFormat.common.map(\.name))
        return known.contains(options.format.name) ? nil : "error: unknown format '\(options.format)'; formats: \(known.sorted().joined(separator: ", "))"
    }

    /// `--list-mappers`: name, root elements, formats and description of each mapper.
    private static func mapperList(_ registry: XMLMapperRegistry) -> String {
        var lines: [String] = []
        for mapper in registry.mappers {
            let roots = mapper.rootElements.isEmpty ? "any (fallback)" : mapper.rootElements.map(\.description).joined(separator: ", ")
            lines.append("\(mapper.name)")
            lines.append("  \(mapper.summary)")
            lines.append("  roots:   \(roots)")
            lines.append("  formats: \(mapper.allFormats.map(\.name).joined(separator: ", "))")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
