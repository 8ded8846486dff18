import Foundation
import Mappers
import Testing
import TestSupport
import XMLMapKit
import XMLMapLoading
import XMLMapOutput

extension XMLLoadingSuites {
    /// What a response's headers say about the feed: its encoding (`Content-Type`'s charset),
    /// its address (`Content-Location`), its language (`Content-Language`), its validators.
    @Suite("what the response says")
    struct XMLLoadResponseLabelTests {
        let server: LoopbackHTTPServer

        init() throws { server = try LoopbackFeeds.server() }

        /// `Привет`, the title of the feeds served in windows-1251.
        static let cyrillicTitle = "Привет"

        /// The issues of `result` about the media type (the feeds lack fields RSS requires).
        static func contentTypeIssues<Model>(_ result: XMLMappingResult<Model>) -> [String] {
            result.issues.filter { $0.field == "contentType" }.map(\.message)
        }

        @Test("the charset of the Content-Type decides the encoding, over the encoding declaration")
        func charsetDecides() async throws {
            defer { server.stop() }
            let outcome = try await RSSMapper().load(from: server.location("/charset.xml"))
            let result = try #require(outcome.value)
            #expect(result.model.title == Self.cyrillicTitle)
            #expect(result.encoding == XMLInputEncoding(rawValue: "windows-1251"))
            #expect(result.isWellFormed)
            #expect(Self.contentTypeIssues(result).isEmpty)
            #expect(outcome.response.headers["content-type"] == "text/xml; charset=windows-1251")
        }

        @Test("text/xml without a charset leaves the encoding to the document's declaration (RFC 7303, not RFC 3023's US-ASCII)")
        func declarationDecidesWithoutCharset() async throws {
            defer { server.stop() }
            let result = try #require(try await RSSMapper().load(from: server.location("/declared.xml")).value)
            #expect(result.model.title == String(LoopbackFeeds.windows1251Title.map { Character(Unicode.Scalar($0)) }))
            #expect(result.encoding == .isoLatin1)
            #expect(Self.contentTypeIssues(result).isEmpty)
        }

        @Test("a charset XMLMapKit does not read is an issue, and the declaration decides; strict mode fails")
        func unknownCharset() async throws {
            defer { server.stop() }
            let result = try #require(try await RSSMapper().load(from: server.location("/unknown-charset.xml")).value)
            #expect(result.encoding == .isoLatin1)
            #expect(Self.contentTypeIssues(result) == ["unsupported charset 'x-unknown': the document's own encoding was used"])
            do {
                _ = try await RSSMapper().load(from: server.location("/unknown-charset.xml"), options: .strict)
                Issue.record("strict mode read an unknown charset")
            } catch {
                #expect(error.code == .parse)
                #expect(error.parseError?.code == .unsupportedEncoding)
                #expect(error.parseError?.message.hasPrefix("unsupported encoding 'x-unknown', the charset the transport (Content-Type) declares") == true)
            }
        }

        @Test("a feed served as text/plain is read, with an issue saying so")
        func notXMLMediaType() async throws {
            defer { server.stop() }
            let result = try #require(try await RSSMapper().load(from: server.location("/plain.xml")).value)
            #expect(result.model.items.count == 3)
            #expect(result.isWellFormed)
            #expect(Self.contentTypeIssues(result) == ["served as 'text/plain', which is not an XML media type: the document was read as XML"])
        }

        @Test("Content-Location, resolved against the URL, is the base of relative links; a javascript: one is ignored")
        func contentLocation() async throws {
            defer { server.stop() }
            let located = try #require(try await RSSMapper().load(from: server.location("/located.xml")).value?.model)
            #expect(located.items.first?.link == server.location("/podcast/episodes/1").absoluteString)
            #expect(located.items.first?.enclosure?.url == server.location("/podcast/media/1.mp3").absoluteString)
            let unsafe = try #require(try await RSSMapper().load(from: server.location("/unsafe-location.xml")).value?.model)
            #expect(unsafe.items.first?.link == server.location("/episodes/1").absoluteString)
        }

        @Test("the first language of Content-Language is the feed's where xml:lang sets none")
        func contentLanguage() async throws {
            defer { server.stop() }
            let feed = try #require(try await AtomMapper().load(from: server.location("/english.xml")).value?.model)
            #expect(feed.language == "en-GB")
            #expect(feed.entries.map { $0.title?.language } == ["en-GB", "de"])
            var options = XMLMappingOptions()
            options.language = "pt"
            let given = try #require(try await AtomMapper().load(from: server.location("/english.xml"), options: options).value?.model)
            #expect(given.language == "pt")
        }

        @Test("a blank Last-Modified is no validator; every header is there by its name in lower case")
        func headers() async throws {
            defer { server.stop() }
            let response = try await RSSMapper().load(from: server.location("/blank.xml")).response
            #expect(response.validators == XMLHTTPValidators())
            #expect(response.headers["x-feed"] == "1")
            let validated = try await RSSMapper().load(from: server.location("/feed.xml")).response
            #expect(validated.headers["etag"] == "\"v1\"")
            #expect(validated.validators == XMLHTTPValidators(entityTag: "\"v1\"", lastModified: "Tue, 14 May 2024 08:30:00 GMT"))
        }
    }
}
