import Foundation
import Testing
import XMLMapKit

// The examples of the DocC article "Declarative mappings" (DeclarativeMappings.md), run on the
// document below. `SwiftSnippetTests` checks that every Swift block of the article is here.

/// The document of the reference's examples.
let libraryDocument = """
    <library xmlns="urn:example:library" xmlns:dc="http://purl.org/dc/elements/1.1/" kind="public">
      <name>City library</name>
      <opened>Wed, 01 Apr 1998 09:00:00 GMT</opened>
      <open>yes</open>
      <site href="https://library.example/"/>
      <book id="b1" pages="310">
        <title> The Hobbit </title>
        <dc:creator>J. R. R. Tolkien</dc:creator>
        <tag>fantasy</tag><tag>classic</tag>
        <summary>A <em>hobbit</em> &amp; a dragon</summary>
        <audiobook length="11:08:00" rating="4.5"/>
        <note lang="en">First edition, <b>signed</b></note>
        <shelf><row>3</row></shelf>
      </book>
      <book id="b2">
        <title>Dune</title>
        <pages>many</pages>
        <isbn>978-0441013593</isbn>
      </book>
    </library>
    """

struct Library: Equatable {
    var name = ""
    var kind: String?
    var opened: Date?
    var isOpen: Bool?
    var site: URL?
    var bookIDs: [String] = []
    var books: [Book] = []
}

struct Book: Equatable {
    var id = ""
    var title = ""
    var subtitle: String?
    var author: String?
    var pages: Int?
    var tags: [String] = []
    var summary: String?
    var audiobook: Audiobook?
    var note: Note?
    var row: Int?
    var extras: [XMLNode] = []
}

struct Audiobook: Equatable {
    var seconds: Double?
    var rating: Double?
}

struct Note: Equatable, Decodable {
    var lang: String?
    var text = ""

    enum CodingKeys: String, CodingKey {
        case lang
        case text = ""  // the element's own text (XMLCoder's convention)
    }
}

@Suite("Documentation: the declarative mapping reference")
struct DeclarativeReferenceTests {
    func map<Model>(_ mapping: XMLMapping<Model>) throws -> XMLMappingResult<Model> {
        try mapping.map(Array(libraryDocument.utf8))
    }

    @Test("text, appendText and converters")
    func text() throws {
        let book = XMLMapping(Book()) { map in
            map.text("title", to: \.title)  // trimmed, into a String
            map.text("subtitle", to: \.subtitle)  // into a String?: stays nil when absent
            map.text("pages", to: \.pages, as: .int)  // converted; not a number: an issue
            map.appendText("tag", to: \.tags)  // every <tag>, in order
            map.text("summary", to: \.summary, as: .plainText)  // markup and entities to text
        }
        let library = XMLMapping(Library()) { map in
            map.text("name", to: \.name)
            map.text("opened", to: \.opened, as: .date)
            map.text("open", to: \.isOpen, as: .bool)
            map.append("book", to: \.books, using: book)
        }
        let result = try map(library)
        #expect(result.model.name == "City library")
        #expect(result.model.opened == Date(timeIntervalSince1970: 891_421_200))
        #expect(result.model.isOpen == true)
        #expect(result.model.books.map(\.title) == ["The Hobbit", "Dune"])
        #expect(result.model.books[0].subtitle == nil)
        #expect(result.model.books[0].tags == ["fantasy", "classic"])
        #expect(result.model.books[0].summary == "A hobbit & a dragon")
        #expect(result.issues.map(\.description) == ["17:5: warning: pages: not a valid integer: 'many' (at /library/book[2]/pages)"])
    }

    @Test("prefixes: declared once per mapping, matched by namespace URI")
    func prefixes() throws {
        let dublinCore = ["dc": "http://purl.org/dc/elements/1.1/"]
        let book = XMLMapping(Book(), namespaces: dublinCore) { map in
            map.text("dc:creator", to: \.author)
        }
        let library = XMLMapping(Library()) { map in
            map.append("book", to: \.books, using: book)
        }
        #expect(try map(library).model.books.map(\.author) == ["J. R. R. Tolkien", nil])
    }

