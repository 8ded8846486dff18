import Foundation
import Testing
import XMLMapKit
import XMLMapOutput

@testable import Mappers

/// Rendering on a second thread (``OutputPipeline``): every event consumed once, in order,
/// before `finish()` returns; large GPX outputs byte for byte those written from the model.
@Suite("Output pipeline")
struct OutputPipelineTests {
    /// What the consumer saw, and on which threads.
    final class Consumed: @unchecked Sendable {
        var values: [Int] = []
        var offThread = 0
    }

    @Test(
        "events are consumed in order, on a second thread past two batches, all of them by finish()",
        arguments: [
            0, 1, OutputPipeline<Int>.batchSize, OutputPipeline<Int>.batchSize + 1, 2 * OutputPipeline<Int>.batchSize, 2 * OutputPipeline<Int>.batchSize + 1,
            100_003,
        ])
    func order(count: Int) {
        let consumed = Consumed()
        let caller = Thread.current
        let pipeline = OutputPipeline<Int> { value in
            consumed.values.append(value)
            if Thread.current != caller { consumed.offThread += 1 }
        }
        for value in 0..<count { pipeline.send(value) }
        pipeline.finish()
        #expect(consumed.values == Array(0..<count))
        if count <= 2 * OutputPipeline<Int>.batchSize {
            #expect(consumed.offThread == 0, "a small output needs no thread")
        } else {
            #expect(consumed.offThread > 0)
        }
        // Used again after finishing.
        for value in count..<(count + 3000) { pipeline.send(value) }
        pipeline.finish()
        #expect(consumed.values == Array(0..<(count + 3000)))
    }

    @Test("releasing a pipeline without finishing it (a mapping that threw) still consumes everything first")
    func releaseDrains() {
        let consumed = Consumed()
        do {
            let pipeline = OutputPipeline<Int> { consumed.values.append($0) }
            for value in 0..<50_000 { pipeline.send(value) }
        }
        #expect(consumed.values == Array(0..<50_000))
    }

