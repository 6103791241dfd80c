import Foundation

/// `content-benchmarks show BINARY... FILE...`: each README as a user waits for it, the whole `repo-browser show`
/// process from spawn to exit, against the loopback fake API (`Tests/Support/fake_github_api.py`) serving the file as
/// GitHub serves a README (JSON, base64 content), beside cmark-gfm writing the same file's HTML in process
/// (`Scripts/time_cmark_gfm.py`, when Python's `cmarkgfm` is installed).
///
/// The process renders for a terminal 100 columns wide (`GH_FORCE_TTY=100`) into a pipe this benchmark drains, with
/// `--no-cache` and an empty home, so every run fetches, decodes, renders and writes the whole README. The same
/// `show` of a tiny README is timed too and taken away, which leaves what the README's size costs: the figure the
/// ratio to cmark-gfm is of. The runs go in rounds, each round one `show` of every README (the tiny one first) by
/// every binary given (`show BINARY... FILE...`, the order of the binaries reversed every other round), so a spell
/// of load on a shared machine falls on all of them alike rather than on one README's runs; the figures are medians
/// of `rounds` rounds after one untimed round, wall-clock, the child's CPU time (user + system, from wait4) and the
/// pages it faulted in.
enum ShowBenchmark {
    /// One timed process: wall-clock and CPU milliseconds, the pages it faulted in (minor faults: each page of
    /// memory it touched first, and each page of its files mapped), and the bytes it wrote.
    struct Sample {
        let wallMilliseconds: Double
        let cpuMilliseconds: Double
        let pageFaults: Int
        let outputBytes: Int
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func run(binaries: [String], paths: [String], rounds: Int = 25) throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("show-benchmark-\(getpid())")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let tiny = "# tiny\n\nA tiny README.\n"
        var routes: [[String: String]] = [
            ["method": "GET", "path": "/repos/bench/tiny/readme", "readme": tiny, "name": "README.md"]
        ]
        for (index, path) in paths.enumerated() {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let name = path.hasSuffix(".rst") ? "README.rst" : "README.md"
            routes.append(["method": "GET", "path": "/repos/bench/r\(index)/readme", "readme": text, "name": name])
        }
        let config = home.appendingPathComponent("routes.json")
        try JSONSerialization.data(withJSONObject: ["routes": routes]).write(to: config)
        let server = try ChildProcess.start(
            "/usr/bin/env",
            [
                "python3", root.appendingPathComponent("Tests/Support/fake_github_api.py").path, "--port", "0",
                "--config", config.path,
            ],
            environment: ProcessInfo.processInfo.environment)
        defer { server.terminate() }
        guard let port = server.readLine().flatMap({ Int($0) }) else {
            throw Failure(description: "the fake API did not print its port")
        }
        let environment = [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "HOME": home.path,
            "XDG_CONFIG_HOME": home.path, "XDG_CACHE_HOME": home.path, "TERM": "xterm-256color", "LANG": "C.UTF-8",
            "GH_FORCE_TTY": "100",
        ]
        let repositories = ["bench/tiny"] + paths.indices.map { "bench/r\($0)" }
        func show(_ binary: String, _ repository: String) throws -> Sample {
            try ChildProcess.timed(
                binary, ["show", repository, "--api-url", "http://127.0.0.1:\(port)", "--no-cache"],
                environment: environment)
        }
        // samples[binary][repository]
        var samples = [[[Sample]]](
            repeating: [[Sample]](repeating: [], count: repositories.count), count: binaries.count)
        // cmark-gfm is timed every fifth round, so its figure too spans the whole run: the median of those medians.
        var cmarkTimings: [String: [Double]] = [:]
        for round in 0...rounds {
            if round.isMultiple(of: 5) {
                cmarkTimings.merge(cmarkMilliseconds(root: root, paths: paths).mapValues { [$0] }, uniquingKeysWith: +)
            }
            let order = round.isMultiple(of: 2) ? Array(binaries.indices) : binaries.indices.reversed()
            for (repository, name) in repositories.enumerated() {
                for binary in order {
                    let sample = try show(binaries[binary], name)
                    if round > 0 { samples[binary][repository].append(sample) }
                }
            }
        }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        let cmark = cmarkTimings.mapValues(median)
        for (binary, path) in binaries.enumerated() {
            let baseline = samples[binary][0]
            let (baselineWall, baselineCPU) = (
                median(baseline.map(\.wallMilliseconds)), median(baseline.map(\.cpuMilliseconds))
            )
            let baselineFaults = median(baseline.map { Double($0.pageFaults) })
            print("`\(path) show` against the loopback fake API at 100 columns, medians of \(rounds) rounds")
            print(
                String(
                    format: "tiny README: %.1f ms wall, %.1f ms CPU, %.0f page faults (taken away below)", baselineWall,
                    baselineCPU, baselineFaults))
            print("")
            print(
                "| README | Bytes | cmark-gfm | `show` over the tiny README's, wall | Ratio | CPU | Ratio | Page faults |"
            )
            print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
            for (index, path) in paths.enumerated() {
                let runs = samples[binary][index + 1]
                let name = URL(fileURLWithPath: path).lastPathComponent
                let bytes = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
                let wall = median(runs.map(\.wallMilliseconds)) - baselineWall
                let cpu = median(runs.map(\.cpuMilliseconds)) - baselineCPU
                let faults = median(runs.map { Double($0.pageFaults) }) - baselineFaults
                let reference = cmark[name]
                func ratio(_ value: Double) -> String {
                    reference.map { String(format: "%.1f×", value / $0) } ?? "—"
                }
                print(
                    "| \(name) | \(bytes) | \(reference.map { String(format: "%.1f ms", $0) } ?? "—") | "
                        + String(format: "%.1f ms", wall) + " | \(ratio(wall)) | " + String(format: "%.1f ms", cpu)
                        + " | \(ratio(cpu)) | " + String(format: "%.0f", faults) + " |")
            }
            print("")
        }
        if cmark.isEmpty { print("(cmark-gfm not timed: `pip install cmarkgfm` for its column)") }
    }

    /// cmark-gfm's median CPU milliseconds per file name, from `Scripts/time_cmark_gfm.py`; empty when it cannot run.
    private static func cmarkMilliseconds(root: URL, paths: [String]) -> [String: Double] {
        let script = root.appendingPathComponent("Scripts/time_cmark_gfm.py").path
        guard
            let process = try? ChildProcess.start(
                "/usr/bin/env", ["python3", script] + paths, environment: ProcessInfo.processInfo.environment)
        else { return [:] }
        var result: [String: Double] = [:]
        while let line = process.readLine() {
            // "  NAME (238 KB): 26.5 ms CPU"
            guard let open = line.range(of: " ("), let colon = line.range(of: "): "),
                let value = Double(line[colon.upperBound...].prefix { $0 == "." || $0.isNumber })
            else { continue }
            result[line[..<open.lowerBound].trimmingCharacters(in: .whitespaces)] = value
        }
        process.terminate()
        return result
    }
}
