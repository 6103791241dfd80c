import Application
import Domain
import Foundation
import Platform
import StyledText
import Terminal

// The offline mode's search over the whole snapshot (goal: under 5 ms per query). Each query runs through
// `OfflineRepoRepository.searchNow`, the synchronous core of `search`: parse the query, filter and rank all 3,449
// repositories, cut one page. The snapshot is parsed once before timing (the app does it on first use).

let arguments = Array(CommandLine.arguments.dropFirst())
let runs = arguments.last.flatMap { Int($0) } ?? 200
let isHostileOnly = arguments.first == "hostile"
let isFilesOnly = arguments.first == "readmes"
let isReadmeOnly = arguments.first == "readme"
let repository = OfflineRepoRepository()
let queries: [(String, RepoSort)] = [
    ("reactive", .bestMatch),
    ("language:swift stars:>20000", .stars),
    ("swift programming language", .bestMatch),
    ("a", .bestMatch),
    ("is:public", .stars),
    ("pushed:>2026-01-01 NOT awesome -language:python", .updated),
    ("\"machine learning\" in:description forks:>1000", .forks),
]

func searchBenchmark() throws {
    let firstQuery = try RepoSearchQuery(text: "is:public", perPage: 1)
    let parse = try Timing.median(runs: 1, warmUp: 0) { _ = try repository.searchNow(firstQuery) }
    print(
        String(
            format: "first search (parses the snapshot): %.1f ms CPU, %.1f ms wall", parse.cpuMilliseconds,
            parse.wallMilliseconds))
    let total = try repository.searchNow(firstQuery).totalCount
    print("offline search over \(total) repositories, medians of \(runs) runs (release build)")
    var worst = 0.0
    for (text, sort) in queries {
        let query = try RepoSearchQuery(text: text, sort: sort, perPage: 30)
        let result = try Timing.median(runs: runs, warmUp: 10) { _ = try repository.searchNow(query) }
        worst = max(worst, result.cpuMilliseconds)
        print(
            String(
                format: "  %-50@ %-10@ %.3f ms CPU  %.3f ms wall", "\"\(text)\"" as NSString, sort.rawValue as NSString,
                result.cpuMilliseconds, result.wallMilliseconds))
    }
    print(String(format: "slowest query: %.3f ms CPU (goal < 5 ms)", worst))
}

// README rendering (goal: a 100 KB README under 20 ms): Markdown parsed and laid out for an 80-column terminal
// through `show`'s formatter, which renders exactly as the detail screen does.
let readmeSection = """
    ## Installation

    Add the package to `Package.swift`, then run **swift build**. See [the guide](https://example.com/guide) and
    the ![badge](https://example.com/badge.svg) for details; *emphasis*, ~~old~~ and `inline code` everywhere.

    ```swift
    let browser = RepoBrowser(token: environment["GITHUB_TOKEN"])
        .searching("language:swift")
    ```

    - first item with a [link](https://example.com)
      - nested item
    - second item

    > A quoted note that wraps over more than one line when the terminal is narrow enough to need it.

    | Option | Meaning | Default |
    | :--- | :---: | ---: |
    | `--limit` | how many results | 30 |

    <p align="center"><img src="logo.png" alt="Logo"></p>


    """
func readme(bytes: Int) -> String {
    String(repeating: readmeSection, count: max(1, bytes / readmeSection.utf8.count))
}
func detail(readme: String, fileName: String = "README.md") throws -> RepoDetailState {
    let repository = try unwrapped(
        OfflineRepoRepository().searchNow(RepoSearchQuery(text: "repo:swiftlang/swift")).items.first)
    var state = RepoDetailState(summary: repository)
    state.readme = .loaded(Readme(name: fileName, text: readme))
    return state
}
func unwrapped<Value>(_ value: Value?) throws -> Value {
    guard let value else { throw CocoaError(.coderValueNotFound) }
    return value
}
func readmeBenchmark() throws {
    print("README rendering at 80 columns (release build)")
    for (label, bytes, count) in [("100 KB", 100_000, runs), ("5 MB", 5_000_000, 3)] {
        let state = try detail(readme: readme(bytes: bytes))
        let result = Timing.median(runs: count, warmUp: 1) {
            _ = RepoDetailTextFormatter.text(for: state, readme: .rendered(width: 80, colorMode: .enabled))
        }
        print(
            String(
                format: "  %@: %.1f ms CPU, %.1f ms wall (median of %d)", label, result.cpuMilliseconds,
                result.wallMilliseconds, count))
    }
}

