import Foundation
import Testing

@testable import XMLMapKit

/// Records what a handler saw, so tests can check push/pop order and fencing.
struct TraceHandler: XMLElementHandler {
    let name: String
    let delegateAt: String?
    let skipAt: String?
    let stopAt: String?
    var trace: [String] = []

    init(_ name: String, delegateAt: String? = nil, skipAt: String? = nil, stopAt: String? = nil) {
        self.name = name
        self.delegateAt = delegateAt
        self.skipAt = skipAt
        self.stopAt = stopAt
    }

    mutating func begin(_ element: XMLStartElement, context: XMLHandlerContext) {
        trace.append("\(name) begin \(element.name.qualifiedName) depth \(context.depth)")
    }

    mutating func startElement(_ element: XMLStartElement, context: XMLHandlerContext) -> XMLDescent {
        let local = element.name.qualifiedName.string
        trace.append("\(name) start \(local)")
        if local == stopAt { context.stop() }
        if local == skipAt { return .skip }
        if local == delegateAt {
            return delegate(to: TraceHandler("child")) { parent, childTrace, context in
                parent.trace += childTrace
                parent.trace.append("\(parent.name) received child result at depth \(context.depth)")
            }
        }
        return .collectText
    }

    mutating func endElement(_ element: XMLEndElement, text: XMLBytes, context: XMLHandlerContext) {
        trace.append("\(name) end \(element.name.qualifiedName) text \(text.string.debugDescription)")
    }

    func finish(context: XMLHandlerContext) -> [String] { trace + ["\(name) finish"] }
}

@Suite("Handler stack")
struct HandlerStackTests {
    @Test("a delegated child sees exactly its subtree; its result comes back at the end tag")
    func pushAndPop() throws {
        let result = try TraceHandler("root", delegateAt: "item").map("<feed><title>T</title><item><title>I</title><x/></item><after/></feed>")
        #expect(
            result.model == [
                "root begin feed depth 1",
                "root start title", "root end title text \"T\"",
                "root start item",
                "child begin item depth 2",
                "child start title", "child end title text \"I\"",
                "child start x", "child end x text \"\"",
                "child finish",
                "root received child result at depth 2",
                "root start after", "root end after text \"\"",
                "root finish",
            ])
    }

    @Test("skipped subtrees are never seen but still checked for well-formedness")
    func skip() throws {
        let result = try TraceHandler("root", skipAt: "big").map("<r><big><a><b>deep</b></a></big><next/></r>")
        #expect(result.model == ["root begin r depth 1", "root start big", "root start next", "root end next text \"\"", "root finish"])
        #expect(throws: XMLError.self) { try TraceHandler("root", skipAt: "big").map("<r><big><a></b></big></r>", options: .strict) }
    }

    @Test("stopping keeps what was mapped, drops the child in progress, and reports .stopped")
    func stop() throws {
        let result = try TraceHandler("root", stopAt: "second").map("<r><first/><second><x/></second><third/>")
        #expect(result.outcome == .stopped)
        #expect(result.error == nil)
        #expect(result.model.last == "root finish")
        #expect(!result.model.contains("root start third"))
    }

    @Test("a handler error carries the event's location and element path")
    func handlerErrorLocation() {
        struct Strict: XMLElementHandler {
            mutating func startElement(_ element: XMLStartElement, context: XMLHandlerContext) throws -> XMLDescent {
                if element.name.localName.equals("bad") { try context.reportIssue(field: "bad", "not allowed here") }
                return .handle
            }
            func finish(context: XMLHandlerContext) {}
        }
        let text = "<r>\n  <ok/>\n  <ok><bad/></ok></r>"
        #expect {
            try Strict().map(text, options: .strict)
        } throws: { error in
            let error = error as! XMLError
            return error.code == .invalidValue && error.location.line == 3 && error.location.column == 7
                && error.elementPath == "/r/ok[2]/bad"
        }
        let lenient = try? Strict().map(text)
        #expect(lenient?.issues.map(\.description) == ["3:7: warning: bad: not allowed here (at /r/ok[2]/bad)"])
    }

    @Test("many documents map concurrently with no shared state")
    func concurrency() async throws {
        let documents = (0..<64).map { index in
            "<rss><channel><title>Feed \(index)</title>" + (0..<index).map { "<item><title>\($0)</title></item>" }.joined() + "</channel></rss>"
        }
        let counts = try await withThrowingTaskGroup(of: (Int, Int).self) { group in
            for (index, document) in documents.enumerated() {
                group.addTask {
                    let feed = try feedMapping.map(document).model
                    #expect(feed.title == "Feed \(index)")
                    return (index, feed.episodes.count)
                }
            }
            return try await group.reduce(into: [:]) { $0[$1.0] = $1.1 }
        }
        #expect(counts.count == 64)
        #expect(counts.allSatisfy { $0.key == $0.value })
    }
}
