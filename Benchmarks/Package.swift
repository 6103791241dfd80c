// swift-tools-version: 6.2
import PackageDescription

/// Release-build benchmarks, kept in their own package so the product package stays dependency-free.
/// Run from this folder: `swift run -c release mapping-benchmarks` (likewise reactive-benchmarks, terminal-benchmarks).
let package = Package(
    name: "RepoBrowserBenchmarks",
    dependencies: [
        .package(name: "RepoBrowser", path: ".."),
        .package(url: "https://github.com/OpenCombine/OpenCombine.git", exact: "0.14.0"),
    ],
    targets: [
        // BaseModel mapping against JSONDecoder on a 100-item search page.
        .executableTarget(
            name: "mapping-benchmarks",
            dependencies: [.product(name: "Domain", package: "RepoBrowser")],
            path: "Sources/mapping-benchmarks",
            swiftSettings: [.treatAllWarnings(as: .error)]),
        // The reactive core against plain closures (the floor) and OpenCombine.
        .executableTarget(
            name: "reactive-benchmarks",
            dependencies: [
                .product(name: "Reactive", package: "RepoBrowser"),
                .product(name: "OpenCombine", package: "OpenCombine"),
            ],
            path: "Sources/reactive-benchmarks",
            swiftSettings: [.treatAllWarnings(as: .error)]),
        // The interactive program in a pseudo-terminal: first frame, bytes per selection move, peak memory.
        .executableTarget(
            name: "terminal-benchmarks",
            path: "Sources/terminal-benchmarks",
            swiftSettings: [.treatAllWarnings(as: .error)]),
    ],
    swiftLanguageModes: [.v6]
)
