// feed-since DATE FEED
//
// Prints the titles of the items newer than DATE (RFC 3339), newest first as feeds list
// them, and stops the parse at the first item at or before DATE: the rest of the file is
// never read. Says on standard error how many items were read.
//
// A template for stopping early: `context.stop()` ends the parse as a success, keeping what
// was mapped. The item that triggered it is finished early too (`context.isEndingEarly`) and
// answers `nil`, so it is left out.
import Foundation
import XMLMapKit

/// Reads one <item>'s title and date; stops the whole parse when the date is not newer.
struct ItemHandler: XMLElementHandler {
    let since: Date
    var title = ""
    var isTooOld = false

    mutating func startElement(_ element: XMLStartElement, context: XMLHandlerContext) -> XMLDescent {
        element.name.matches("title") || element.name.matches("pubDate") ? .collectText : .skip
    }

    mutating func endElement(_ element: XMLEndElement, text: XMLBytes, context: XMLHandlerContext) throws {
        if element.name.matches("title") {
            title = text.string
        } else if let date = FeedDate.parse(text) {
            if date <= since {
                isTooOld = true
                context.stop()
            }
        } else {
            try context.reportIssue(field: "pubDate", "not a date: '\(text.string)'")
        }
    }

    /// The title, or `nil` for the item that was too old.
    func finish(context: XMLHandlerContext) -> String? { isTooOld ? nil : title }
}

/// Collects the titles of the items its `ItemHandler`s return.
struct FeedHandler: XMLElementHandler {
    let since: Date
    var titles: [String] = []
    var itemsRead = 0

    mutating func startElement(_ element: XMLStartElement, context: XMLHandlerContext) -> XMLDescent {
        if element.name.matches("item") {
            itemsRead += 1
            return delegate(to: ItemHandler(since: since)) { feed, title, _ in
                if let title { feed.titles.append(title) }
            }
        }
        return element.name.matches("channel") ? .handle : .skip
    }

    func finish(context: XMLHandlerContext) -> FeedHandler { self }
}

let arguments = CommandLine.arguments
guard arguments.count == 3, let since = FeedDate.parseISO8601(arguments[1]) else {
    printError("usage: feed-since DATE FEED   (DATE in RFC 3339, like 2024-05-01T00:00:00Z)")
    exit(64)
}
do throws(XMLError) {
    let result = try FeedHandler(since: since).map(contentsOfFile: arguments[2])
    for title in result.model.titles { print(title) }
    let how = result.outcome == .stopped ? "stopped at an older item" : "read the whole feed"
    printError("\(result.model.itemsRead) items read (\(how))")
} catch {
    printError("\(arguments[2]):\(error)")
    exit(error.code == .inputUnreadable ? 66 : 65)
}

/// Writes a line to standard error.
func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}