// Hostile READMEs (goal: every shape at 10 MB, the size cap, renders in seconds; a normal 250 KB README under half
// a second), rendered once each through `show`'s formatter with a token to redact, as `show` renders them.
func hostileBenchmark() throws {
    let redaction = Redaction(secrets: ["ghp_BENCHfake0123456789abcdefABCDEF01234"])
    func render(_ text: String, fileName: String = "README.md") throws -> Timing.Result {
        let state = try detail(readme: text, fileName: fileName)
        return Timing.median(runs: 1, warmUp: 0) {
            _ = RepoDetailTextFormatter.text(
                for: state, readme: .rendered(width: 80, colorMode: .enabled), redaction: redaction)
        }
    }
    print("hostile READMEs at 80 columns, one render each (release build)")
    let normal = try render(readme(bytes: 250_000))
    print(String(format: "  %-34@ 250 KB: %8.1f ms CPU", "normal README" as NSString, normal.cpuMilliseconds))
    // `hostile NAME...` renders only the shapes whose name contains one of the words given.
    let names = isHostileOnly ? arguments.dropFirst() : []
    for shape in HostileReadme.all where names.isEmpty || names.contains(where: shape.name.contains) {
        for (label, bytes) in [("1 MB", 1_000_000), ("10 MB", 10_000_000)] {
            let result = try render(shape.text(bytes: bytes), fileName: shape.fileName)
            print(
                String(
                    format: "  %-34@ %@: %8.1f ms CPU", shape.name as NSString, label as NSString,
                    result.cpuMilliseconds))
        }
    }
}

// README files given on the command line (`content-benchmarks readmes FILE...`), each rendered at 100 columns through
// `show`'s formatter, its format told by its file name: median CPU time of 20 runs. Used to compare with other
// renderers on real READMEs, which this package does not keep.
func fileBenchmark(paths: [String]) throws {
    print("README files at 100 columns, medians of 20 runs (release build)")
    for path in paths {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var state = try detail(readme: text)
        state.readme = .loaded(Readme(name: URL(fileURLWithPath: path).lastPathComponent, text: text))
        let result = Timing.median(runs: 20, warmUp: 2) {
            _ = RepoDetailTextFormatter.text(for: state, readme: .rendered(width: 100, colorMode: .enabled))
        }
        print(
            String(
                format: "  %@ (%d KB): %.1f ms CPU, %.1f ms wall", URL(fileURLWithPath: path).lastPathComponent,
                text.utf8.count / 1000, result.cpuMilliseconds, result.wallMilliseconds))
    }
}

// Top-level code runs in order: the calls come after every global they read.
// `content-benchmarks show BINARY... FILE...` times the whole `show` process on each README file (ShowBenchmark.swift).
if arguments.first == "fetch", arguments.count >= 2 {
    try ReadmeFetchBenchmark.run(paths: Array(arguments.dropFirst()))
} else if arguments.first == "show", arguments.count >= 3 {
    // `show BINARY... FILE...`: the executables given are compared run by run; the other paths are READMEs.
    let paths = arguments.dropFirst()
    let binaries = paths.filter { FileManager.default.isExecutableFile(atPath: $0) }
    try ShowBenchmark.run(binaries: binaries, paths: paths.filter { !binaries.contains($0) })
} else if isFilesOnly {
    try fileBenchmark(paths: Array(arguments.dropFirst()))
} else {
    if !isHostileOnly {
        if !isReadmeOnly { try searchBenchmark() }
        try readmeBenchmark()
    }
    if !isReadmeOnly { try hostileBenchmark() }
}
