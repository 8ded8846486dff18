import Foundation
import Mappers
import Testing
import TestSupport
import XMLMapKit
import XMLMapOutput
import XMLMapLoading

/// Short limits, so that every failure is quick.
private let quick = XMLLoadOptions(connectTimeout: 1, readTimeout: 0.5)

/// Loading from a loopback server, one test at a time: FoundationNetworking runs every
/// transfer of a process on one queue, so a loopback body sent as fast as memory allows
/// would hold up another test's transfer (and its timeouts).
@Suite("loading URLs", .serialized)
struct XMLLoadingSuites {}

extension XMLLoadingSuites {
    /// Each answer gives its typed result.
    @Suite("answers")
    struct XMLLoadingTests {
        let server: LoopbackHTTPServer

        init() throws { server = try LoopbackFeeds.server() }

        /// How loading `path` fails, or `nil` when it does not.
        func failure(_ path: String, loading: XMLLoadOptions = quick) async -> XMLLoadError? {
            do {
                _ = try await RSSMapper().load(from: server.location(path), loading: loading)
                return nil
            } catch {
                return error
            }
        }

        @Test("a feed is mapped, with its validators and final URL")
        func feed() async throws {
            defer { server.stop() }
            let outcome = try await RSSMapper().load(from: server.location("/feed.xml"))
            let result = try #require(outcome.value)
            #expect(result.model.title == "Loopback")
            #expect(result.model.items.map(\.title) == ["Episode 1", "Episode 2", "Episode 3"])
            #expect(outcome.response.statusCode == 200)
            #expect(outcome.response.url == server.location("/feed.xml"))
            #expect(outcome.response.validators == XMLHTTPValidators(entityTag: "\"v1\"", lastModified: "Tue, 14 May 2024 08:30:00 GMT"))
            #expect(outcome.response.bytesRead == Int64(LoopbackFeeds.feed(items: 3).count))
            #expect(outcome.response.interruption == nil)
        }

        @Test(
            "a matching ETag or date is answered 304: not modified, nothing parsed",
            arguments: [
                XMLHTTPValidators(entityTag: "\"v1\""), XMLHTTPValidators(lastModified: "Tue, 14 May 2024 08:30:00 GMT"),
            ])
        func notModified(validators: XMLHTTPValidators) async throws {
            defer { server.stop() }
            let outcome = try await RSSMapper().load(from: server.location("/feed.xml"), revalidating: validators)
            guard case .notModified(let response) = outcome else {
                Issue.record("expected not modified, got \(outcome)")
                return
            }
            #expect(response.statusCode == 304)
            #expect(response.validators.entityTag == "\"v1\"")
            #expect(response.validators.lastModified == validators.lastModified)
            let changed = try await RSSMapper().load(from: server.location("/feed.xml"), revalidating: XMLHTTPValidators(entityTag: "\"v0\""))
            #expect(changed.value?.model.items.count == 3)
        }

        @Test("404 is notFound; 503 is httpStatus with the status")
        func statuses() async {
            defer { server.stop() }
            let missing = await failure("/missing.xml")
            #expect(missing?.code == .notFound)
            #expect(missing?.statusCode == 404)
            #expect(missing?.message == "HTTP 404 Not Found")
            #expect(missing?.isNetworkFailure == true)
            let unavailable = await failure("/unavailable.xml")
            #expect(unavailable?.code == .httpStatus)
            #expect(unavailable?.statusCode == 503)
            #expect(unavailable?.message == "HTTP 503 Service Unavailable")
        }

        @Test("gzip is asked for and a gzip body decoded")
        func gzip() async throws {
            defer { server.stop() }
            let outcome = try await RSSMapper().load(from: server.location("/gzip.xml"))
            #expect(outcome.value?.model.items.count == 3)
            let requests = server.requests
            #expect(requests.count == 1 && requests.allSatisfy { $0.headers["accept-encoding"]?.contains("gzip") == true }, "\(requests)")
        }

        @Test("redirects are followed to the final URL; a loop and too many are typed failures")
        func redirects() async throws {
            defer { server.stop() }
            let moved = try await RSSMapper().load(from: server.location("/moved.xml"))
            #expect(moved.response.url == server.location("/feed.xml"))
            #expect(moved.value?.model.items.count == 3)
            let hops = try await RSSMapper().load(from: server.location("/hop-2.xml"), loading: XMLLoadOptions(maximumRedirects: 3))
            #expect(hops.value?.model.items.count == 3)
            let loop = await failure("/loop-a.xml")
            #expect(loop?.code == .redirectLoop)
            #expect(loop?.url == server.location("/loop-a.xml"))
            let tooMany = await failure("/hop-5.xml", loading: XMLLoadOptions(maximumRedirects: 3))
            #expect(tooMany?.code == .tooManyRedirects)
            #expect(tooMany?.message == "more than 3 redirects")
        }

        @Test("relative links and enclosures are resolved against the URL the feed was served from, after redirects")
        func relativeReferences() async throws {
            defer { server.stop() }
            let outcome = try await RSSMapper().load(from: server.location("/old/relative.xml"))
            let feed = try #require(outcome.value?.model)
            #expect(feed.link == server.location("/podcast/").absoluteString)
            #expect(feed.items.first?.link == server.location("/podcast/episodes/1").absoluteString)
            #expect(feed.items.first?.enclosure?.url == server.location("/podcast/media/1.mp3").absoluteString)
            // An address the caller gives wins over the one served from.
            var options = XMLMappingOptions()
            options.baseURI = "https://cdn.example.com/feeds/"
            let given = try await RSSMapper().load(from: server.location("/podcast/relative.xml"), options: options)
            #expect(given.value?.model.items.first?.enclosure?.url == "https://cdn.example.com/feeds/media/1.mp3")
        }

