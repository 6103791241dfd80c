import XCTest

/// Navigators, views and their bindings are main-actor types, so the compiler knows where they run;
/// `MainActor.assumeIsolated` (a claim checked only when it runs) is left only where the run loop enters the main
/// actor from code the compiler cannot see into.
final class MainActorEntryTests: XCTestCase {
    /// The files allowed to claim the main actor, each with its number of claims and why it may.
    private let runLoopEntries: [String: Int] = [
        // The standard input source's handler, which Dispatch runs on the main queue.
        "Application/Terminal/Session/TerminalSession.swift": 1,
        // A Driver's or Signal's delivery on the main queue handed to a main-actor closure (`drive(onMainActor:)`,
        // `emit(onMainActor:)`, `do(onMainActor:)`).
        "Application/Reactive/Traits/SharedSequence+MainActor.swift": 1,
    ]

    /// The lines of code (not comments) in `text` that claim the main actor.
    private func claims(in text: String) -> Int {
        text.split(separator: "\n").filter { line in
            !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") && line.contains("assumeIsolated")
        }.count
    }

    func test_assumeIsolated_appearsOnlyWhereTheRunLoopEntersTheMainActor() {
        var found: [String: Int] = [:]
        for file in RepositoryLayout.swiftFiles(under: "Application") where claims(in: file.text) > 0 {
            found[file.path] = claims(in: file.text)
        }
        XCTAssertEqual(found, runLoopEntries, "make the type @MainActor instead of claiming the main actor")
    }

    func test_claimCounter_ignoresComments() {
        XCTAssertEqual(claims(in: "/// uses `MainActor.assumeIsolated`\nlet x = 1"), 0)
        XCTAssertEqual(claims(in: "    MainActor.assumeIsolated { run() }"), 1)
    }

    func test_navigatorContractsAndImplementations_areMainActorTypes() {
        let navigators = ["Application/Scenes", "Application/Terminal/Navigation"].flatMap { folder in
            RepositoryLayout.swiftFiles(under: folder).filter {
                $0.path.hasSuffix("Navigator.swift") || $0.path.hasSuffix("NavigatorType.swift")
            }
        }
        XCTAssertGreaterThanOrEqual(navigators.count, 6, "three contracts and their three implementations")
        let declarations = navigators.filter { !$0.text.contains("typealias ") }
        for file in declarations {
            XCTAssertTrue(
                file.text.contains("@MainActor\npublic protocol") || file.text.contains("@MainActor\nstruct")
                    || file.text.contains("@MainActor\nfinal class"),
                "\(file.path) declares no main-actor type")
        }
        // A scene of a kind written once names the kind's navigator, which must be one of those above.
        for file in navigators where file.text.contains("typealias ") {
            let named =
                file.text.split(separator: "=").last?.split(separator: "\n").first?
                .trimmingCharacters(in: .whitespaces) ?? ""
            XCTAssertTrue(
                declarations.contains { $0.path.hasSuffix("/\(named).swift") },
                "\(file.path) names \(named), which no navigator file declares as a main-actor type")
        }
    }

    func test_viewBindings_areMainActorTypes() throws {
        let text = try XCTUnwrap(
            RepositoryLayout.swiftFiles(under: "Application/Terminal/Views").first {
                $0.path.hasSuffix("/BindableType.swift")
            }?.text)
        XCTAssertTrue(text.contains("@MainActor\nprotocol BindableType"))
    }
}
