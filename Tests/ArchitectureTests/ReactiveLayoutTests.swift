import XCTest

/// The reactive core and its testing library are laid out as RxSwift's: a reader opens an operator's file and finds
/// all of it, its extension and the sink and state of one subscription, with no `*Sink.swift` or `*State.swift`
/// satellites beside it.
final class ReactiveLayoutTests: XCTestCase {
    /// Shared building blocks whose names end like a satellite's but that belong to no one operator.
    private let sharedBuildingBlocks: Set<String> = [
        "Application/Reactive/Core/LockedState.swift",
        // The delivery role and loop `create`, `merge` and `switchLatest` share (beside `DeliveryRole.swift`).
        "Application/Reactive/Core/SerialisingSink.swift",
    ]

    func test_noOperatorKeepsItsSinkOrStateInAFileOfItsOwn() {
        let files = ["Application/Reactive", "Application/ReactiveTesting"].flatMap { folder in
            RepositoryLayout.swiftFiles(under: folder).map(\.path)
        }
        let satellites = files.filter { path in
            (path.hasSuffix("Sink.swift") || path.hasSuffix("State.swift")) && !sharedBuildingBlocks.contains(path)
        }
        XCTAssertEqual(satellites, [], "fold these into the file of the type they serve")
    }
}
