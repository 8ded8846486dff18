// Adapted from XMLCoder's tests EndToEnd/BooksTest, BreakfastTest, CDTest, NoteTest, PlantTest
// and RJITest (https://github.com/CoreOffice/XMLCoder).
// Copyright (c) 2018-2020 Shawn Moore and XMLCoder contributors. MIT License.

import Foundation
import TestSupport
import Testing
import XMLMapKit
import XMLMapOutput

/// XMLCoder's `EndToEnd/` round trips: each document of XMLCoder's test sources (read from the
/// corpus) decoded, encoded with a header, and decoded again into an equal model.
@Suite("XMLCoder encoding: EndToEnd", Corpus.required("xmlcoder"))
struct XMLCoderEndToEndEncodingTests {
    /// `value` encoded under `rootKey` with XMLCoder's header, and decoded again by `decoder`.
    private func roundTrip<T: Codable>(
        _ value: T, rootKey: String, with encoder: XMLEncoder = XMLEncoder(), decoder: XMLDecoder = XMLDecoder()
    ) throws -> (xml: String, decoded: T) {
        let encoded = try encoder.encode(value, withRootKey: rootKey, header: XMLHeader(version: 1.0, encoding: "UTF-8"))
        return (String(decoding: encoded, as: UTF8.self), try decoder.decode(T.self, from: encoded))
    }

    // MARK: BooksTest

    struct Catalog: Codable, Equatable {
        var books: [Book]
        enum CodingKeys: String, CodingKey { case books = "book" }
    }

    struct Book: Codable, Equatable, DynamicNodeEncoding {
        var id: String
        var author: String
        var title: String
        var genre: Genre
        var price: Double
        var publishDate: Date
        var description: String
        enum CodingKeys: String, CodingKey {
            case id, author, title, genre, price, description
            case publishDate = "publish_date"
        }
        static func nodeEncoding(for key: any CodingKey) -> XMLEncoder.NodeEncoding { key.stringValue == "id" ? .attribute : .element }
    }

    enum Genre: String, Codable {
        case computer = "Computer", fantasy = "Fantasy", romance = "Romance", horror = "Horror", sciFi = "Science Fiction"
    }

    private static let day: DateFormatter = {
        let formatter = DateFormatter()
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter
    }()

    @Test func bookXML() throws {
        guard Corpus.check("xmlcoder") else { return }
        let original = try XMLCoderSources.literal("bookXML", in: "EndToEnd/BooksTest.swift")
        let decoder = XMLDecoder()
        decoder.dateDecodingStrategy = .formatted(Self.day)
        let encoder = XMLCoderEncoding.prettyEncoder
        encoder.dateEncodingStrategy = .formatted(Self.day)
        let book = try decoder.decode(Book.self, from: Data(original.utf8))
        #expect(book.publishDate == Date(timeIntervalSince1970: 970_358_400))
        #expect(book.title == "XML Developer's Guide")
        let (xml, decoded) = try roundTrip(book, rootKey: "book", with: encoder, decoder: decoder)
        #expect(decoded == book)
        withKnownIssue("XMLWriter escapes what XML needs: an apostrophe in text stays an apostrophe (XMLCoder writes &apos;)") {
            #expect(xml == original)
        }
        #expect(xml == original.replacingOccurrences(of: "&apos;", with: "'"))
    }

    @Test func catalogXML() throws {
        guard Corpus.check("xmlcoder") else { return }
        let decoder = XMLDecoder()
        decoder.dateDecodingStrategy = .formatted(Self.day)
        let encoder = XMLEncoder()
        encoder.dateEncodingStrategy = .formatted(Self.day)
        let catalog = try decoder.decode(Catalog.self, from: Data(try XMLCoderSources.literal("catalogXML", in: "EndToEnd/BooksTest.swift").utf8))
        #expect(catalog.books.count == 12)
        #expect(catalog.books[0].publishDate == Date(timeIntervalSince1970: 970_358_400))
        #expect(try roundTrip(catalog, rootKey: "catalog", with: encoder, decoder: decoder).decoded == catalog)
    }

    // MARK: BreakfastTest

    struct Menu: Codable, Equatable { var food: [Food] }
    struct Food: Codable, Equatable {
        var name: String
        var price: String
        var description: String
        var calories: Int?
    }

    @Test func breakfast() throws {
        guard Corpus.check("xmlcoder") else { return }
        let menu = try XMLDecoder().decode(Menu.self, from: Data(try XMLCoderSources.literal("xml", in: "EndToEnd/BreakfastTest.swift").utf8))
        #expect(menu.food.count == 5)
        #expect(try roundTrip(menu, rootKey: "breakfast_menu").decoded == menu)
    }

    // MARK: CDTest

    struct CDCatalog: Codable, Equatable {
        var cds: [CD]
        enum CodingKeys: String, CodingKey { case cds = "CD" }
    }

    struct CD: Codable, Equatable {
        var title: String, artist: String, country: String, company: String, price: Decimal, year: Int
        enum CodingKeys: String, CodingKey {
            case title = "TITLE", artist = "ARTIST", country = "COUNTRY", company = "COMPANY", price = "PRICE", year = "YEAR"
        }
    }

