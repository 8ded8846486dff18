// swift-tools-version: 6.1
// Fuzz targets and the attack report for XMLMapKit, kept out of the main package.
// Build the fuzzers with `./run.sh` (libFuzzer and AddressSanitizer), the report with
// `swift run -c release --package-path Fuzz attack-report`.
import PackageDescription

let package = Package(
    name: "XMLMapKitFuzz",
    dependencies: [.package(name: "XMLMapKit", path: "..")],
    targets: [
        .target(name: "FuzzSupport", dependencies: [.product(name: "XMLMapKit", package: "XMLMapKit")]),
        .executableTarget(
            name: "fuzz-events",
            dependencies: ["FuzzSupport", .product(name: "XMLMapKit", package: "XMLMapKit")],
            path: "Sources/FuzzEvents"),
        .executableTarget(
            name: "fuzz-mappers",
            dependencies: [
                "FuzzSupport", .product(name: "XMLMapKit", package: "XMLMapKit"),
                .product(name: "XMLMapOutput", package: "XMLMapKit"), .product(name: "Mappers", package: "XMLMapKit"),
            ],
            path: "Sources/FuzzMappers"),
        .executableTarget(
            name: "fuzz-registry",
            dependencies: [
                "FuzzSupport", .product(name: "XMLMapKit", package: "XMLMapKit"),
                .product(name: "XMLMapOutput", package: "XMLMapKit"), .product(name: "Mappers", package: "XMLMapKit"),
                .product(name: "XMLMapCommandLine", package: "XMLMapKit"),
            ],
            path: "Sources/FuzzRegistry"),
        .executableTarget(
            name: "fuzz-writer",
            dependencies: [
                "FuzzSupport", .product(name: "XMLMapKit", package: "XMLMapKit"),
                .product(name: "XMLMapOutput", package: "XMLMapKit"), .product(name: "Mappers", package: "XMLMapKit"),
            ],
            path: "Sources/FuzzWriter"),
        .executableTarget(
            name: "attack-report",
            dependencies: [.product(name: "XMLMapKit", package: "XMLMapKit")],
            path: "Sources/AttackReport"),
    ],
    swiftLanguageModes: [.v6]
)
