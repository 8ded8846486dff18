/// The axis order of the coordinate reference systems GeoRSS GML names in `srsName`: whether
/// a position is written latitude first, and so is swapped into GeoJSON's order (longitude
/// first) when read, and back when written.
///
/// GeoRSS's default, WGS 84, writes latitude first; so do the geographic systems of the EPSG
/// registry (`EPSG:4326`, `urn:ogc:def:crs:EPSG:6.6:4979`). A projected system (UTM's
/// `EPSG:26913`: easting, then northing) is x first already, and so is OGC's `CRS84`
/// (longitude, then latitude). A system named otherwise is taken as GeoRSS's default, as
/// feedparser does.
enum GeographicCRS {
    /// Whether positions in the system `srsName` (`nil`: WGS 84) are written latitude first.
    static func isLatitudeFirst(_ srsName: String?) -> Bool {
        guard let srsName else { return true }
        let name = srsName.uppercased()
        if name.contains("CRS84") { return false }
        guard name.contains("EPSG") else { return true }
        let digits = name.reversed().prefix { $0.isASCII && $0.isNumber }
        guard let code = Int(String(digits.reversed())) else { return false }
        return codes.contains { $0.contains(code) }
    }

    /// The EPSG codes of geographic (latitude, longitude) systems: the list feedparser keeps
    /// from the EPSG registry, as ranges.
    private static let codes: [ClosedRange<Int>] = [
        3819...3819, 3821...3821, 3824...3824, 3889...3889, 3906...3906, 4001...4016, 4018...4025, 4027...4036, 4041...4047,
        4052...4055, 4075...4075, 4081...4081, 4120...4176, 4178...4185, 4188...4216, 4218...4289, 4291...4304, 4306...4319,
        4322...4322, 4324...4324, 4326...4326, 4463...4463, 4470...4470, 4475...4475, 4483...4483, 4490...4490, 4555...4555,
        4558...4558, 4600...4646, 4657...4765, 4801...4811, 4813...4821, 4823...4824, 4901...4904, 4979...4979,
    ]
}
