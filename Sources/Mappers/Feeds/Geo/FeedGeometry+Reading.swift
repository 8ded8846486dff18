import XMLMapKit

extension FeedGeometry {
    /// Why coordinates make no geometry: what is reported instead.
    struct ReadError: Error {
        /// The reason, naming the element (`georss:polygon with 3 positions: a Polygon needs 4 or more`).
        let message: String
    }

    /// The geometry of `kind` whose coordinates are `numbers`, `dimension` to a position, in
    /// the system `srsName`: each position is put in GeoJSON's order (longitude first) when
    /// the system writes latitude first (``GeographicCRS``). Throws when the numbers are not
    /// whole positions, or too few or too many for the kind; `element` names the element read
    /// in the message.
    init(_ kind: Kind, numbers: [Double], dimension: Int, srsName: String?, element: String) throws(ReadError) {
        guard !numbers.isEmpty else { throw ReadError(message: "\(element) without coordinates") }
        guard numbers.count % dimension == 0 else {
            throw ReadError(message: "\(element) with \(numbers.count) coordinates, not whole positions of \(dimension)")
        }
        let count = numbers.count / dimension
        guard count >= kind.minimumPositions, count <= kind.maximumPositions ?? count else {
            let expected = kind.maximumPositions == kind.minimumPositions ? "\(kind.minimumPositions)" : "\(kind.minimumPositions) or more"
            throw ReadError(message: "\(element) with \(count) position\(count == 1 ? "" : "s"): a \(kind.rawValue) has \(expected)")
        }
        let swaps = GeographicCRS.isLatitudeFirst(srsName)
        var positions: [[Double]] = []
        positions.reserveCapacity(count)
        for start in stride(from: 0, to: numbers.count, by: dimension) {
            var position = Array(numbers[start..<start + dimension])
            if swaps { position.swapAt(0, 1) }
            positions.append(position)
        }
        self.init(kind: kind, positions: positions, srsName: srsName)
    }

    /// The numbers of a coordinate list (`45.256 -71.92`, pairs also separated by commas, as
    /// GeoRSS allows), or `nil` when a word of it is not a number.
    static func numbers(in text: XMLBytes) -> [Double]? {
        var numbers: [Double] = []
        let bytes = text.buffer
        var index = 0
        while index < bytes.count {
            guard !isSeparator(bytes[index]) else {
                index += 1
                continue
            }
            let start = index
            while index < bytes.count, !isSeparator(bytes[index]) { index += 1 }
            guard let number = NumberValue.parseDouble(UnsafeRawBufferPointer(rebasing: bytes[start..<index])) else { return nil }
            numbers.append(number)
        }
        return numbers
    }

    /// Whether `byte` separates two numbers: XML white space or a comma.
    private static func isSeparator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: ",")
    }
}
