import XMLMapKit
import XMLMapOutput

/// `<copyright author="…">`: who holds the copyright, since when, under which licence.
public struct GPXCopyright: Sendable, Equatable {
    /// The `author` attribute: the holder.
    public var author: String?
    /// `<year>`.
    public var year: Int?
    /// `<license>`: a link to the licence.
    public var license: String?

    /// An empty copyright, which decoding fills.
    public init() {
        self.init(author: nil)
    }

    /// Creates a copyright notice.
    public init(author: String? = nil, year: Int? = nil, license: String? = nil) {
        self.author = author
        self.year = year
        self.license = license
    }
}

extension GPXCopyright: ModelShape {
    /// The members, in order, with GPX's names as keys.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("author", &author)
        visitor.member("year", &year)
        visitor.member("license", &license)
    }
}
