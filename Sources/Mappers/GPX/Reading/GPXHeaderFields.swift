import XMLMapKit

/// The descriptive fields that tracks and routes share (`name`, `cmt`, `desc`, `src`,
/// `number`, `type`, and GPX 1.0's `url` and `urlname`), read from their elements' text.
struct GPXHeaderFields {
    /// One of the fields.
    enum Field {
        case name, cmt, desc, src, number, type, url, urlname

        /// The field called `name` (GPX local name), if any.
        init?(_ name: XMLBytes) {
            if name.equals("name") {
                self = .name
            } else if name.equals("cmt") {
                self = .cmt
            } else if name.equals("desc") {
                self = .desc
            } else if name.equals("src") {
                self = .src
            } else if name.equals("number") {
                self = .number
            } else if name.equals("type") {
                self = .type
            } else if name.equals("url") {
                self = .url
            } else if name.equals("urlname") {
                self = .urlname
            } else {
                return nil
            }
        }
    }

    /// The element's name, for issues (`trk`).
    let elementName: String
    private(set) var name: String?
    private(set) var cmt: String?
    private(set) var desc: String?
    private(set) var src: String?
    private(set) var number: Int?
    private(set) var type: String?
    private var url: String?
    private var urlName: String?

    /// Fields of an element called `elementName`.
    init(elementName: String) {
        self.elementName = elementName
    }

    /// GPX 1.0's `url` and `urlname` as a link, when present.
    var link: GPXLink? {
        url == nil && urlName == nil ? nil : GPXLink(href: url ?? "", text: urlName)
    }

    /// Stores a field's value, read from its element's text.
    mutating func assign(_ field: Field, _ text: XMLBytes, context: XMLHandlerContext) throws {
        switch field {
        case .name: name = text.nonBlankText
        case .cmt: cmt = text.nonBlankText
        case .desc: desc = text.nonBlankText
        case .src: src = text.nonBlankText
        case .number: number = try GPXValue.int(text, field: "\(elementName).number", context: context)
        case .type: type = text.nonBlankText
        case .url: url = text.nonBlankText
        case .urlname: urlName = text.nonBlankText
        }
    }
}
