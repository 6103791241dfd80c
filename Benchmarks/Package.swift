// swift-tools-version: 6.2
import PackageDescription

/// Release-build benchmarks of the reactive core against plain closures (the floor) and OpenCombine.
/// Run: `cd Benchmarks && swift run -c release reactive-benchmarks`.
let package = Package(
    name: "RepoBrowserBenchmarks",
    dependencies: [
        .package(name: "RepoBrowser", path: ".."),
        .package(url: "https://github.com/OpenCombine/OpenCombine.git", exact: "0.14.0"),
    ],
    targets: [
        .executableTarget(
            name: "reactive-benchmarks",
            dependencies: [
                .product(name: "Reactive", package: "RepoBrowser"),
                .product(name: "OpenCombine", package: "OpenCombine"),
            ],
            path: "Sources/reactive-benchmarks",
            swiftSettings: [.treatAllWarnings(as: .error)])
    ],
    swiftLanguageModes: [.v6]
)
