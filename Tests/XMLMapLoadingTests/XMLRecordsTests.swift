import Foundation
import Mappers
import Testing
import TestSupport
import XMLMapKit
import XMLMapOutput
import XMLMapLoading

extension XMLLoadingSuites {
    /// Records as they are mapped, from a URL or a file, with backpressure and cancellation.
    @Suite("records as they arrive")
    struct XMLRecordsTests {
        /// A sample's path.
        static func sample(_ name: String) -> String { Corpus.packageRoot.appendingPathComponent("Samples/\(name)").path }

        /// A server answering `/many.xml` with a feed of 50 items, and the rest as
        /// ``LoopbackFeeds/server()``.
        static func server() throws -> LoopbackHTTPServer {
            try LoopbackHTTPServer { path, headers in
                if path == "/many.xml" { return .init(status: 200, body: LoopbackFeeds.feed(items: 50)) }
                return LoopbackFeeds.respond(path, headers)
            }
        }

        @Test("RSS items come in document order, through a buffer smaller than the feed")
        func order() async throws {
            let server = try Self.server()
            defer { server.stop() }
            var titles: [String?] = []
            for try await item in RSSMapper().records(of: RSSItem.self, from: server.location("/many.xml"), bufferSize: 4) {
                titles.append(item.title)
            }
            #expect(titles == (1...50).map { "Episode \($0)" })
        }

        @Test("from files: Atom entries, GPX points and catalog products, as the mappers map them")
        func files() async throws {
            var entries: [String?] = []
            for try await entry in AtomMapper().records(contentsOfFile: Self.sample("atom.xml")) { entries.append(entry.id) }
            #expect(entries == (try AtomMapper().map(contentsOfFile: Self.sample("atom.xml"))).model.entries.map(\.id))
            #expect(!entries.isEmpty)

            var points: [GPXPoint] = []
            for try await record in GPXMapper().records(of: GPXPointRecord.self, contentsOfFile: Self.sample("track.gpx")) { points.append(record.point) }
            let track = try GPXMapper().map(contentsOfFile: Self.sample("track.gpx")).model
            #expect(points.count == 8)
            #expect(points.suffix(7).map(\.lat) == track.tracks[0].segments[0].points.map(\.lat))

            var products: [CatalogProductRecord] = []
            for try await record in XMLRecords(contentsOfFile: Self.sample("catalog.xml"), handler: { CatalogHandler(onProduct: $0) }) {
                products.append(record)
            }
            let catalog = try CatalogMapper().map(contentsOfFile: Self.sample("catalog.xml")).model
            #expect(products == catalog.sections.flatMap { section in section.products.map { CatalogProductRecord(category: section.name, product: $0) } })
        }

        @Test("a slow consumer holds the transfer back: the server cannot send ahead of it")
        func backpressure() async throws {
            let server = try Self.server()
            defer { server.stop() }
            var count = 0
            var sentWhileWaiting = 0
            for try await _ in RSSMapper().records(of: RSSItem.self, from: server.location("/huge.xml"), loading: XMLLoadOptions(readTimeout: 10)) {
                count += 1
                if count == 3 {
                    // The buffers between the server and the parse fill, then nothing moves:
                    // unbounded, the parse would map on and the server send megabytes a second.
                    try await Task.sleep(for: .milliseconds(500))
                    let before = server.bodyBytesSent
                    try await Task.sleep(for: .milliseconds(1500))
                    sentWhileWaiting = server.bodyBytesSent - before
                }
                if count == 4 { break }
            }
            #expect(sentWhileWaiting < 1 << 20, "\(sentWhileWaiting) bytes sent while the consumer waited")
            let transfer = try #require(server.transfers(count: 1).first)
            #expect(transfer.closedByClient)
            #expect(transfer.bodyBytesSent < 16 << 20, "\(transfer.bodyBytesSent) of 190 MB sent")
        }

        @Test("leaving the loop early ends the transfer of an endless body")
        func earlyBreak() async throws {
            let server = try Self.server()
            defer { server.stop() }
            var titles: [String?] = []
            for try await item in RSSMapper().records(of: RSSItem.self, from: server.location("/endless.xml"), loading: XMLLoadOptions(maximumBytes: .max)) {
                titles.append(item.title)
                if titles.count == 3 { break }
            }
            #expect(titles == ["Episode 1", "Episode 1", "Episode 1"])
            let transfer = try #require(server.transfers(count: 1).first)
            #expect(transfer.closedByClient)
        }

        @Test("cancelling the consuming task throws cancelled and ends the transfer")
        func cancellation() async throws {
            let server = try Self.server()
            defer { server.stop() }
            let url = server.location("/endless.xml")
            let task = Task {
                var count = 0
                for try await _ in RSSMapper().records(of: RSSItem.self, from: url, loading: XMLLoadOptions(maximumBytes: .max)) {
                    count += 1
                    try? await Task.sleep(for: .milliseconds(1))
                }
                return count
            }
            try await Task.sleep(for: .milliseconds(300))
            task.cancel()
            do {
                let count = try await task.value
                Issue.record("an endless body ended after \(count) records")
            } catch let error as XMLLoadError {
                #expect(error.code == .cancelled)
            }
            let transfer = try #require(server.transfers(count: 1).first)
            #expect(transfer.closedByClient)
        }

        @Test("a failure comes after the records mapped before it")
        func failures() async throws {
            let server = try Self.server()
            defer { server.stop() }
            var titles: [String?] = []
            do {
                for try await item in RSSMapper().records(of: RSSItem.self, from: server.location("/cut.xml")) { titles.append(item.title) }
                Issue.record("a cut body ended normally")
            } catch {
                #expect(error.code == .transport)
                #expect(error.parseError?.code == .unexpectedEndOfInput)
                #expect(error.message.hasPrefix("the connection closed before the end of the body: "))
            }
            #expect(titles == ["Episode 1", "Episode 2", nil])
            do {
                for try await _ in RSSMapper().records(of: RSSItem.self, from: server.location("/missing.xml")) { Issue.record("a record from a 404") }
            } catch {
                #expect(error.code == .notFound)
            }
            do {
                for try await _ in GPXMapper().records(of: GPXPointRecord.self, contentsOfFile: "missing.gpx") { Issue.record("a record from no file") }
            } catch {
                #expect(error.code == .parse)
                #expect(error.parseError?.code == .inputUnreadable)
            }
        }

        @Test("a mapper that does not stream is unsupportedRecords (one that streams another type does not compile)")
        func unsupported() async throws {
            do {
                for try await _ in CatalogMapper().records(contentsOfFile: Self.sample("catalog.xml")) { Issue.record("a product") }
            } catch {
                #expect(error.code == .unsupportedRecords)
                #expect(error.message == "the catalog mapper does not hand out records")
            }
        }
    }
}
