// swift-tools-version: 6.2
import PackageDescription

/// Release-build benchmarks, kept out of the main package so it stays free of benchmark code.
/// Run: `swift run -c release mapping-benchmarks` from this folder.
let package = Package(
    name: "Benchmarks",
    dependencies: [
        .package(name: "RepoBrowser", path: "..")
    ],
    targets: [
        .executableTarget(
            name: "mapping-benchmarks",
            dependencies: [.product(name: "Domain", package: "RepoBrowser")],
            path: "Sources/mapping-benchmarks",
            swiftSettings: [.treatAllWarnings(as: .error)]
        ),
        .executableTarget(
            name: "terminal-benchmarks",
            path: "Sources/terminal-benchmarks",
            swiftSettings: [.treatAllWarnings(as: .error)]
        ),
    ],
    swiftLanguageModes: [.v6]
)
