// swift-tools-version: 6.1
// XMLMapKit: streaming XML to Swift models. No package dependencies, by design.
import PackageDescription

let package = Package(
    name: "XMLMapKit",
    products: [
        .library(name: "XMLMapKit", targets: ["XMLMapKit"]),
        .library(name: "Mappers", targets: ["Mappers"]),
        .library(name: "XMLMapLoading", targets: ["XMLMapLoading"]),
        .library(name: "XMLMapCommandLine", targets: ["XMLMapCommandLine"]),
        .executable(name: "xmlmap", targets: ["xmlmap"]),
        .executable(name: "feed-loader", targets: ["feed-loader"]),
    ],
    targets: [
        .target(
            name: "XMLMapKit",
            // Encodings XMLMapKit has no converter of its own for go through iconv, which
            // Apple platforms ship as a library of its own (glibc and musl include it).
            linkerSettings: [.linkedLibrary("iconv", .when(platforms: [.macOS, .iOS, .tvOS, .watchOS, .visionOS, .macCatalyst]))]
        ),
        .target(name: "Mappers", dependencies: ["XMLMapKit"]),
        // Loading over HTTP lives in a module of its own, so that the core stays free of
        // Foundation's networking (FoundationNetworking and libcurl on Linux).
        .target(name: "XMLMapLoading", dependencies: ["XMLMapKit"]),
        .target(name: "XMLMapCommandLine", dependencies: ["XMLMapKit", "XMLMapLoading"]),
        .executableTarget(name: "xmlmap", dependencies: ["XMLMapKit", "Mappers", "XMLMapCommandLine"]),
        .executableTarget(name: "xmlconf", dependencies: ["XMLMapKit"], path: "Sources/Conformance"),
        .executableTarget(name: "podcast-episodes", dependencies: ["XMLMapKit"], path: "Examples/PodcastEpisodes"),
        .executableTarget(name: "feed-since", dependencies: ["XMLMapKit"], path: "Examples/FeedSince"),
        .executableTarget(name: "catalog-sections", dependencies: ["XMLMapKit", "Mappers"], path: "Examples/CatalogSections"),
        .executableTarget(name: "track-stats", dependencies: ["XMLMapKit", "Mappers"], path: "Examples/TrackStats"),
        .executableTarget(
            name: "opml-mapper", dependencies: ["XMLMapKit", "Mappers", "XMLMapCommandLine"], path: "Examples/OPMLMapper"),
        .executableTarget(
            name: "codable-feed", dependencies: ["XMLMapKit", "Mappers", "XMLMapCommandLine"], path: "Examples/CodableFeed"),
        .executableTarget(name: "sitemap", dependencies: ["XMLMapKit", "Mappers", "XMLMapCommandLine"], path: "Examples/Sitemap"),
        .testTarget(name: "XMLMapKitTests", dependencies: ["XMLMapKit", "TestSupport"]),
        // `xmlmap` as users run it, and the console examples of the documentation.
        .testTarget(
            name: "CommandLineTests",
            dependencies: [
                "XMLMapKit", "TestSupport", "xmlmap", "podcast-episodes", "feed-since", "catalog-sections", "opml-mapper",
                "track-stats", "codable-feed", "sitemap",
            ]),
        // The examples, run as programs and (the tutorial's) imported.
        .testTarget(
            name: "ExampleTests",
            dependencies: [
                "XMLMapKit", "TestSupport", "podcast-episodes", "feed-since", "catalog-sections", "opml-mapper", "track-stats",
                "codable-feed", "sitemap",
            ]),
        .executableTarget(
            name: "feed-loader", dependencies: ["XMLMapKit", "Mappers", "XMLMapLoading"], path: "Examples/FeedLoader"),
        .testTarget(name: "XMLMapLoadingTests", dependencies: ["XMLMapLoading", "XMLMapKit", "Mappers", "TestSupport", "feed-loader", "xmlmap"]),
        .testTarget(name: "MappersTests", dependencies: ["Mappers", "XMLMapKit", "TestSupport"]),
        .target(name: "TestSupport", dependencies: ["XMLMapKit"], path: "Tests/TestSupport"),
    ],
    swiftLanguageModes: [.v6]
)
