import Foundation
import XCTest

/// The real binary in a pseudo-terminal, sent each signal it handles at many random moments after launch, from
/// before its first instruction to long after the first frame.
///
/// Whatever the moment: SIGTERM, SIGINT and SIGHUP end it with 128 + the signal's number and the terminal's modes
/// and screen restored (or, before its first instruction, end it by the signal with the terminal untouched);
/// SIGWINCH and SIGTSTP leave it running (or stopped, then continued) and `q` still quits with status 0. No run
/// may need SIGKILL. Every wait is bounded.
final class SignalEndToEndTests: XCTestCase {
    /// Launches per signal.
    private static let momentsPerSignal = 8
    /// The latest moment a signal is sent, in seconds after launch.
    private static let latestMoment = 0.4

    func test_sigterm_atAnyMoment_exitsWithTheTerminalRestored() throws {
        try checkEnding(SIGTERM)
    }

    func test_sigint_atAnyMoment_exitsWithTheTerminalRestored() throws {
        try checkEnding(SIGINT)
    }

    func test_sighup_atAnyMoment_exitsWithTheTerminalRestored() throws {
        try checkEnding(SIGHUP)
    }

    func test_sigwinch_atAnyMoment_keepsRunning() throws {
        try checkContinuing(SIGWINCH)
    }

    func test_sigtstp_atAnyMoment_suspendsAndCarriesOn() throws {
        try checkContinuing(SIGTSTP)
    }

    /// Sends `signal` at random moments; each run must end with 128 + `signal`, restored.
    private func checkEnding(_ signal: Int32) throws {
        let binary = try locateBinary()
        for moment in Self.moments() {
            let process = try launch(binary)
            let modes = process.initialModes
            process.read(for: moment)
            process.send(signal)
            let outcome = process.wait(timeout: 10)
            let context = "signal \(signal) at \(String(format: "%.3f", moment)) s"
            XCTAssertFalse(process.kill(), "\(context): the process had to be killed")
            let endedBeforeStarting = outcome == .signalled(signal) && process.output.isEmpty
            XCTAssertTrue(
                outcome == .exited(128 + signal) || endedBeforeStarting, "\(context): \(outcome)")
            checkRestored(process, modes: modes, context: context)
        }
    }

    /// Sends `signal` at random moments; each run must carry on (continued if it stopped) and quit on `q`.
    private func checkContinuing(_ signal: Int32) throws {
        let binary = try locateBinary()
        for moment in Self.moments() {
            let process = try launch(binary)
            let modes = process.initialModes
            let context = "signal \(signal) at \(String(format: "%.3f", moment)) s"
            process.read(for: moment)
            process.send(signal)
            if case .stopped = process.wait(timeout: 0.3) {
                XCTAssertEqual(process.terminalModes(), modes, "\(context): modes not restored while stopped")
                process.send(SIGCONT)
            }
            XCTAssertTrue(
                process.read(until: { Self.contains($0, "Showing") }, timeout: 10), "\(context): no list frame")
            var outcome = PseudoTerminalProcess.Outcome.running
            for _ in 0..<10 where outcome == .running {
                process.type("q")
                outcome = process.wait(timeout: 1)
            }
            XCTAssertFalse(process.kill(), "\(context): the process had to be killed")
            XCTAssertEqual(outcome, .exited(0), context)
            checkRestored(process, modes: modes, context: context)
        }
    }

    /// The terminal's modes are as before, and every alternate screen, bracketed paste and mouse reporting entered was
    /// left.
    private func checkRestored(_ process: PseudoTerminalProcess, modes: [UInt8], context: String) {
        XCTAssertEqual(process.terminalModes(), modes, "\(context): terminal modes not restored")
        let pairs = [
            ("\u{1B}[?1049h", "\u{1B}[?1049l"), ("\u{1B}[?2004h", "\u{1B}[?2004l"), ("\u{1B}[?1000h", "\u{1B}[?1000l"),
            ("\u{1B}[?1006h", "\u{1B}[?1006l"),
        ]
        for (on, off) in pairs {
            if let entered = Self.lastIndex(of: on, in: process.output) {
                let left = Self.lastIndex(of: off, in: process.output) ?? -1
                XCTAssertGreaterThan(left, entered, "\(context): \(off.dropFirst()) missing at the end")
            }
        }
    }

    /// Two launches signalled at once (before the program's first instruction, or during its start), the others at
    /// random moments up to `latestMoment`.
    private static func moments() -> [Double] {
        [0, 0.005] + (2..<momentsPerSignal).map { _ in Double.random(in: 0...latestMoment) }
    }

    private func launch(_ binary: URL) throws -> PseudoTerminalProcess {
        try PseudoTerminalProcess(
            arguments: [binary.path, "--offline"],
            environment: RepoBrowserBinary.cleanEnvironment(["TERM": "xterm-256color", "LANG": "C.UTF-8"]))
    }

    private func locateBinary() throws -> URL {
        guard let binary = RepoBrowserBinary.locate() else {
            if ProcessInfo.processInfo.environment["CI"] == "true" {
                XCTFail("the repo-browser binary was not found next to the test bundle")
            }
            throw XCTSkip("the repo-browser binary was not found; run `swift build --build-tests`")
        }
        return binary.url
    }

    private static func contains(_ bytes: [UInt8], _ text: String) -> Bool {
        lastIndex(of: text, in: bytes) != nil
    }

    private static func lastIndex(of text: String, in bytes: [UInt8]) -> Int? {
        let needle = Array(text.utf8)
        guard bytes.count >= needle.count else { return nil }
        for start in stride(from: bytes.count - needle.count, through: 0, by: -1)
        where bytes[start] == needle[0] && Array(bytes[start..<(start + needle.count)]) == needle {
            return start
        }
        return nil
    }
}
