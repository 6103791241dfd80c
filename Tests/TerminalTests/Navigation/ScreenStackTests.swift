import Application
import Foundation
import Synchronization
import XCTest

@testable import Terminal

/// A screen that records what the stack does to it.
@MainActor
private final class RecordingView: TerminalView {
    var isOverlay = false
    var isBusy = false
    var isEditingText = false
    var onChange: (@MainActor () -> Void)?
    var dismantleCount = 0
    var label: String

    init(_ label: String, isOverlay: Bool = false) {
        self.label = label
        self.isOverlay = isOverlay
    }

    var keyBindings: [KeyBinding] { [] }

    func draw(into buffer: inout ScreenBuffer, spinnerFrame: Int) {
        buffer.write(label, row: 0, column: isOverlay ? 10 : 0)
    }

    func dismantle() {
        dismantleCount += 1
    }
}

/// Records the pages asked for and answers as told.
private final class BrowserOpenerFake: BrowserOpening {
    let isOpened: Bool
    private let recorded = Mutex<[URL]>([])

    init(isOpened: Bool) {
        self.isOpened = isOpened
    }

    /// The pages asked for, in order.
    var opened: [URL] { recorded.withLock { $0 } }

    func open(_ url: URL, completion: @escaping @Sendable (Bool) -> Void) {
        recorded.withLock { $0.append(url) }
        completion(isOpened)
    }
}

/// XCTest on Linux cannot run `@MainActor` test methods: each test enters the main actor with `assumeIsolated`.
final class ScreenStackTests: XCTestCase {
    func test_pop_dismantlesTheTopScreen() {
        MainActor.assumeIsolated {
            let stack = ScreenStack()
            let root = RecordingView("root")
            let detail = RecordingView("detail")
            stack.push(root)
            stack.push(detail)

            stack.pop()

            XCTAssertEqual(detail.dismantleCount, 1)
            XCTAssertTrue(stack.top === root)
            XCTAssertNil(detail.onChange)
        }
    }

    func test_pop_neverRemovesTheRoot() {
        MainActor.assumeIsolated {
            let stack = ScreenStack()
            let root = RecordingView("root")
            stack.push(root)

            stack.pop()

            XCTAssertTrue(stack.top === root)
            XCTAssertEqual(root.dismantleCount, 0)
        }
    }

    func test_overlay_drawsOverTheScreenBelow() {
        MainActor.assumeIsolated {
            let stack = ScreenStack()
            stack.push(RecordingView("root"))
            stack.push(RecordingView("help", isOverlay: true))
            var buffer = ScreenBuffer(size: TerminalSize(rows: 2, columns: 20))

            stack.draw(into: &buffer, spinnerFrame: 0)

            XCTAssertEqual(buffer.text(ofRow: 0), "root      help      ")
        }
    }

    func test_badge_marksEveryScreenAtTheTopRight() {
        MainActor.assumeIsolated {
            let stack = ScreenStack()
            stack.badge = SourceBadge(DataSource(badge: "SNAPSHOT 2026-08-22"))
            stack.push(RecordingView(String(repeating: "r", count: 40)))
            var buffer = ScreenBuffer(size: TerminalSize(rows: 2, columns: 40))

            stack.draw(into: &buffer, spinnerFrame: 0)
            XCTAssertEqual(buffer.text(ofRow: 0), String(repeating: "r", count: 18) + "  SNAPSHOT 2026-08-22 ")

            stack.push(RecordingView("detail"))
            buffer = ScreenBuffer(size: TerminalSize(rows: 2, columns: 40))
            stack.draw(into: &buffer, spinnerFrame: 0)
            XCTAssertTrue(buffer.text(ofRow: 0).hasSuffix(" SNAPSHOT 2026-08-22 "))
        }
    }

    func test_badge_isCutToANarrowFrame() {
        MainActor.assumeIsolated {
            let stack = ScreenStack()
            stack.badge = SourceBadge(DataSource(badge: "SNAPSHOT 2026-08-22"))
            stack.push(RecordingView("root"))
            var buffer = ScreenBuffer(size: TerminalSize(rows: 1, columns: 10))

            stack.draw(into: &buffer, spinnerFrame: 0)

            XCTAssertEqual(buffer.text(ofRow: 0).count, 10)
            XCTAssertTrue(buffer.text(ofRow: 0).hasPrefix(" SNAPSHOT"))
        }
    }

    func test_screenChange_asksForARedraw() {
        MainActor.assumeIsolated {
            var redraws = 0
            let stack = ScreenStack(onChange: { redraws += 1 })
            let root = RecordingView("root")
            stack.push(root)

            root.onChange?()

            XCTAssertEqual(redraws, 2, "the push, then the screen's own change, each ask once")
        }
    }

    func test_helpClosesOnAnyKey() {
        MainActor.assumeIsolated {
            let stack = ScreenStack()
            let root = RecordingView("root")
            stack.push(root)
            stack.push(HelpView(bindings: [], onClose: { stack.pop() }))

            stack.top?.perform(.character("z"))

            XCTAssertTrue(stack.top === root)
        }
    }

    func test_browserThatCannotStart_showsTheAddress() {
        let shown = expectation(description: "address shown")
        let stack = MainActor.assumeIsolated {
            weak var weakStack: ScreenStack?
            let stack = ScreenStack(onChange: {
                if weakStack?.statusMessage?.contains("open https://github.com/o/r") == true { shown.fulfill() }
            })
            weakStack = stack
            stack.push(RecordingView("root"))
            stack.openInBrowser(URL(string: "https://github.com/o/r")!, using: BrowserOpenerFake(isOpened: false))
            return stack
        }

        wait(for: [shown], timeout: 2)
        withExtendedLifetime(stack) {}
    }

    func test_onlyHTTPAddressesAreOpened_othersAreShown() {
        MainActor.assumeIsolated {
            let stack = ScreenStack()
            stack.push(RecordingView("root"))
            let opener = BrowserOpenerFake(isOpened: true)
            for address in ["file:///etc/passwd", "javascript:alert(1)", "smb://host/share", "HTTPS://github.com/o/r"] {
                stack.openInBrowser(URL(string: address)!, using: opener)
            }
            XCTAssertEqual(opener.opened.map(\.absoluteString), ["HTTPS://github.com/o/r"])
            stack.openInBrowser(URL(string: "file:///etc/passwd")!, using: opener)
            XCTAssertEqual(
                stack.statusMessage, "Not opened: file:///etc/passwd is not a web address (http or https)")
        }
    }

    func test_status_showsOnTheBottomRowUntilCleared() {
        MainActor.assumeIsolated {
            let stack = ScreenStack()
            stack.push(RecordingView("root"))
            stack.showStatus("Opening \u{1B}[2Jx")
            var buffer = ScreenBuffer(size: TerminalSize(rows: 3, columns: 20))

            stack.draw(into: &buffer, spinnerFrame: 0)
            XCTAssertTrue(buffer.text(ofRow: 2).hasPrefix("Opening x"))

            stack.clearStatus()
            XCTAssertNil(stack.statusMessage)
        }
    }
}
