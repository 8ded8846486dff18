import XMLMapKit

/// The Media RSS elements read, in the ``FeedNamespace/media`` namespace.
enum MediaElement: Sendable {
    case group, content, thumbnail, player, title, description, keywords, category, credit, rating, restriction, license

    /// The elements, by name.
    static let table = ElementTable<MediaElement>([
        (.media, "group", .group), (.media, "content", .content), (.media, "thumbnail", .thumbnail),
        (.media, "player", .player), (.media, "title", .title), (.media, "description", .description),
        (.media, "keywords", .keywords), (.media, "category", .category), (.media, "credit", .credit),
        (.media, "rating", .rating), (.media, "restriction", .restriction), (.media, "license", .license),
    ])
}
