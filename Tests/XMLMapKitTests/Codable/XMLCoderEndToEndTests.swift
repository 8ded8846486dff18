import Foundation
import TestSupport
import Testing

@testable import XMLMapKit

/// XMLCoder's `EndToEnd/` decoding tests: whole documents, their XML read from XMLCoder's test
/// sources in the corpus (the encoding half of each round trip is out of scope).
@Suite("XMLCoder compatibility: EndToEnd", Corpus.required("xmlcoder"))
struct XMLCoderEndToEndTests {
    private static let utcDay: DateFormatter = {
        let formatter = DateFormatter()
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter
    }()

    struct Book: Decodable, Equatable {
        var id: String, author: String, title: String, genre: Genre, price: Double, publishDate: Date, description: String
        enum CodingKeys: String, CodingKey {
            case id, author, title, genre, price, description
            case publishDate = "publish_date"
        }
    }

    enum Genre: String, Decodable {
        case computer = "Computer", fantasy = "Fantasy", romance = "Romance", horror = "Horror", sciFi = "Science Fiction"
    }

    @Test func book() throws {
        guard Corpus.check("xmlcoder") else { return }
        let decoder = XMLDecoder()
        decoder.dateDecodingStrategy = .formatted(Self.utcDay)
        let book = try XMLCoderCases.decode(Book.self, try XMLCoderSources.literal("bookXML", in: "EndToEnd/BooksTest.swift"), with: decoder)
        #expect(book.publishDate == Date(timeIntervalSince1970: 970_358_400))
        #expect(book.title == "XML Developer's Guide")
        #expect(book.id == "bk101")
    }

    @Test func catalog() throws {
        guard Corpus.check("xmlcoder") else { return }
        struct Catalog: Decodable {
            var books: [Book]
            enum CodingKeys: String, CodingKey { case books = "book" }
        }
        let decoder = XMLDecoder()
        decoder.dateDecodingStrategy = .formatted(Self.utcDay)
        let catalog = try XMLCoderCases.decode(Catalog.self, try XMLCoderSources.literal("catalogXML", in: "EndToEnd/BooksTest.swift"), with: decoder)
        #expect(catalog.books.count == 12)
        #expect(catalog.books[0].publishDate == Date(timeIntervalSince1970: 970_358_400))
    }

    struct Borders<Item: Decodable & Equatable>: Decodable {
        let items: [Item?]
        let count: Int
        enum CodingKeys: String, CodingKey {
            case items = "border"
            case count
        }
    }

    struct Style: Decodable, Equatable { let style: String? }
    struct Border: Decodable, Equatable { var left, right, top, bottom, diagonal, horizontal, vertical: Style? }
    struct LeftBorder: Decodable, Equatable {
        var left: Style
        var right, top, bottom, diagonal, horizontal, vertical: Style?
    }

    @Test func emptyItemOfOptionals() throws {
        let xml = "<borders count=\"1\">\n<border/>\n</borders>"
        let borders = try XMLCoderCases.decode(Borders<Border>.self, xml)
        #expect(borders.count == 1)
        #expect(borders.items == [Border()])
        let left = try XMLCoderCases.decode(Borders<LeftBorder>.self, xml)
        #expect(left.count == 1)
        #expect(left.items == [nil])
    }

    @Test func breakfast() throws {
        guard Corpus.check("xmlcoder") else { return }
        struct Menu: Decodable { var food: [Food] }
        struct Food: Decodable { var name: String, price: String, description: String, calories: Int? }
        let menu = try XMLCoderCases.decode(Menu.self, try XMLCoderSources.literal("xml", in: "EndToEnd/BreakfastTest.swift"))
        #expect(menu.food.count == 5)
        #expect(menu.food[1].calories == 900)
    }

