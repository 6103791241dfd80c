import XCTest

@testable import Terminal

/// Records everything written.
private final class RecordingOutputSink: OutputSink {
    var bytes: [UInt8] = []

    func write(_ bytes: [UInt8]) {
        self.bytes += bytes
    }
}

/// A terminal that records mode changes and reports a chosen size.
private final class FakeTerminalDevice: TerminalDevice {
    var size: TerminalSize?
    var failure: TerminalError?
    var rawModeEntries = 0
    var restores = 0

    init(size: TerminalSize?) {
        self.size = size
    }

    func enterRawMode() throws(TerminalError) {
        if let failure { throw failure }
        rawModeEntries += 1
    }

    func restoreMode() {
        restores += 1
    }

    func windowSize() -> TerminalSize? {
        size
    }
}

/// XCTest on Linux runs tests on the main thread but cannot run `@MainActor` test methods: each test enters the
/// main actor with `MainActor.assumeIsolated`.
final class TerminalSessionTests: XCTestCase {
    /// The bytes `enter()` writes with mouse reporting on (the default).
    @MainActor private static var entered: [UInt8] {
        TerminalSession.enterSequence + ControlSequence.enableMouseReporting
    }

    /// A session over a fake 40×120 terminal, with the device and the bytes it writes to inspect.
    @MainActor
    private static func makeSession() -> (TerminalSession, FakeTerminalDevice, RecordingOutputSink) {
        let device = FakeTerminalDevice(size: TerminalSize(rows: 40, columns: 120))
        let output = RecordingOutputSink()
        return (TerminalSession(device: device, output: output, stopProcess: {}), device, output)
    }

    func test_enter_switchesToAlternateScreenAndHidesCursor() throws {
        try MainActor.assumeIsolated {
            let (session, device, output) = Self.makeSession()
            try session.enter()
            XCTAssertEqual(
                String(decoding: output.bytes, as: UTF8.self),
                "\u{1B}[?1049h\u{1B}[?7l\u{1B}[?25l\u{1B}[?2004h\u{1B}[?1000h\u{1B}[?1006h")
            XCTAssertEqual(device.rawModeEntries, 1)
            XCTAssertTrue(session.isActive)
        }
    }

    func test_enter_twiceEntersOnce() throws {
        try MainActor.assumeIsolated {
            let (session, device, output) = Self.makeSession()
            try session.enter()
            try session.enter()
            XCTAssertEqual(device.rawModeEntries, 1)
            XCTAssertEqual(output.bytes, Self.entered)
        }
    }

    func test_enter_failureWritesNothing() {
        MainActor.assumeIsolated {
            let device = FakeTerminalDevice(size: TerminalSize(rows: 40, columns: 120))
            let output = RecordingOutputSink()
            device.failure = .notATerminal
            let session = TerminalSession(device: device, output: output, stopProcess: {})
            do {
                try session.enter()
                XCTFail("entering should fail")
            } catch {
                XCTAssertEqual(error as? TerminalError, .notATerminal)
            }
            XCTAssertEqual(output.bytes, [])
            XCTAssertFalse(session.isActive)
        }
    }

    func test_restore_resetsStyleShowsCursorAndLeavesAlternateScreen() throws {
        try MainActor.assumeIsolated {
            let (session, device, output) = Self.makeSession()
            try session.enter()
            output.bytes = []
            session.restore()
            XCTAssertEqual(
                String(decoding: output.bytes, as: UTF8.self),
                "\u{1B}[0m\u{1B}[?1006l\u{1B}[?1000l\u{1B}[?2004l\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l")
            XCTAssertEqual(device.restores, 1)
            XCTAssertFalse(session.isActive)
        }
    }

    func test_enter_withMouseReportingOff_doesNotAskForTheMouse() throws {
        try MainActor.assumeIsolated {
            let (session, _, output) = Self.makeSession()
            session.setMouseReporting(false)
            try session.enter()
            XCTAssertEqual(output.bytes, TerminalSession.enterSequence)
        }
    }