    /// A track log of `points` points in several tracks and segments, with waypoints and a
    /// route, some points with details: more than one batch of every kind of event.
    static func largeTrack(points: Int) -> [UInt8] {
        var gpx = #"<?xml version="1.0"?><gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1"><metadata><name>Large</name></metadata>"#
        for index in 0..<4500 {
            gpx += #"<wpt lat="\#(45 + Double(index) / 1e4)" lon="\#(7 + Double(index) / 1e4)"><name>W\#(index)</name></wpt>"#
        }
        gpx += "<rte><name>Route</name>"
        for index in 0..<4200 { gpx += #"<rtept lat="46.\#(index)" lon="8.\#(index)"/>"# }
        gpx += "</rte>"
        var written = 0
        for track in 0..<3 {
            gpx += "<trk><name>Track \(track)</name>"
            for _ in 0..<2 {
                gpx += "<trkseg>"
                for _ in 0..<(points / 6) {
                    let second = written % 60, minute = (written / 60) % 60, hour = written / 3600
                    let time = "2024-05-01T\(hour < 10 ? "0" : "")\(hour):\(minute < 10 ? "0" : "")\(minute):\(second < 10 ? "0" : "")\(second)Z"
                    gpx +=
                        #"<trkpt lat="\#(47 + Double(written) / 1e5)" lon="\#(8 + Double(written) / 1e5)"><ele>\#(400 + written % 50)</ele><time>\#(time)</time>"#
                    if written % 97 == 0 { gpx += "<name>P\(written)</name><sat>7</sat>" }
                    gpx += "</trkpt>"
                    written += 1
                }
                gpx += "</trkseg>"
            }
            gpx += "</trk>"
        }
        return Array((gpx + "</gpx>").utf8)
    }

    @Test("a large GPX: json, jsonl, csv, geojson and summary rendered on the second thread are the in-memory output, whole and cut")
    func largeTrack() throws {
        let whole = Self.largeTrack(points: 12_000)
        for bytes in [whole, Array(whole.prefix(whole.count * 2 / 3))] {
            for format: XMLOutputFormat in [.json, .jsonl, .csv, .geojson, .summary] {
                let (streamed, isWritten, inMemory) = try StreamedOutputTests.outputs(bytes, format: format)
                #expect(isWritten)
                #expect(streamed == inMemory, "\(format), \(bytes.count) bytes")
                #expect(streamed.count > (format == .summary ? 200 : 100_000), "\(format)")
            }
        }
    }

    @Test("a large GPX written as it maps: the tracks' statistics, computed on the second thread, are the model's mapped in memory, whole and cut")
    func statisticsOnTheSecondThread() throws {
        let whole = Self.largeTrack(points: 12_000)
        for bytes in [whole, Array(whole.prefix(whole.count * 5 / 6))] {
            let inMemory = try #require(try StreamedOutputTests.registry.map(bytes).result.model as? GPXDocument)
            for format: XMLOutputFormat in [.json, .geojson, .xml, .jsonl, .csv, .summary] {
                let streamed = try StreamedOutputTests.registry.map(bytes, output: XMLMappingOutput(format: format, buffer: OutputBuffer()))
                let document = try #require(streamed.result.model as? GPXDocument)
                #expect(streamed.isWritten)
                #expect(document.tracks.count == inMemory.tracks.count)
                #expect(document.tracks.map(\.statistics) == inMemory.tracks.map(\.statistics), "\(format), \(bytes.count) bytes")
                #expect(document.statistics == inMemory.statistics, "\(format), \(bytes.count) bytes")
                #expect(document.statistics.pointCount > 8_000)
            }
        }
    }

    @Test("a large GPX's jsonl written as it maps gives each point the position GPXMapper.records(of:) gives it, whole and cut")
    func pointPositions() throws {
        let whole = Self.largeTrack(points: 12_000)
        for bytes in [whole, Array(whole.prefix(whole.count * 5 / 6))] {
            let streamed = OutputBuffer()
            _ = try StreamedOutputTests.registry.map(bytes, output: XMLMappingOutput(format: .jsonl, buffer: streamed))
            let model = try #require(try StreamedOutputTests.registry.map(bytes).result.model as? GPXDocument)
            let expected = OutputBuffer()
            var json = JSONWriter(expected, style: .compact)
            let records = GPXMapper().records(of: model)
            for record in records {
                record.writeJSON(to: &json)
                json.newline()
            }
            #expect(records.count > 15_000)
            #expect(streamed.bytes == expected.bytes, "\(bytes.count) bytes")
        }
    }

    @Test("strict mapping that fails after the second thread started: the error, and output that ends whole", arguments: ["json", "geojson", "csv"])
    func strictFailureEndsWhole(format: XMLOutputFormat) throws {
        var text = String(decoding: Self.largeTrack(points: 12_000), as: UTF8.self)
        // The 9,000th track point's latitude is not a number: strict mapping stops there.
        let marker = #"<trkpt lat="\#(47 + Double(9_000) / 1e5)""#
        let range = try #require(text.range(of: marker))
        text.replaceSubrange(range, with: #"<trkpt lat="north""#)
        let buffer = OutputBuffer()
        #expect(throws: XMLError.self) {
            _ = try StreamedOutputTests.registry.map(Array(text.utf8), options: .strict, output: XMLMappingOutput(format: format, buffer: buffer))
        }
        let output = Data(buffer.bytes)
        if format == "csv" {
            let rows = String(decoding: output, as: UTF8.self).split(separator: "\n").filter { $0.hasPrefix("trkpt,") }
            #expect(rows.count == 9_000)
        } else {
            let document = try JSONSerialization.jsonObject(with: output)
            #expect(output.count > 100_000, "\(format)")
            #expect(document is [String: Any])
        }
    }
}