    @Test("attributes")
    func attributes() throws {
        let audiobook = XMLMapping(Audiobook()) { map in
            map.attribute("length", to: \.seconds, as: .duration)  // 11:08:00 is 40,080 seconds
            map.attribute("rating", to: \.rating, as: .double)
        }
        let book = XMLMapping(Book()) { map in
            map.attribute("id", to: \.id)  // the element's own attribute, into a String
            map.attribute("pages", to: \.pages, as: .int)
            map.child("audiobook", to: \.audiobook, using: audiobook)
        }
        let library = XMLMapping(Library()) { map in
            map.attribute("kind", to: \.kind)  // into a String?
            map.attribute("href", of: "site", to: \.site, as: .url)  // an attribute of a child element
            map.appendAttribute("id", of: "book", to: \.bookIDs)  // that of each repeated element
            map.append("book", to: \.books, using: book)
        }
        let model = try map(library).model
        #expect(model.kind == "public")
        #expect(model.site == URL(string: "https://library.example/"))
        #expect(model.bookIDs == ["b1", "b2"])
        #expect(model.books.map(\.id) == ["b1", "b2"])
        #expect(model.books[0].pages == 310)
        #expect(model.books[0].audiobook == Audiobook(seconds: 40_080, rating: 4.5))
    }

    @Test("the element itself: its text and attributes into one nested value")
    func ownElement() throws {
        let note = XMLMapping(Note()) { map in
            map.attribute("lang", to: \.lang)
            map.text(".", to: \.text)  // all the text inside <note>
        }
        let book = XMLMapping(Book()) { map in
            map.child("note", to: \.note, using: note)
        }
        let library = XMLMapping(Library()) { map in
            map.append("book", to: \.books, using: book)
        }
        #expect(try map(library).model.books[0].note == Note(lang: "en", text: "First edition, signed"))
    }

    @Test("onElement, finally, unknown elements")
    func wildcardsAndLogic() throws {
        let book = XMLMapping(Book()) { map in
            map.onElement("audiobook") { book, element, context in
                if element.attributes.value("length") == nil { try context.reportIssue(field: "audiobook", "no length") }
            }
            map.collectUnknownElements(into: \.extras)  // every element no rule reads, as an XMLNode
            map.finally { book in
                if book.pages == nil { book.pages = 0 }
            }
        }
        let library = XMLMapping(Library()) { map in
            map.append("book", to: \.books, using: book)
        }
        let books = try map(library).model.books
        #expect(books[0].extras.map(\.name) == ["title", "dc:creator", "tag", "tag", "summary", "note", "shelf"])
        #expect(books[1].extras.map(\.name) == ["title", "pages", "isbn"])
        #expect(books.map(\.pages) == [0, 0])
    }

    @Test("*/name at any depth")
    func anyDepth() throws {
        let book = XMLMapping(Book()) { map in
            map.text("*/row", to: \.row, as: .int)
        }
        let library = XMLMapping(Library()) { map in
            map.append("book", to: \.books, using: book)
        }
        #expect(try map(library).model.books.map(\.row) == [3, nil])
    }

    @Test("hand-written handlers and Codable inside a mapping")
    func handlersAndCodable() throws {
        struct ISBNHandler: XMLElementHandler {
            var digits = ""
            mutating func text(_ text: XMLText, context: XMLHandlerContext) {
                digits += text.bytes.string.filter(\.isNumber)
            }
            func finish(context: XMLHandlerContext) -> String { digits }
        }
        struct Catalogued { var isbns: [String] = []; var notes: [Note] = [] }
        let book = XMLMapping(Catalogued()) { map in
            map.delegate("isbn", to: { ISBNHandler() }, then: { model, isbn in model.isbns.append(isbn) })
            map.appendDecoded("note", to: \.notes, using: XMLDecoder())
        }
        let library = XMLMapping([Catalogued]()) { map in
            map.append("book", to: \.self, using: book)
        }
        let books = try map(library).model
        #expect(books.map(\.isbns) == [[], ["9780441013593"]])
        #expect(books[0].notes.map(\.lang) == ["en"])
    }

    @Test("a converter of one's own")
    func customConverter() throws {
        /// An ISBN-13: 13 digits once the hyphens are gone.
        let isbn = XMLValueConverter<String>("ISBN") { bytes in
            let digits = bytes.trimmed.filter { $0 != "-" }
            return digits.count == 13 && digits.allSatisfy(\.isNumber) ? digits : nil
        } format: {
            $0
        }
        struct Entry { var isbn: String? }
        let entry = XMLMapping(Entry()) { map in
            map.text("isbn", to: \.isbn, as: isbn)
        }
        let result = try entry.map(Array("<book><isbn>978-0441013593</isbn></book>".utf8))
        #expect(result.model.isbn == "9780441013593")
        #expect(try entry.map(Array("<book><isbn>12</isbn></book>".utf8)).issues.first?.message == "not a valid ISBN: '12'")
        #expect(isbn.format?("9780441013593") == "9780441013593")  // the way back, for writing
    }
}