    func test_setMouseReporting_whileActive_turnsItOffAndOnAtOnce() throws {
        try MainActor.assumeIsolated {
            let (session, _, output) = Self.makeSession()
            try session.enter()
            output.bytes = []
            session.setMouseReporting(false)
            XCTAssertEqual(String(decoding: output.bytes, as: UTF8.self), "\u{1B}[?1006l\u{1B}[?1000l")
            output.bytes = []
            session.setMouseReporting(true)
            XCTAssertEqual(String(decoding: output.bytes, as: UTF8.self), "\u{1B}[?1000h\u{1B}[?1006h")
            XCTAssertTrue(session.isMouseReportingEnabled)
        }
    }

    func test_quit_restore_turnsMouseReportingOffBeforeLeavingTheAlternateScreen() throws {
        try MainActor.assumeIsolated {
            let (session, _, output) = Self.makeSession()
            try session.enter()
            output.bytes = []
            session.restore()
            let written = String(decoding: output.bytes, as: UTF8.self)
            let mouseOff = try XCTUnwrap(written.range(of: "\u{1B}[?1000l"))
            let screenLeft = try XCTUnwrap(written.range(of: "\u{1B}[?1049l"))
            XCTAssertLessThan(mouseOff.lowerBound, screenLeft.lowerBound)
            XCTAssertTrue(written.contains("\u{1B}[?1006l"))
        }
    }

    func test_suspend_turnsMouseReportingOffBeforeStopping_andBackOnAfterwards() throws {
        try MainActor.assumeIsolated {
            let device = FakeTerminalDevice(size: TerminalSize(rows: 40, columns: 120))
            let output = RecordingOutputSink()
            var writtenWhenStopped: [UInt8]?
            let session = TerminalSession(
                device: device, output: output, stopProcess: { writtenWhenStopped = output.bytes })
            try session.enter()
            output.bytes = []
            session.suspend()
            let stopped = String(decoding: writtenWhenStopped ?? [], as: UTF8.self)
            XCTAssertEqual(stopped, String(decoding: TerminalSession.restoreSequence, as: UTF8.self))
            XCTAssertTrue(stopped.contains("\u{1B}[?1000l"), "the mouse was still reported while stopped")
            XCTAssertTrue(String(decoding: output.bytes, as: UTF8.self).hasSuffix("\u{1B}[?1000h\u{1B}[?1006h"))
        }
    }

    func test_suspend_afterMouseTurnedOff_comesBackWithoutTheMouse() throws {
        try MainActor.assumeIsolated {
            let (session, _, output) = Self.makeSession()
            try session.enter()
            session.setMouseReporting(false)
            output.bytes = []
            session.suspend()
            XCTAssertEqual(output.bytes, TerminalSession.restoreSequence + TerminalSession.enterSequence)
        }
    }

    func test_continueAfterStopByOthers_turnsTheMouseBackOn() throws {
        try MainActor.assumeIsolated {
            let (session, _, output) = Self.makeSession()
            try session.enter()
            output.bytes = []
            session.handleSignal(SIGCONT)
            XCTAssertTrue(String(decoding: output.bytes, as: UTF8.self).hasSuffix("\u{1B}[?1000h\u{1B}[?1006h"))
        }
    }

    func test_restore_isIdempotent() throws {
        try MainActor.assumeIsolated {
            let (session, device, output) = Self.makeSession()
            try session.enter()
            session.restore()
            session.restore()
            XCTAssertEqual(device.restores, 1)
            XCTAssertEqual(output.bytes, Self.entered + TerminalSession.restoreSequence)
        }
    }

    func test_restore_withoutEnterDoesNothing() {
        MainActor.assumeIsolated {
            let (session, device, output) = Self.makeSession()
            session.restore()
            XCTAssertEqual(output.bytes, [])
            XCTAssertEqual(device.restores, 0)
        }
    }

    func test_size_comesFromDevice() {
        MainActor.assumeIsolated {
            let (session, _, _) = Self.makeSession()
            XCTAssertEqual(session.size, TerminalSize(rows: 40, columns: 120))
        }
    }

    func test_size_fallsBackToEightyByTwentyFour() {
        MainActor.assumeIsolated {
            let output = RecordingOutputSink()
            let session = TerminalSession(device: FakeTerminalDevice(size: nil), output: output, stopProcess: {})
            XCTAssertEqual(session.size, TerminalSize(rows: 24, columns: 80))
        }
    }

    func test_write_passesBytesToOutput() {
        MainActor.assumeIsolated {
            let (session, _, output) = Self.makeSession()
            session.write([0x41, 0x42])
            XCTAssertEqual(output.bytes, [0x41, 0x42])
        }
    }

