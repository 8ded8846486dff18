import TestSupport
import Testing
import XMLMapKit

@testable import Mappers

/// Durations written for `itunes:duration`, `media:content@duration` and Podlove chapter starts.
@Suite("durations as text")
struct FeedDurationTextTests {
    @Test("seconds and normal play time, with the shortest fraction that reads back")
    func forms() {
        #expect(FeedDurationText.seconds(3723) == "3723")
        #expect(FeedDurationText.seconds(3723.5) == "3723.5")
        #expect(FeedDurationText.clock(0) == "00:00:00.000")
        #expect(FeedDurationText.clock(3723.4) == "01:02:03.400")
        #expect(FeedDurationText.clock(360_000.25) == "100:00:00.250")
        #expect(FeedDurationText.clock(62 + 0.345) == "00:01:02.345")
    }

    @Test("every duration the reader makes reads back the same: whole seconds plus a fraction of 1 to 9 digits")
    func readsBack() {
        var random = SplitMix(seed: 3)
        for _ in 0..<20_000 {
            let digits = Int(random.next() % 9) + 1
            let text = String(random.next() % 400_000) + "." + String(String(random.next()).suffix(digits))
            guard let value = DurationValue.parseSeconds(text) else {
                Issue.record("\(text) does not read")
                continue
            }
            #expect(DurationValue.parseSeconds(FeedDurationText.seconds(value)) == value, "\(text)")
            #expect(DurationValue.parseSeconds(FeedDurationText.clock(value)) == value, "\(text)")
        }
    }
}
