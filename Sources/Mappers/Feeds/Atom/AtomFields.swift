#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import XMLMapKit

/// The elements feeds, entries and sources share.
protocol AtomCommonFields {
    var id: String? { get set }
    var title: AtomTextConstruct? { get set }
    var rights: AtomTextConstruct? { get set }
    var updated: Date? { get set }
    var authors: [AtomPerson] { get set }
    var contributors: [AtomPerson] { get set }
    var links: [AtomLink] { get set }
    var categories: [AtomCategory] { get set }
    /// Keeps a link read: in ``links``, and where the model also gives links of its relation.
    mutating func add(_ link: AtomLink)
}

extension AtomCommonFields {
    /// Keeps the link in ``links``.
    mutating func add(_ link: AtomLink) { links.append(link) }
}

/// The elements feeds and sources share besides those.
protocol AtomFeedFields: AtomCommonFields {
    var subtitle: AtomTextConstruct? { get set }
    var generator: AtomGenerator? { get set }
    var icon: String? { get set }
    var logo: String? { get set }
}

extension AtomFeed: AtomFeedFields {}
extension AtomSource: AtomFeedFields {}
extension AtomEntry: AtomCommonFields {}

/// What an open element an Atom handler handles is.
enum AtomOpenElement {
    /// A leaf whose text is being collected, with the scope inside it.
    case field(AtomElement, XMLScope)
    /// An element inside a leaf's value.
    case nested
}

/// How the Atom handlers read the elements they share, for a `handler` whose model is at
/// `model`: text constructs go to ``AtomTextHandler``, people to the person mapping, links
/// to a ``LeafElementHandler``, categories to their mapping; URIs are resolved in `scope`,
/// the scope inside the element.
enum AtomFieldReader {
    /// How to descend into `element` when it is a structure every container has, else `nil`.
    static func descend<Handler: XMLElementHandler, Model: AtomCommonFields>(
        into element: AtomElement, namespace: FeedNamespace, scope: XMLScope, model: WritableKeyPath<Handler, Model>, of handler: Handler
    ) -> XMLDescent? {
        switch element {
        case .title:
            return textConstruct(namespace, scope, of: handler) { handler, text in handler[keyPath: model].title = text }
        case .rights:
            return textConstruct(namespace, scope, of: handler) { handler, text in handler[keyPath: model].rights = text }
        case .author:
            return person(namespace, scope, of: handler) { handler, person in handler[keyPath: model].authors.append(person) }
        case .contributor:
            return person(namespace, scope, of: handler) { handler, person in handler[keyPath: model].contributors.append(person) }
        case .link:
            return handler.leaf(AtomLink.self) { handler, link in
                var link = link
                link.href = scope.resolve(link.href)
                handler[keyPath: model].add(link)
            }
        case .category:
            return handler.delegate(to: LeafElementHandler<AtomCategory>()) { handler, category, context in
                guard !category.term.isEmpty else { return try context.reportIssue(field: "category@term", "missing") }
                handler[keyPath: model].categories.append(category)
            }
        default:
            return nil
        }
    }

    /// How to descend into `element` when it is a structure of feeds and sources, else `nil`.
    static func descendFeed<Handler: XMLElementHandler, Model: AtomFeedFields>(
        into element: AtomElement, namespace: FeedNamespace, scope: XMLScope, model: WritableKeyPath<Handler, Model>, of handler: Handler
    ) -> XMLDescent? {
        switch element {
        case .subtitle:
            return textConstruct(namespace, scope, of: handler) { handler, text in handler[keyPath: model].subtitle = text }
        case .generator:
            return handler.leaf(AtomGenerator.self) { handler, generator in
                var generator = generator
                generator.uri = generator.uri.map(scope.resolve)
                handler[keyPath: model].generator = generator
            }
        default:
            return descend(into: element, namespace: namespace, scope: scope, model: model, of: handler)
        }
    }

    /// Stores the text of `id` or `updated`.
    static func store<Model: AtomCommonFields>(_ element: AtomElement, _ text: XMLBytes, into model: inout Model, context: XMLHandlerContext) throws {
        switch element {
        case .id: model.id = FeedValue.string(text)
        case .updated: model.updated = try FeedValue.date(text, field: "updated", context: context)
        default: break
        }
    }

    /// Stores the text of `id`, `updated`, `icon` or `logo`.
    static func storeFeed<Model: AtomFeedFields>(
        _ element: AtomElement, _ text: XMLBytes, scope: XMLScope, into model: inout Model, context: XMLHandlerContext
    ) throws {
        switch element {
        case .icon: model.icon = FeedValue.string(text).map(scope.resolve)
        case .logo: model.logo = FeedValue.string(text).map(scope.resolve)
        default: try store(element, text, into: &model, context: context)
        }
    }

    /// Reports the elements Atom 1.0 requires of a feed or an entry that `model` lacks (not
    /// when the document broke off first: they may have come after the cut).
    static func checkRequired(_ model: some AtomCommonFields, of container: String, context: XMLHandlerContext) throws {
        guard !context.isEndingEarly else { return }
        if model.id == nil { try context.reportIssue(field: container + ".id", "missing") }
        if model.title == nil { try context.reportIssue(field: container + ".title", "missing") }
        if model.updated == nil { try context.reportIssue(field: container + ".updated", "missing") }
    }

    private static func textConstruct<Handler: XMLElementHandler>(
        _ namespace: FeedNamespace, _ scope: XMLScope, of handler: Handler, then store: @escaping (inout Handler, AtomTextConstruct) -> Void
    ) -> XMLDescent {
        // A text construct the document broke off inside is left out: its text is cut.
        handler.delegate(to: AtomTextHandler(scope: scope, isAtom03: namespace == .atom03, isContent: false)) { handler, content, context in
            if !context.isEndingEarly { store(&handler, AtomTextConstruct(content)) }
        }
    }

    private static func person<Handler: XMLElementHandler>(
        _ namespace: FeedNamespace, _ scope: XMLScope, of handler: Handler, then store: @escaping (inout Handler, AtomPerson) -> Void
    ) -> XMLDescent {
        guard let mapping = AtomPerson.mappings[namespace] else { return .skip }
        return handler.delegate(to: mapping) { handler, person, _ in
            var person = person
            person.uri = person.uri.map(scope.resolve)
            store(&handler, person)
        }
    }
}
