// swift-tools-version: 6.2
import PackageDescription

/// Release-build benchmarks, kept in their own package so the product package stays dependency-free.
///
/// The reactive core: `swift package benchmark --target reactive-benchmarks` (ordo-one/benchmark, which finds
/// benchmark targets under `Benchmarks/`). The others: `swift run -c release mapping-benchmarks` and
/// `swift run -c release terminal-benchmarks <repo-browser binary>`.
let package = Package(
    name: "RepoBrowserBenchmarks",
    dependencies: [
        .package(name: "RepoBrowser", path: ".."),
        .package(url: "https://github.com/OpenCombine/OpenCombine.git", exact: "0.14.0"),
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/ordo-one/malloc-interposer.git", from: "1.6.1"),
    ],
    targets: [
        // BaseModel mapping against JSONDecoder on a 100-item search page.
        .executableTarget(
            name: "mapping-benchmarks",
            dependencies: [.product(name: "Domain", package: "RepoBrowser")],
            path: "Sources/mapping-benchmarks",
            swiftSettings: [.treatAllWarnings(as: .error)]),
        // The reactive scenarios, each written with plain closures (the floor), Reactive and OpenCombine.
        .target(
            name: "ReactiveScenarios",
            dependencies: [
                .product(name: "Reactive", package: "RepoBrowser"),
                .product(name: "OpenCombine", package: "OpenCombine"),
            ],
            path: "Sources/ReactiveScenarios",
            swiftSettings: [.treatAllWarnings(as: .error)]),
        // The scenarios timed by package-benchmark: time and allocations per operation, heap bytes per live
        // subscription.
        .executableTarget(
            name: "reactive-benchmarks",
            dependencies: [
                "ReactiveScenarios",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "MallocInterposerSwift", package: "malloc-interposer"),
            ],
            path: "Benchmarks/reactive-benchmarks",
            swiftSettings: [.treatAllWarnings(as: .error)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
        // The offline snapshot's search (and README rendering): milliseconds per query.
        .executableTarget(
            name: "content-benchmarks",
            dependencies: [
                .product(name: "Domain", package: "RepoBrowser"), .product(name: "Platform", package: "RepoBrowser"),
                .product(name: "Application", package: "RepoBrowser"),
                .product(name: "StyledText", package: "RepoBrowser"),
                .product(name: "Terminal", package: "RepoBrowser"),
            ],
            path: "Sources/content-benchmarks",
            swiftSettings: [.treatAllWarnings(as: .error)]),
        // The paged list every list scene shares: a page's cost in the reducer as the list grows, a frame of a long
        // list, and the first page of issues against the first page of a search through the same path. It draws
        // frames with the list screen's own (internal) layout through `@testable import Terminal`, so a release
        // build needs `-Xswiftc -enable-testing` (Benchmarks/README.md).
        .executableTarget(
            name: "list-benchmarks",
            dependencies: [
                .product(name: "Domain", package: "RepoBrowser"), .product(name: "Application", package: "RepoBrowser"),
                .product(name: "Reactive", package: "RepoBrowser"), .product(name: "Terminal", package: "RepoBrowser"),
            ],
            path: "Sources/list-benchmarks",
            swiftSettings: [.treatAllWarnings(as: .error)]),
        // A conversation of 1,000 comments from the fake API: the answer to the first frame, a scrolling frame, the
        // heap held. It drives the program's (internal) conversation screen through `@testable import Terminal`, so a
        // release build needs `-Xswiftc -enable-testing` (Benchmarks/README.md).
        .executableTarget(
            name: "conversation-benchmarks",
            dependencies: [
                "HeapInUse", .product(name: "Domain", package: "RepoBrowser"),
                .product(name: "Platform", package: "RepoBrowser"),
                .product(name: "Application", package: "RepoBrowser"),
                .product(name: "Reactive", package: "RepoBrowser"), .product(name: "Terminal", package: "RepoBrowser"),
            ],
            path: "Sources/conversation-benchmarks",
            swiftSettings: [.treatAllWarnings(as: .error)]),
        // One scenario in one library, run a given number of times without a benchmark harness: for counting its
        // instructions under valgrind (which cannot run the harness's malloc interposer).
        .executableTarget(
            name: "reactive-instructions",
            dependencies: ["ReactiveScenarios", "HeapInUse"],
            path: "Sources/reactive-instructions",
            swiftSettings: [.treatAllWarnings(as: .error)]),
        // The heap glibc holds in use (mallinfo2), for weighing live subscriptions without an interposer.
        .target(name: "HeapInUse", path: "Sources/HeapInUse"),
        // The interactive program in a pseudo-terminal: --version, first frame with rows, bytes per selection move,
        // peak memory after 1000 GitHub-sized results, processes that ignored SIGTERM.
        .executableTarget(
            name: "terminal-benchmarks",
            path: "Sources/terminal-benchmarks",
            swiftSettings: [.treatAllWarnings(as: .error)]),
    ],
    swiftLanguageModes: [.v6]
)
