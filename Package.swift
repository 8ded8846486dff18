// swift-tools-version: 6.1
// XMLMapKit: streaming XML to Swift models. No package dependencies, by design.
import PackageDescription

let package = Package(
    name: "XMLMapKit",
    products: [
        .library(name: "XMLMapKit", targets: ["XMLMapKit"]),
        .library(name: "XMLMapOutput", targets: ["XMLMapOutput"]),
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
        // What models become: their shapes, the output buffer and JSON writer, the formats,
        // and the mappers as plugins in a registry. The core above maps; this writes.
        .target(name: "XMLMapOutput", dependencies: ["XMLMapKit"]),
        .target(name: "Mappers", dependencies: ["XMLMapKit", "XMLMapOutput"]),
        // Loading over HTTP lives in a module of its own, so that the core stays free of
        // Foundation's networking (FoundationNetworking and libcurl on Linux).
        .target(name: "XMLMapLoading", dependencies: ["XMLMapKit", "XMLMapOutput"]),
        .target(name: "XMLMapCommandLine", dependencies: ["XMLMapKit", "XMLMapOutput", "XMLMapLoading"]),
        .executableTarget(name: "xmlmap", dependencies: ["XMLMapKit", "Mappers", "XMLMapCommandLine"]),
        .executableTarget(name: "xmlconf", dependencies: ["XMLMapKit"], path: "Sources/Conformance"),
        .executableTarget(name: "podcast-episodes", dependencies: ["XMLMapKit"], path: "Examples/PodcastEpisodes"),
        .executableTarget(name: "feed-since", dependencies: ["XMLMapKit"], path: "Examples/FeedSince"),
        .executableTarget(name: "catalog-sections", dependencies: ["XMLMapKit", "Mappers"], path: "Examples/CatalogSections"),
        .executableTarget(name: "track-stats", dependencies: ["XMLMapKit", "Mappers"], path: "Examples/TrackStats"),
        .executableTarget(
            name: "opml-mapper", dependencies: ["XMLMapKit", "XMLMapOutput", "Mappers", "XMLMapCommandLine"], path: "Examples/OPMLMapper"),
        .executableTarget(
            name: "codable-feed", dependencies: ["XMLMapKit", "XMLMapOutput", "Mappers", "XMLMapCommandLine"], path: "Examples/CodableFeed"),
        .executableTarget(name: "sitemap", dependencies: ["XMLMapKit", "XMLMapOutput", "Mappers", "XMLMapCommandLine"], path: "Examples/Sitemap"),
        .testTarget(name: "XMLMapKitTests", dependencies: ["XMLMapKit", "XMLMapOutput", "TestSupport"]),
        .testTarget(name: "XMLMapOutputTests", dependencies: ["XMLMapOutput", "XMLMapKit", "TestSupport"]),
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
            name: "feed-loader", dependencies: ["XMLMapKit", "XMLMapOutput", "Mappers", "XMLMapLoading"], path: "Examples/FeedLoader"),
        .testTarget(
            name: "XMLMapLoadingTests", dependencies: ["XMLMapLoading", "XMLMapKit", "XMLMapOutput", "Mappers", "TestSupport", "feed-loader", "xmlmap"]),
        // feedparser's HTTP cases are loaded from a loopback server, as an app loads a feed.
        .testTarget(name: "MappersTests", dependencies: ["Mappers", "XMLMapKit", "XMLMapOutput", "XMLMapLoading", "TestSupport"]),
        .target(name: "TestSupport", dependencies: ["XMLMapKit"], path: "Tests/TestSupport"),
    ],
    swiftLanguageModes: [.v6]
)