    @Test func cdCatalog() throws {
        guard Corpus.check("xmlcoder") else { return }
        struct CDCatalog: Decodable {
            var cds: [CD]
            enum CodingKeys: String, CodingKey { case cds = "CD" }
        }
        struct CD: Decodable, Equatable {
            var title: String, artist: String, country: String, company: String, price: Decimal, year: Int
            enum CodingKeys: String, CodingKey {
                case title = "TITLE", artist = "ARTIST", country = "COUNTRY", company = "COMPANY", price = "PRICE", year = "YEAR"
            }
        }
        let catalog = try XMLCoderCases.decode(CDCatalog.self, try XMLCoderSources.literal("cdCatalogXML", in: "EndToEnd/CDCatalog.swift"))
        #expect(catalog.cds.count == 26)
        #expect(
            catalog.cds[25] == CD(title: "Unchain my heart", artist: "Joe Cocker", country: "USA", company: "EMI", price: Decimal(string: "8.20")!, year: 1987))
    }

    struct Note: Decodable { var to: String, from: String, heading: String, body: String }

    @Test func note() throws {
        guard Corpus.check("xmlcoder") else { return }
        let note = try XMLCoderCases.decode(Note.self, try XMLCoderSources.literal("validXml", in: "EndToEnd/NoteTest.swift"))
        #expect([note.to, note.from, note.heading, note.body] == ["Tove", "Jani", "Reminder", "Don't forget me this weekend!"])
    }

    @Test func brokenNoteThrowsTheXMLError() throws {
        guard Corpus.check("xmlcoder") else { return }
        let xml = try XMLCoderSources.literal("invalidXml", in: "EndToEnd/NoteTest.swift")
        let error = try #require(throws: XMLError.self) { try XMLCoderCases.decode(Note.self, xml) }
        #expect(error.code == .mismatchedTag)
        #expect(error.location.line == 4)
    }

    @Test func plantCatalog() throws {
        guard Corpus.check("xmlcoder") else { return }
        struct PlantCatalog: Decodable {
            var plants: [Plant]
            enum CodingKeys: String, CodingKey { case plants = "PLANT" }
        }
        struct Currency: Decodable, Equatable {
            let value: Double
            init(_ value: Double) { self.value = value }
            init(from decoder: any Decoder) throws {
                let text = try decoder.singleValueContainer().decode(String.self)
                guard text.hasPrefix("$"), let value = Double(text.dropFirst()) else { throw CocoaError(.coderInvalidValue) }
                self.value = value
            }
        }
        struct Plant: Decodable, Equatable {
            var common: String, botanical: String, zone: String, light: String, price: Currency, amountAvailable: Int
            enum CodingKeys: String, CodingKey {
                case common = "COMMON", botanical = "BOTANICAL", zone = "ZONE", light = "LIGHT", price = "PRICE", amountAvailable = "AVAILABILITY"
            }
        }
        let catalog = try XMLCoderCases.decode(PlantCatalog.self, try XMLCoderSources.literal("plantCatalogXML", in: "EndToEnd/PlantCatalog.swift"))
        #expect(catalog.plants.count == 36)
        #expect(
            catalog.plants[35]
                == Plant(common: "Cardinal Flower", botanical: "Lobelia cardinalis", zone: "2", light: "Shade", price: Currency(3.02), amountAvailable: 22299))
    }

    @Test func rdfFeed() throws {
        guard Corpus.check("xmlcoder") else { return }
        struct RSS: Decodable {
            let dc: URL, sy: URL, admin: URL, rdf: URL, content: URL
            let channel: Channel
            enum CodingKeys: String, CodingKey {
                case channel
                case dc = "xmlns:dc", sy = "xmlns:sy", admin = "xmlns:admin", rdf = "xmlns:rdf", content = "xmlns:content"
            }
        }
        struct GeneratorAgent: Decodable {
            let resource: URL
            enum CodingKeys: String, CodingKey { case resource = "rdf:resource" }
        }
        struct Channel: Decodable {
            let title: String, link: URL, description: String?, language: String, creator: String, rights: String, date: Date
            let generatorAgent: GeneratorAgent
            let image: Image
            let items: [Item]
            enum CodingKeys: String, CodingKey {
                case title, link, description, image
                case language = "dc:language", creator = "dc:creator", rights = "dc:rights", date = "dc:date"
                case generatorAgent = "admin:generatorAgent", items = "item"
            }
        }
        struct Image: Decodable { let url: URL, height: Int, width: Int, link: URL, title: String }
        struct Item: Decodable {
            let title: String, link: URL, guid: URL, enclosure: Enclosure?, description: String, subject: String, date: Date, author: String?
            enum CodingKeys: String, CodingKey {
                case title, link, guid, enclosure, description, author
                case subject = "dc:subject", date = "dc:date"
            }
        }
        struct Enclosure: Decodable { let url: URL, length: String, type: String }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ssZZZZZ"
        let decoder = XMLDecoder()
        decoder.dateDecodingStrategy = .formatted(formatter)
        decoder.trimValueWhitespaces = false
        let rss = try XMLCoderCases.decode(RSS.self, try XMLCoderSources.literal("rjiSampleXML", in: "EndToEnd/RJISample.swift"), with: decoder)
        #expect(rss.channel.items.count == 100)
        #expect(rss.dc.absoluteString == "http://purl.org/dc/elements/1.1/")
    }

    @Test func capitalizedKeys() throws {
        guard Corpus.check("xmlcoder") else { return }
        struct Relationships: Decodable {
            let items: [Relationship]
            enum CodingKeys: String, CodingKey { case items = "relationship" }
        }
        struct Relationship: Decodable {
            let id: String, type: String, target: String
        }
        let decoder = XMLDecoder()
        decoder.keyDecodingStrategy = .convertFromCapitalized
        let relationships = try XMLCoderCases.decode(
            Relationships.self, try XMLCoderSources.literal("xml", in: "EndToEnd/RelationshipsTest.swift"), with: decoder)
        #expect(relationships.items.count == 3)
        #expect(relationships.items.first?.id == "rId1")
    }
}
