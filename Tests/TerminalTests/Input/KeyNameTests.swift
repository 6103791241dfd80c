import XCTest

@testable import Terminal

final class KeyNameTests: XCTestCase {
    func test_names_areTheOnesTheHelpAndTheUsageDocumentUse() {
        let named: [(Key, String)] = [
            (.character(" "), "Space"), (.character("s"), "s"), (.character("S"), "S"), (.control("b"), "Ctrl-B"),
            (.enter, "Enter"), (.escape, "Esc"), (.backspace, "Backspace"), (.up, "↑"), (.down, "↓"), (.left, "←"),
            (.right, "→"), (.home, "Home"), (.end, "End"), (.pageUp, "PgUp"), (.pageDown, "PgDn"),
            (.wheelUp, "Wheel"), (.wheelDown, "Wheel"), (.paste("x"), "paste"),
        ]
        for (key, name) in named {
            XCTAssertEqual(key.name, name, "\(key)")
        }
    }

    func test_aPasteIsTheSameKeyWhateverItCarries_otherKeysOnlyThemselves() {
        XCTAssertTrue(Key.paste("").isSameKey(as: .paste("swift q")))
        XCTAssertTrue(Key.character("f").isSameKey(as: .character("f")))
        XCTAssertFalse(Key.character("f").isSameKey(as: .character("F")))
        XCTAssertFalse(Key.character("p").isSameKey(as: .paste("p")))
    }

    func test_aBindingsKeyNames_nameEachKeyOnce() {
        let binding = KeyBinding(Movement.wheelKeys + Movement.lineKeys, "moves") { _ in }
        XCTAssertEqual(binding.keyNames, "Wheel ↑ k ↓ j")
    }
}
