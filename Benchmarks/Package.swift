// swift-tools-version: 6.1
// XMLMapKit's benchmarks: a package of its own so that the library keeps no dependencies.
// Built in plain release mode, as users get the library:
//
//   swift build -c release --package-path Benchmarks
//   Benchmarks/run.sh [--quick]
import PackageDescription

/// The root package's identity: the name of its folder (`main`, or a worktree's).
let root = Context.packageDirectory.split(separator: "/").dropLast().last.map(String.init) ?? "main"

let package = Package(
    name: "XMLMapKitBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/CoreOffice/XMLCoder", from: "0.18.2"),
        .package(url: "https://github.com/drmohundro/SWXMLHash", from: "8.1.1"),
    ],
    targets: [
        .target(name: "BenchmarkInputs"),
        .executableTarget(
            name: "event-stream-benchmark",
            dependencies: ["BenchmarkInputs", .product(name: "XMLMapKit", package: root)]
        ),
        .executableTarget(
            name: "html-sanitizer",
            dependencies: [.product(name: "XMLMapKit", package: root)]
        ),
        .executableTarget(
            name: "codable-dump",
            dependencies: [.product(name: "XMLMapKit", package: root)]
        ),
        .executableTarget(
            name: "xmlmap-benchmarks",
            dependencies: [
                "BenchmarkInputs",
                .product(name: "XMLMapKit", package: root),
                .product(name: "Mappers", package: root),
                .product(name: "XMLMapOutput", package: root),
                .product(name: "XMLCoder", package: "XMLCoder"),
                .product(name: "SWXMLHash", package: "SWXMLHash"),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
