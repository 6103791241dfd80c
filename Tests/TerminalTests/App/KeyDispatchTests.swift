import XCTest

@testable import Terminal

/// A screen binding one letter to one meaning, recording what it did and the keys it took as text.
@MainActor
private final class OneKeyView: TerminalView {
    var onChange: (@MainActor () -> Void)?
    var isEditingText = false
    var isOverlay: Bool { false }
    var isBusy: Bool { false }
    private(set) var done: [String] = []
    private(set) var edited: [Key] = []
    private let letter: Character
    private let meaning: String

    init(binding letter: Character, to meaning: String) {
        self.letter = letter
        self.meaning = meaning
    }

    var keyBindings: [KeyBinding] {
        [KeyBinding([.character(letter)], meaning) { [weak self] _ in self?.done.append(self?.meaning ?? "") }]
    }

    func edit(_ key: Key) {
        edited.append(key)
    }

    func draw(into buffer: inout ScreenBuffer, spinnerFrame: Int) {}
    func dismantle() {}
}

/// Keys belong to screens: the same key does what each screen says, the program's keys come first, and a screen that
/// edits text takes every key but Ctrl-C and Ctrl-Z as text.
final class KeyDispatchTests: XCTestCase {
    func test_theSameKey_meansWhatEachScreenBindsItTo() {
        MainActor.assumeIsolated {
            let issues = OneKeyView(binding: "f", to: "next state")
            let detail = OneKeyView(binding: "f", to: "the repository's forks")
            let dispatch = KeyDispatch(programBindings: [])

            dispatch.dispatch(.character("f"), to: issues)
            dispatch.dispatch(.character("f"), to: detail)

            XCTAssertEqual(issues.done, ["next state"])
            XCTAssertEqual(detail.done, ["the repository's forks"])
        }
    }

    func test_aKeyTheScreenDoesNotBind_doesNothingThere() {
        MainActor.assumeIsolated {
            let screen = OneKeyView(binding: "f", to: "next state")

            KeyDispatch(programBindings: []).dispatch(.character("x"), to: screen)

            XCTAssertEqual(screen.done, [])
            XCTAssertEqual(screen.edited, [])
        }
    }

    func test_theProgramsKeys_comeBeforeTheScreens() {
        MainActor.assumeIsolated {
            var quit: [Key] = []
            let screen = OneKeyView(binding: "f", to: "next state")
            let dispatch = KeyDispatch(programBindings: [
                KeyBinding([.character("q"), .interrupt], "quit") { quit.append($0) }
            ])

            dispatch.dispatch(.character("q"), to: screen)
            dispatch.dispatch(.character("f"), to: screen)

            XCTAssertEqual(quit, [.character("q")])
            XCTAssertEqual(screen.done, ["next state"])
        }
    }

    func test_whileEditing_everyKeyIsText_butCtrlCAndCtrlZ() {
        MainActor.assumeIsolated {
            var program: [Key] = []
            let screen = OneKeyView(binding: "f", to: "next state")
            screen.isEditingText = true
            let dispatch = KeyDispatch(
                programBindings: [KeyBinding([.character("q"), .interrupt, .suspend], "quit") { program.append($0) }])

            for key in [Key.character("f"), .character("q"), .interrupt, .suspend] {
                dispatch.dispatch(key, to: screen)
            }

            XCTAssertEqual(screen.edited, [.character("f"), .character("q")])
            XCTAssertEqual(screen.done, [])
            XCTAssertEqual(program, [.interrupt, .suspend])
        }
    }
}