        @Test("a body that stalls is a read timeout, a silent server a connect timeout, both quick")
        func timeouts() async {
            defer { server.stop() }
            let clock = ContinuousClock()
            let start = clock.now
            let stalled = await failure("/stalled.xml")
            #expect(stalled?.code == .readTimedOut)
            #expect(stalled?.message == "no data for 0.5 s")
            let silent = await failure("/silent.xml")
            #expect(silent?.code == .connectTimedOut)
            #expect(silent?.message == "no response within 1 s")
            #expect(clock.now - start < .seconds(5))
        }

        @Test("a slow body whose pauses are shorter than the read timeout loads, however long it takes")
        func slowBody() async throws {
            defer { server.stop() }
            let clock = ContinuousClock()
            let start = clock.now
            let outcome = try await RSSMapper().load(from: server.location("/slow.xml"), loading: XMLLoadOptions(connectTimeout: 2, readTimeout: 2))
            #expect(outcome.value?.model.items.count == 3)
            #expect(clock.now - start > .seconds(2))
        }

        @Test("an endless body and a huge one stop at the size limit")
        func sizeLimit() async {
            defer { server.stop() }
            let endless = await failure("/endless.xml", loading: XMLLoadOptions(maximumBytes: 1 << 20))
            #expect(endless?.code == .tooLarge)
            #expect(endless?.message == "the body is over the limit of 1048576 bytes")
            let huge = await failure("/huge.xml", loading: XMLLoadOptions(maximumBytes: 1 << 20))
            #expect(huge?.code == .tooLarge)
            #expect(huge?.message.hasPrefix("the body of ") == true)
            #expect(server.transfers(count: 2).allSatisfy { $0.closedByClient })
        }

        @Test("a body cut in the middle of an item keeps the complete items, with the error and the interruption")
        func cutBody() async throws {
            defer { server.stop() }
            let outcome = try await RSSMapper().load(from: server.location("/cut.xml"))
            let result = try #require(outcome.value)
            // The third item, cut in its title, is kept with what it had: no title.
            #expect(result.model.items.map(\.title) == ["Episode 1", "Episode 2", nil])
            #expect(result.error?.code == .unexpectedEndOfInput)
            #expect(outcome.response.interruption != nil)
            do {
                _ = try await RSSMapper().load(from: server.location("/cut.xml"), options: .strict)
                Issue.record("strict mode mapped a cut body")
            } catch {
                #expect(error.code == .parse)
                #expect(error.parseError?.code == .unexpectedEndOfInput)
                #expect(error.isNetworkFailure == false)
            }
        }

        @Test("no server is a transport failure with the underlying error")
        func refused() async {
            defer { server.stop() }
            var refused: XMLLoadError?
            do {
                _ = try await RSSMapper().load(from: URL(string: LoopbackHTTPServer.refusingURL)!, loading: quick)
            } catch {
                refused = error
            }
            #expect(refused?.code == .transport)
            #expect(refused?.underlyingError != nil)
            #expect(refused?.message.hasPrefix("cannot fetch: ") == true)
        }

        @Test("the registry chooses the mapper from the root element")
        func registry() async throws {
            defer { server.stop() }
            let feed = try await XMLMapperRegistry.builtIn.load(from: server.location("/feed.xml"))
            #expect(feed.value?.mapperName == "rss")
            let track = try await XMLMapperRegistry.builtIn.load(from: server.location("/track.gpx"))
            #expect(track.value?.mapperName == "gpx")
            #expect((track.value?.result.model as? GPXDocument)?.tracks.count == 1)
        }
    }
}

extension XMLLoadingSuites {
    /// Stopping and cancelling end the transfer: the rest of the body is never sent.
    @Suite("early ends")
    struct XMLLoadingEarlyEndTests {
        /// Keeps the first item's title and stops the parse.
        struct FirstTitle: XMLElementHandler, Sendable {
            var title = ""
            mutating func startElement(_ element: XMLStartElement, context: XMLHandlerContext) -> XMLDescent {
                if element.name.matches("title") && context.depth == 4 { return .collectText }
                return element.name.matches("channel") || element.name.matches("item") ? .handle : .skip
            }
            mutating func endElement(_ element: XMLEndElement, text: XMLBytes, context: XMLHandlerContext) {
                if element.name.matches("title") {
                    title = text.string
                    context.stop()
                }
            }
            func finish(context: XMLHandlerContext) -> String { title }
        }

        @Test("a handler that stops at the first item ends the transfer long before the body's end")
        func stopEndsTransfer() async throws {
            let server = try LoopbackFeeds.server()
            defer { server.stop() }
            let outcome = try await FirstTitle().load(from: server.location("/huge.xml"))
            #expect(outcome.value?.model == "Episode 1")
            #expect(outcome.value?.outcome == .stopped)
            let transfer = try #require(server.transfers(count: 1).first)
            #expect(transfer.closedByClient)
            #expect(transfer.bodyBytesSent < 16 << 20)
        }

        @Test("cancelling the task ends the transfer and throws cancelled")
        func cancellation() async throws {
            let server = try LoopbackFeeds.server()
            defer { server.stop() }
            let task = Task { try await RSSMapper().load(from: server.location("/endless.xml"), loading: XMLLoadOptions(maximumBytes: .max)) }
            try await Task.sleep(for: .milliseconds(300))
            task.cancel()
            do {
                _ = try await task.value
                Issue.record("an endless body ended")
            } catch let error as XMLLoadError {
                #expect(error.code == .cancelled)
            }
            let transfer = try #require(server.transfers(count: 1).first)
            #expect(transfer.closedByClient)
        }
    }
}
