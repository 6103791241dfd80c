import Foundation
import XCTest

/// The base of every test that runs the real `repo-browser` binary in a real pseudo-terminal (tmux), browsing the
/// offline snapshot or a fake API of its own: each scene's interactive tests (in the scene's folder) subclass it.
///
/// Under `CI=true` a missing tmux, binary or fake API fails the test; elsewhere it skips. Every wait is bounded, and
/// the session, the fake API and the test's folder end with the test.
class InteractiveTestCase: XCTestCase {
    private var tmux: TmuxSession?
    private var tmuxPath = URL(fileURLWithPath: "/nonexistent")
    private var directory: URL?
    private var api: FakeGithubAPI?

    override func setUpWithError() throws {
        try super.setUpWithError()
        tmuxPath = try TmuxSession.requireExecutable()
    }

    override func tearDown() {
        tmux?.kill()
        api?.stop()
        if let directory {
            try? FileManager.default.removeItem(at: directory)
        }
        super.tearDown()
    }

    /// An SGR mouse report (`ESC [ < button ; column ; row M`).
    static func sgrMouse(button: Int, column: Int, row: Int) -> [UInt8] {
        Array("\u{1B}[<\(button);\(column);\(row)M".utf8)
    }

    /// Whether, in the raw output so far, mouse reporting was last turned on rather than off.
    static func isMouseReported(_ output: Data) -> Bool {
        guard let on = output.range(of: Data("\u{1B}[?1000h".utf8), options: .backwards) else { return false }
        guard let off = output.range(of: Data("\u{1B}[?1000l".utf8), options: .backwards) else { return true }
        return on.lowerBound > off.lowerBound
    }

    /// The screen's rows trimmed and joined with single spaces, so a sentence wrapped over rows reads whole.
    static func flattened(_ screen: String) -> String {
        screen.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            .joined(separator: " ")
    }

    /// Polls the raw output `directory/output` (copied by tmux, which may lag) until `condition` holds, for at most
    /// ten seconds.
    func waitForOutput(
        in directory: URL, _ description: String, file: StaticString = #filePath, line: UInt = #line,
        until condition: (Data) -> Bool
    ) throws {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            if let output = try? Data(contentsOf: directory.appendingPathComponent("output")), condition(output) {
                return
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        XCTFail("timed out after 10 s waiting for \(description) in the raw output", file: file, line: line)
    }

    /// A fake GitHub API for this test alone, stopped when it ends.
    func startFakeAPI() throws -> FakeGithubAPI {
        do {
            let api = try FakeGithubAPI.start()
            self.api = api
            return api
        } catch {
            if ProcessInfo.processInfo.environment["CI"] == "true" { XCTFail("the fake GitHub API: \(error)") }
            throw XCTSkip("the fake GitHub API could not start: \(error)")
        }
    }

    /// The fake API answering every search with `sample-org/demo` (not starred at start).
    func startStarringAPI() throws -> FakeGithubAPI {
        try startFakeAPI(searchFinding: "sample-org/demo")
    }

    /// The fake API answering every search with the one repository `fullName`.
    func startFakeAPI(searchFinding fullName: String) throws -> FakeGithubAPI {
        let api = try startFakeAPI()
        try api.addRoutes([
            [
                "method": "GET", "path": "/search/repositories",
                "json": [
                    "total_count": 1, "incomplete_results": false,
                    "items": [FixtureRoutes.repository(fullName: fullName)],
                ],
            ]
        ])
        return api
    }

    /// Starts the binary with `arguments` (`--offline` unless told) in a 100 × 30 tmux window, inside a shell
    /// wrapper that records the terminal modes before and after, the exit status, and then prints `WRAPPER-DONE`.
    /// `run`, when given, replaces the command: a shell snippet in which `$BINARY` is the binary's path.
    func startProgram(
        arguments: [String] = ["--offline"], run: String? = nil, columns: Int = 100
    ) throws -> (TmuxSession, URL) {
        let isCI = ProcessInfo.processInfo.environment["CI"] == "true"
        guard let binary = Self.binary() else {
            if isCI { XCTFail("the repo-browser binary was not found next to the test bundle") }
            throw XCTSkip("the repo-browser binary was not found; run `swift build --build-tests`")
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "repo-browser-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        self.directory = directory
        let script = """
            cd '\(directory.path)'
            i=0; while [ ! -f go ] && [ $i -lt 200 ]; do sleep 0.05; i=$((i+1)); done
            stty -g > stty-before
            export XDG_CACHE_HOME='\(directory.path)/cache'
            export XDG_DATA_HOME='\(directory.path)/data'
            BINARY='\(binary.path)'
            \(run ?? "\"$BINARY\" " + arguments.map { "'\($0)'" }.joined(separator: " "))
            echo $? > exit-status
            stty -g > stty-after
            echo WRAPPER-DONE
            exec sleep 120
            """
        let wrapper = directory.appendingPathComponent("wrapper.sh")
        try script.write(to: wrapper, atomically: true, encoding: .utf8)
        let tmux = TmuxSession(executable: tmuxPath)
        self.tmux = tmux
        try tmux.start(command: "bash '\(wrapper.path)'", columns: columns, rows: 30)
        try tmux.pipeOutput(to: directory.appendingPathComponent("output"))
        try Data().write(to: directory.appendingPathComponent("go"))
        return (tmux, directory)
    }

    /// The `repo-browser` executable built next to the test bundle.
    static func binary() -> URL? {
        let bundle = Bundle(for: InteractiveTestCase.self).bundleURL
        let candidates = [
            bundle.appendingPathComponent("repo-browser"),
            bundle.deletingLastPathComponent().appendingPathComponent("repo-browser"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// The text the wrapper wrote to `name` in `directory` (the exit status, the terminal's modes), trimmed.
    func contents(of directory: URL, _ name: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
