// swift-tools-version: 6.2
import PackageDescription

/// Every target compiles in Swift 6 language mode with complete concurrency checking; warnings are errors.
let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

let package = Package(
    name: "RepoBrowser",
    // Mutex and Atomic (Synchronization) need macOS 15; Linux needs no minimum.
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "repo-browser", targets: ["repo-browser"]),
        .library(name: "Domain", targets: ["Domain"]),
        .library(name: "Platform", targets: ["Platform"]),
        .library(name: "Reactive", targets: ["Reactive"]),
        .library(name: "ReactiveTesting", targets: ["ReactiveTesting"]),
        .library(name: "Application", targets: ["Application"]),
        .library(name: "StyledText", targets: ["StyledText"]),
        .library(name: "Markdown", targets: ["Markdown"]),
        .library(name: "CommandLineInterface", targets: ["CommandLineInterface"]),
        .library(name: "Terminal", targets: ["Terminal"]),
    ],
    targets: [
        // Domain: entities, BaseModel mapping, repository contracts, errors. Foundation only.
        .target(name: "Domain", path: "Domain", swiftSettings: strict),
        // Platform: the GitHub REST API, the offline snapshot and the local SQLite store, implementing Domain's
        // contracts. `import SQLite3` is the SDK's module on Darwin and the system library target below on Linux.
        .target(
            name: "Platform",
            dependencies: ["Domain", .target(name: "SQLite3", condition: .when(platforms: [.linux]))],
            path: "Platform", exclude: ["SQLite3"], swiftSettings: strict),
        // The system's SQLite on Linux (libsqlite3-dev), found through pkg-config.
        .systemLibrary(
            name: "SQLite3", path: "Platform/SQLite3", pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]),
        // The reactive core (RxSwift's counterpart): observables, operators, schedulers, Driver and Signal.
        .target(name: "Reactive", path: "Application/Reactive", swiftSettings: strict),
        // RxTest's counterpart: virtual time, testable observables and observers. Linked by tests only.
        .target(
            name: "ReactiveTesting", dependencies: ["Reactive"], path: "Application/ReactiveTesting",
            swiftSettings: strict),
        // Application: the lesson. Per scene a use case, a navigator contract and a view model.
        .target(
            name: "Application", dependencies: ["Domain", "Reactive"], path: "Application/Scenes",
            swiftSettings: strict),
        // Supporting code, not part of the pattern: text measured and sanitised for a terminal, the README's Markdown
        // renderer, and the command line's declaration, parser, help, completions and man page.
        .target(name: "StyledText", path: "Application/StyledText", swiftSettings: strict),
        .target(name: "Markdown", dependencies: ["StyledText"], path: "Application/Markdown", swiftSettings: strict),
        .target(
            name: "CommandLineInterface", dependencies: ["Domain", "StyledText"],
            path: "Application/CommandLineInterface",
            swiftSettings: strict),
        // The terminal front end: views, input, session and navigation, and the commands that print.
        .target(
            name: "Terminal",
            dependencies: ["Domain", "Reactive", "Application", "StyledText", "Markdown", "CommandLineInterface"],
            path: "Application/Terminal", swiftSettings: strict),
        // The composition root: the only target that sees every layer.
        .executableTarget(
            name: "repo-browser",
            dependencies: [
                "Domain", "Platform", "Reactive", "Application", "StyledText", "CommandLineInterface", "Terminal",
            ],
            path: "Application/repo-browser", swiftSettings: strict),

        .testTarget(
            name: "DomainTests", dependencies: ["Domain"], path: "Tests/DomainTests", exclude: ["Fixtures"],
            swiftSettings: strict),
        .testTarget(
            name: "PlatformTests", dependencies: ["Domain", "Platform"], path: "Tests/PlatformTests",
            exclude: ["Fixtures"], swiftSettings: strict),
        .testTarget(
            name: "ReactiveTests", dependencies: ["Reactive", "ReactiveTesting"], path: "Tests/ReactiveTests",
            swiftSettings: strict),
        .testTarget(
            name: "ApplicationTests", dependencies: ["Application", "Domain", "Reactive", "ReactiveTesting"],
            path: "Tests/ApplicationTests", swiftSettings: strict),
        .testTarget(
            name: "StyledTextTests", dependencies: ["StyledText"], path: "Tests/StyledTextTests", swiftSettings: strict),
        .testTarget(
            name: "MarkdownTests", dependencies: ["Markdown", "StyledText"], path: "Tests/MarkdownTests",
            exclude: ["Fixtures"], swiftSettings: strict),
        .testTarget(
            name: "CommandLineInterfaceTests", dependencies: ["CommandLineInterface", "Domain", "StyledText"],
            path: "Tests/CommandLineInterfaceTests", swiftSettings: strict),
        // TerminalTests also links ApplicationTests, for the scene harnesses its command-and-scene tests drive.
        .testTarget(
            name: "TerminalTests",
            dependencies: [
                "Terminal", "Application", "Domain", "Reactive", "ReactiveTesting", "StyledText", "Markdown",
                "CommandLineInterface", "ApplicationTests",
            ],
            path: "Tests/TerminalTests", exclude: ["Fixtures"], swiftSettings: strict),
        .testTarget(
            name: "EndToEndTests", dependencies: ["repo-browser"], path: "Tests/EndToEndTests",
            swiftSettings: strict),
        .testTarget(name: "ArchitectureTests", path: "Tests/ArchitectureTests", swiftSettings: strict),
    ],
    swiftLanguageModes: [.v6]
)
