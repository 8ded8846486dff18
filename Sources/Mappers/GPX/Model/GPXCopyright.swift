/// `<copyright author="…">`: who holds the copyright, since when, under which licence.
public struct GPXCopyright: Codable, Sendable, Equatable {
    /// The `author` attribute: the holder.
    public var author: String?
    /// `<year>`.
    public var year: Int?
    /// `<license>`: a link to the licence.
    public var license: String?

    /// Creates a copyright notice.
    public init(author: String? = nil, year: Int? = nil, license: String? = nil) {
        self.author = author
        self.year = year
        self.license = license
    }
}
