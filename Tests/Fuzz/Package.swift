// swift-tools-version: 6.2
import PackageDescription

/// The README renderer under libFuzzer, in a package of its own so the product package builds without
/// instrumentation. Build and run on Linux (`.ci/run` does, for about a minute):
/// `swift build --package-path Tests/Fuzz --sanitize fuzzer`, then the `fuzz-markdown` binary with a scratch corpus
/// folder followed by `Tests/Fuzz/Corpus` (the saved seeds, which libFuzzer only reads).
let package = Package(
    name: "RepoBrowserFuzz",
    dependencies: [.package(name: "RepoBrowser", path: "../..")],
    targets: [
        // libFuzzer supplies `main`; the target only defines LLVMFuzzerTestOneInput, so it is parsed as a library.
        .executableTarget(
            name: "fuzz-markdown",
            dependencies: [
                .product(name: "Markdown", package: "RepoBrowser"),
                .product(name: "StyledText", package: "RepoBrowser"),
            ],
            path: "Sources/fuzz-markdown",
            swiftSettings: [.unsafeFlags(["-parse-as-library"]), .treatAllWarnings(as: .error)])
    ],
    swiftLanguageModes: [.v6]
)
