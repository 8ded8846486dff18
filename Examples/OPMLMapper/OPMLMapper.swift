import Foundation
import XMLMapKit
import XMLMapOutput

/// An OPML subscription list: what podcast and feed readers export.
struct SubscriptionList: Sendable, Codable, Equatable {
    /// `<head><title>`.
    var title: String?
    /// `<head><dateCreated>`.
    var created: Date?
    /// The `<outline>` elements of the body, nested as in the file.
    var outlines: [Outline] = []
}

/// One `<outline>`: a feed (it has an `xmlUrl`) or a folder of outlines (`children`).
struct Outline: Sendable, Codable, Equatable {
    var text: String?
    var feedURL: String?
    var siteURL: String?
    var children: [Outline] = []
}

/// A mapper for OPML written with the declarative layer. Registering it is all it takes for
/// `xmlmap` to read OPML files: see `main.swift`.
struct OPMLMapper: XMLMapperPlugin {
    init() {}

    var name: String { "opml" }
    var summary: String { "OPML subscription lists: feeds and folders" }
    var rootElements: [XMLElementName] { [XMLElementName("opml")] }

    func makeHandler(options: XMLMappingOptions) -> XMLMapping<SubscriptionList> {
        XMLMapping(SubscriptionList()) { map in
            map.text("head/title", to: \.title)
            map.text("head/dateCreated", to: \.created, as: .date)
            map.append("body/outline", to: \.outlines, using: Self.outline(depth: 8))
        }
    }

    /// One feed a line in `jsonl`: every outline with a feed URL, folders flattened, in
    /// document order.
    func records(of model: SubscriptionList) -> [Outline] {
        func feeds(in outlines: [Outline]) -> [Outline] {
            outlines.flatMap { outline in
                (outline.feedURL == nil ? [] : [Outline(text: outline.text, feedURL: outline.feedURL, siteURL: outline.siteURL)])
                    + feeds(in: outline.children)
            }
        }
        return feeds(in: model.outlines)
    }

    func summarize(_ model: SubscriptionList) -> [String] {
        func count(_ outlines: [Outline]) -> Int { outlines.reduce(0) { $0 + ($1.feedURL == nil ? 0 : 1) + count($1.children) } }
        return ["title: \(model.title ?? "")", "feeds: \(count(model.outlines))"]
    }

    /// An outline and, up to `depth` levels down, the outlines inside it.
    static func outline(depth: Int) -> XMLMapping<Outline> {
        XMLMapping(Outline()) { map in
            map.attribute("text", to: \.text)
            map.attribute("xmlUrl", to: \.feedURL)
            map.attribute("htmlUrl", to: \.siteURL)
            if depth > 0 { map.append("outline", to: \.children, using: outline(depth: depth - 1)) }
        }
    }
}
