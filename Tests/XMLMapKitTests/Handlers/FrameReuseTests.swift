import Testing
import XMLMapKit

/// Counts the ``Token``s alive, to check that every child handler and every `then:` closure
/// the stack holds (moved through ``XMLDescent`` as raw bytes, kept in reused frames) is
/// released exactly once.
final class TokenTracker {
    var alive = 0
    var made = 0
}

/// Something a handler or a closure owns; counted alive by its tracker.
final class Token {
    let tracker: TokenTracker
    init(_ tracker: TokenTracker) {
        self.tracker = tracker
        tracker.alive += 1
        tracker.made += 1
    }
    deinit { tracker.alive -= 1 }
}

/// A section: its title and its subsections, delegated to a handler of its own type, so that
/// frames of one type are open inside each other while spare ones are reused.
struct Section: Equatable {
    var title = ""
    var children: [Section] = []
}

/// Maps `<s t="title">` with nested `<s>`; small enough to travel inline in ``XMLDescent``.
struct SectionHandler: XMLElementHandler {
    var section = Section()
    var token: Token
    var failAt: String?

    mutating func begin(_ element: XMLStartElement, context: XMLHandlerContext) throws {
        section.title = element.attributes.value("t")?.string ?? ""
        if section.title == failAt { throw SectionError() }
    }

    mutating func startElement(_ element: XMLStartElement, context: XMLHandlerContext) -> XMLDescent {
        guard element.name.matches("s") else { return .skip }
        let captured = Token(token.tracker)
        return delegate(to: SectionHandler(token: Token(token.tracker), failAt: failAt)) { parent, child, _ in
            withExtendedLifetime(captured) { parent.section.children.append(child) }
        }
    }

    func finish(context: XMLHandlerContext) -> Section { section }
}

struct SectionError: Error {}

/// The same as ``SectionHandler`` with 256 bytes of padding: too large to travel inline, so its
/// frame is made by `delegate(to:then:)` and never reused.
struct LargeSectionHandler: XMLElementHandler {
    var inner: SectionHandler
    var padding: (SIMD32<UInt64>) = .zero

    mutating func begin(_ element: XMLStartElement, context: XMLHandlerContext) throws {
        try inner.begin(element, context: context)
        padding[Int(inner.section.title.utf8.count % 32)] &+= 1
    }

    mutating func startElement(_ element: XMLStartElement, context: XMLHandlerContext) -> XMLDescent {
        guard element.name.matches("s") else { return .skip }
        let child = LargeSectionHandler(inner: SectionHandler(token: Token(inner.token.tracker), failAt: inner.failAt))
        return delegate(to: child) { parent, section, _ in parent.inner.section.children.append(section) }
    }

    func finish(context: XMLHandlerContext) -> Section { inner.section }
}

@Suite("Frame reuse")
struct FrameReuseTests {
    /// A document of `count` top-level sections, each with two subsections, the second with one
    /// of its own.
    static func document(count: Int) -> (xml: String, expected: Section) {
        var xml = "<s t=\"root\">"
        var expected = Section(title: "root")
        for index in 0..<count {
            xml += "<s t=\"\(index)\"><s t=\"\(index).a\"/><x/><s t=\"\(index).b\"><s t=\"\(index).b.i\"></s></s></s>"
            expected.children.append(
                Section(
                    title: "\(index)",
                    children: [
                        Section(title: "\(index).a"),
                        Section(title: "\(index).b", children: [Section(title: "\(index).b.i")]),
                    ]))
        }
        return (xml + "</s>", expected)
    }

    @Test("children of one type, nested and in turn, each start from their own handler", arguments: [1, 3, 500])
    func nested(count: Int) throws {
        let (xml, expected) = Self.document(count: count)
        let tracker = TokenTracker()
        do {
            let result = try SectionHandler(token: Token(tracker)).map(Array(xml.utf8))
            #expect(result.model == expected)
        }
        #expect(tracker.made == 1 + 2 * 4 * count)
        #expect(tracker.alive == 0)
    }

    @Test("a child too large to travel inline maps the same, in a frame of its own")
    func large() throws {
        #expect(MemoryLayout<LargeSectionHandler>.size > 128)
        let (xml, expected) = Self.document(count: 50)
        let tracker = TokenTracker()
        do {
            let result = try LargeSectionHandler(inner: SectionHandler(token: Token(tracker))).map(Array(xml.utf8))
            #expect(result.model == expected)
        }
        #expect(tracker.alive == 0)
    }

    @Test("a child that throws: the error comes out and nothing the stack held is kept", arguments: ["7", "7.b", "7.b.i"])
    func failure(at title: String) {
        let (xml, _) = Self.document(count: 20)
        let tracker = TokenTracker()
        do {
            #expect(throws: XMLError.self) {
                _ = try SectionHandler(token: Token(tracker), failAt: title).map(Array(xml.utf8))
            }
            #expect(throws: XMLError.self) {
                _ = try LargeSectionHandler(inner: SectionHandler(token: Token(tracker), failAt: title)).map(Array(xml.utf8))
            }
        }
        #expect(tracker.alive == 0)
    }

    @Test("a document cut inside nested children keeps what was mapped, leniently, and releases the rest")
    func cut() throws {
        let (xml, expected) = Self.document(count: 20)
        let cutAt = xml.range(of: "<s t=\"12.b.i\">")!.upperBound
        let tracker = TokenTracker()
        do {
            let result = try SectionHandler(token: Token(tracker)).map(Array(xml[..<cutAt].utf8))
            #expect(result.error != nil)
            #expect(Array(result.model.children.prefix(12)) == Array(expected.children.prefix(12)))
            #expect(result.model.children.count == 13)
            #expect(result.model.children[12].children.map(\.title) == ["12.a", "12.b"])
            #expect(result.model.children[12].children[1].children.map(\.title) == ["12.b.i"])
        }
        #expect(tracker.alive == 0)
    }
}
