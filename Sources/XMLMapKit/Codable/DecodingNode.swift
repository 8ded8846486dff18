/// One element kept for decoding: names, attribute values and text as strings, its child
/// elements, and where it starts in the document (for error messages).
///
/// The decoder keeps the elements of one decoded value only: a ``XMLDecodingHandler``
/// builds them while its element is open and lets them go when the value is made.
final class DecodingNode {
    /// An attribute: its qualified name and value.
    struct Attribute {
        let name: String
        /// The name without its prefix.
        let localName: Substring
        let value: String
    }

    /// The qualified name as written.
    let name: String
    /// The name without its prefix.
    let localName: Substring
    var attributes: [Attribute]
    /// The text directly inside the element, pieces joined.
    var text = ""
    var children: [DecodingNode] = []
    /// Where the start tag is.
    let location: SourceLocation
    /// The element this one is inside (`nil` for the decoded element): the tree owns its
    /// children, so a child never outlives its parent while decoding.
    unowned(unsafe) var parent: DecodingNode?

    init(name: String, attributes: [Attribute], location: SourceLocation) {
        self.name = name
        self.localName = Self.localName(of: name)
        self.attributes = attributes
        self.location = location
    }

    /// Whether this is a run of text between child elements (mixed content) rather than an
    /// element: an item of a list, decoded with the key `""`.
    var isTextRun: Bool { name.isEmpty }

    /// Adds a run of text after the child elements so far.
    func appendTextRun(_ text: String) {
        let run = DecodingNode(name: "", attributes: [], location: location)
        run.text = text
        run.parent = self
        children.append(run)
    }

    /// Whether the element has no attributes, no child elements and no text but white space:
    /// `<value/>`, which decodes as `nil` for an optional.
    var isEmpty: Bool {
        attributes.isEmpty && children.isEmpty && text.utf8.allSatisfy(ASCII.isWhitespace)
    }

    /// `prefix:local` → `local`.
    static func localName(of name: String) -> Substring {
        guard let colon = name.utf8.firstIndex(of: UInt8(ascii: ":")) else { return name[...] }
        return name[name.index(after: colon)...]
    }

    /// The element path from the decoded element (whose path in the document is `rootPath`)
    /// down to this one, like `/rss/channel/item[3]/enclosure`.
    func path(below rootPath: String) -> String {
        var steps: [String] = []
        var node = self
        while let parent = node.parent {
            var index = 1
            for sibling in parent.children {
                if sibling === node { break }
                if sibling.name == node.name { index += 1 }
            }
            steps.append(index == 1 ? node.name : "\(node.name)[\(index)]")
            node = parent
        }
        return steps.reversed().reduce(rootPath) { $0 + "/" + $1 }
    }
}