    @Test func cdCatalog() throws {
        guard Corpus.check("xmlcoder") else { return }
        let catalog = try XMLDecoder().decode(
            CDCatalog.self, from: Data(try XMLCoderSources.literal("cdCatalogXML", in: "EndToEnd/CDCatalog.swift").utf8))
        #expect(catalog.cds.count == 26)
        #expect(catalog.cds[25] == CD(title: "Unchain my heart", artist: "Joe Cocker", country: "USA", company: "EMI", price: 8.20, year: 1987))
        #expect(try roundTrip(catalog, rootKey: "CATALOG").decoded == catalog)
    }

    // MARK: NoteTest

    struct Note: Codable, Equatable {
        var to: String, from: String, heading: String, body: String
    }

    @Test func note() throws {
        guard Corpus.check("xmlcoder") else { return }
        let note = try XMLDecoder().decode(Note.self, from: Data(try XMLCoderSources.literal("validXml", in: "EndToEnd/NoteTest.swift").utf8))
        #expect([note.to, note.from, note.heading, note.body] == ["Tove", "Jani", "Reminder", "Don't forget me this weekend!"])
        #expect(try roundTrip(note, rootKey: "note").decoded == note)
    }

    // MARK: PlantTest

    struct PlantCatalog: Codable, Equatable {
        var plants: [Plant]
        enum CodingKeys: String, CodingKey { case plants = "PLANT" }
    }

    /// A price written `$3.02`, through Foundation's currency formatter as in XMLCoder's test.
    struct Currency: Codable, Equatable {
        let value: Double
        private static let formatter: NumberFormatter = {
            let formatter = NumberFormatter()
            formatter.numberStyle = .currency
            formatter.locale = Locale(identifier: "en_US")
            return formatter
        }()
        init(_ value: Double) { self.value = value }
        init(from decoder: any Decoder) throws {
            let text = try decoder.singleValueContainer().decode(String.self)
            guard let value = Self.formatter.number(from: text)?.doubleValue else { throw CocoaError(.coderInvalidValue) }
            self.value = value
        }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(Self.formatter.string(from: value as NSNumber))
        }
    }

    struct Plant: Codable, Equatable {
        var common: String, botanical: String, zone: String, light: String, price: Currency, amountAvailable: Int
        enum CodingKeys: String, CodingKey {
            case common = "COMMON", botanical = "BOTANICAL", zone = "ZONE", light = "LIGHT", price = "PRICE", amountAvailable = "AVAILABILITY"
        }
    }

    @Test func plantCatalog() throws {
        guard Corpus.check("xmlcoder") else { return }
        let catalog = try XMLDecoder().decode(
            PlantCatalog.self, from: Data(try XMLCoderSources.literal("plantCatalogXML", in: "EndToEnd/PlantCatalog.swift").utf8))
        #expect(catalog.plants.count == 36)
        #expect(
            catalog.plants[35]
                == Plant(common: "Cardinal Flower", botanical: "Lobelia cardinalis", zone: "2", light: "Shade", price: Currency(3.02), amountAvailable: 22299))
        #expect(try roundTrip(catalog, rootKey: "CATALOG").decoded == catalog)
    }

    // MARK: RJITest

    /// An RDF feed whose namespace declarations are properties (keys `xmlns:dc`…): written as
    /// the declarations they are, they declare the prefixes the other keys use.
    struct RSS: Codable, Equatable {
        let dc: URL, sy: URL, admin: URL, rdf: URL, content: URL
        let channel: Channel
        enum CodingKeys: String, CodingKey {
            case channel
            case dc = "xmlns:dc", sy = "xmlns:sy", admin = "xmlns:admin", rdf = "xmlns:rdf", content = "xmlns:content"
        }
    }

    struct GeneratorAgent: Codable, Equatable {
        let resource: URL
        enum CodingKeys: String, CodingKey { case resource = "rdf:resource" }
    }

    struct Channel: Codable, Equatable {
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

    struct Image: Codable, Equatable {
        let url: URL, height: Int, width: Int, link: URL, title: String
    }

    struct Item: Codable, Equatable {
        let title: String, link: URL, guid: URL, enclosure: Enclosure?, description: String, subject: String, date: Date, author: String?
        enum CodingKeys: String, CodingKey {
            case title, link, guid, enclosure, description, author
            case subject = "dc:subject", date = "dc:date"
        }
    }

    struct Enclosure: Codable, Equatable { let url: URL, length: String, type: String }

    @Test func rdfFeed() throws {
        guard Corpus.check("xmlcoder") else { return }
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ssZZZZZ"
        let decoder = XMLDecoder()
        decoder.dateDecodingStrategy = .formatted(formatter)
        decoder.trimValueWhitespaces = false
        let encoder = XMLEncoder()
        encoder.dateEncodingStrategy = .formatted(formatter)
        let rss = try decoder.decode(RSS.self, from: Data(try XMLCoderSources.literal("rjiSampleXML", in: "EndToEnd/RJISample.swift").utf8))
        let (_, decoded) = try roundTrip(rss, rootKey: "note", with: encoder, decoder: decoder)
        #expect(rss.channel.items.count == 100)
        #expect(decoded.channel.items.count == 100)
        #expect(decoded == rss)
    }
}