    func test_receive_reportsDecodedKeys() {
        MainActor.assumeIsolated {
            let (session, _, _) = Self.makeSession()
            var events: [TerminalEvent] = []
            session.onEvent = { events.append($0) }
            session.receive(Array("j\u{1B}[B".utf8))
            XCTAssertEqual(events, [.keys([.character("j"), .down])])
        }
    }

    func test_receive_incompleteSequenceReportsNothingYet() {
        MainActor.assumeIsolated {
            let (session, _, _) = Self.makeSession()
            var events: [TerminalEvent] = []
            session.onEvent = { events.append($0) }
            session.receive(Array("\u{1B}[".utf8))
            XCTAssertEqual(events, [])
        }
    }

    func test_windowChangeSignal_reportsNewSize() {
        MainActor.assumeIsolated {
            let (session, device, _) = Self.makeSession()
            var events: [TerminalEvent] = []
            session.onEvent = { events.append($0) }
            device.size = TerminalSize(rows: 10, columns: 30)
            session.handleSignal(SIGWINCH)
            XCTAssertEqual(events, [.resized(TerminalSize(rows: 10, columns: 30))])
            XCTAssertEqual(session.size, TerminalSize(rows: 10, columns: 30))
        }
    }

    func test_suspend_restoresBeforeStoppingThenReentersAndRedraws() throws {
        try MainActor.assumeIsolated {
            let device = FakeTerminalDevice(size: TerminalSize(rows: 40, columns: 120))
            let output = RecordingOutputSink()
            var stateWhenStopped: (restores: Int, output: [UInt8])?
            let session = TerminalSession(
                device: device, output: output, stopProcess: { stateWhenStopped = (device.restores, output.bytes) })
            var events: [TerminalEvent] = []
            session.onEvent = { events.append($0) }
            try session.enter()
            device.size = TerminalSize(rows: 20, columns: 60)
            session.suspend()
            XCTAssertEqual(stateWhenStopped?.restores, 1, "raw mode was not left before stopping")
            XCTAssertEqual(stateWhenStopped?.output, Self.entered + TerminalSession.restoreSequence)
            XCTAssertEqual(device.rawModeEntries, 2)
            XCTAssertTrue(session.isActive)
            XCTAssertEqual(events, [.redrawNeeded(TerminalSize(rows: 20, columns: 60))])
        }
    }

    func test_suspendSignal_suspends() throws {
        try MainActor.assumeIsolated {
            let device = FakeTerminalDevice(size: TerminalSize(rows: 40, columns: 120))
            var stops = 0
            let session = TerminalSession(device: device, output: RecordingOutputSink(), stopProcess: { stops += 1 })
            try session.enter()
            session.handleSignal(SIGTSTP)
            XCTAssertEqual(stops, 1)
            XCTAssertEqual(device.restores, 1)
            XCTAssertTrue(session.isActive)
        }
    }

    func test_continueAfterSuspend_onlyRedraws() throws {
        try MainActor.assumeIsolated {
            let (session, device, _) = Self.makeSession()
            var events: [TerminalEvent] = []
            session.onEvent = { events.append($0) }
            try session.enter()
            session.suspend()
            session.handleSignal(SIGCONT)
            XCTAssertEqual(device.restores, 1)
            XCTAssertEqual(device.rawModeEntries, 2)
            XCTAssertEqual(events.count, 2)
        }
    }

    func test_continueAfterStopByOthers_reentersRawMode() throws {
        try MainActor.assumeIsolated {
            let (session, device, output) = Self.makeSession()
            try session.enter()
            output.bytes = []
            session.handleSignal(SIGCONT)
            XCTAssertEqual(device.restores, 1)
            XCTAssertEqual(device.rawModeEntries, 2)
            XCTAssertEqual(output.bytes, TerminalSession.restoreSequence + Self.entered)
        }
    }

    func test_resume_requestsFullRedraw() {
        MainActor.assumeIsolated {
            let (session, _, _) = Self.makeSession()
            var events: [TerminalEvent] = []
            session.onEvent = { events.append($0) }
            session.resume()
            XCTAssertEqual(events, [.redrawNeeded(TerminalSize(rows: 40, columns: 120))])
        }
    }
}
