import XMLMapKit
import XMLMapOutput

/// The version `--version` prints.
let xmlmapVersion = "0.1.0"

/// The `--help` text, laid out like swift-argument-parser tools.
func helpText(registry: XMLMapperRegistry) -> String {
    let mappers = registry.mappers.map(\.name).joined(separator: ", ")
    return """
        OVERVIEW: Map XML documents (feeds, GPX tracks, catalogs, anything) to JSON and other formats.

        USAGE: xmlmap [--mapper <name>] [--format <format>] [<options>] <input> ...
               xmlmap --check <input> ...
               xmlmap --canonical <input>
               xmlmap --events <input>
               xmlmap --list-mappers

        ARGUMENTS:
          <input>                 A file, - for standard input, or an http(s) URL.

        OPTIONS:
          --mapper <name>         The mapper: \(mappers.isEmpty ? "none registered" : mappers), or auto (default:
                                  chosen from the root element, generic when none claims it).
          --format <format>       json (default), jsonl, summary, or a mapper's own format
                                  (jsonfeed, geojson, csv, svg; xml, the document back in its
                                  own format; rss and atom, feeds converted; see --list-mappers).
                                  An XML format takes one input.
          --strict                Fail on the first problem (default: lenient; issues go to
                                  standard error as INPUT:LINE:COLUMN: warning: ...).
          --raw-html              Feeds: keep the HTML of descriptions and contents as written
                                  (default: sanitized as feedparser does, links resolved).
          --since <date>          Feeds: stop at the first item dated at or before <date> (RFC 3339).
          --limit <n>             Feeds: map at most <n> items.
          --item-depth <n>        Generic mapper: stream the elements at depth <n> (with --format jsonl).
          --files-from <file>     Also process the inputs listed in <file> (- for standard input),
                                  one a line, read as they are needed.
          --output <file>         Write the output to <file> instead of standard output.
          --jobs <n>              Map up to <n> inputs in parallel; output stays in input order
                                  (default: the number of cores).
          --etag <value>          URLs: send If-None-Match; a 304 answer prints 'not modified'.
          --save-etag <file>      URLs: write the response's ETag to <file>.
          --max-bytes <n>         URLs: read at most <n> bytes of a body (K, M, G suffixes; default 2G).
                                  The body is parsed as it arrives, in constant memory.
          --timeout <seconds>     URLs: the longest wait for a response or for the next bytes of a
                                  body (default 30).
          --quiet                 Do not print warnings or the progress bar.
          --check                 Check each input is well-formed XML, always strictly; print
                                  'INPUT: ok' or 'INPUT:LINE:COLUMN: error: MESSAGE'.
          --canonical             Print the input in James Clark's canonical XML form.
          --events                Print the event stream as a tree with line:column (white space
                                  between elements is left out), for people writing handlers.
          --list-mappers          List the mappers: name, root elements, formats, description.
          --version               Show the version.
          -h, --help              Show help information.

        EXIT STATUS:
          0 success, 64 usage error, 65 data error (not well-formed, even when lenient mode
          printed what it recovered; or a strict-mode mapping failure), 66 an input cannot be opened, 69 a URL fails, 74 the output cannot be written.
          With several inputs the worst status wins.

        """
}
