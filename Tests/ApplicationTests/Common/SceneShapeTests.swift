import Application
import Domain
import Reactive
import ReactiveTesting
import XCTest

/// A Driver: state, replayed to a view that binds late.
private protocol StateOutput {}
extension SharedSequence: StateOutput where SharingStrategy == DriverSharingStrategy {}

/// A Signal: an event, never replayed (a navigation, a message).
private protocol EventOutput {}
extension SharedSequence: EventOutput where SharingStrategy == SignalSharingStrategy {}

/// A paged list's outputs, themselves Drivers.
private protocol ListOutput {}
extension PagedList.Output: ListOutput {}

/// A trigger the view fires, with nothing (`Void`) or the row it is about (`Int`).
private protocol TriggerInput {}
extension SharedSequence: TriggerInput where SharingStrategy == DriverSharingStrategy, Element == Void {}

/// One scene, by its view model's type: its name, and its view model's input and output fields as the view model
/// made them.
private struct Scene {
    let name: String
    let input: [(label: String, value: Any)]
    let output: [(label: String, value: Any)]

    /// `viewModel`, transformed with the input `input` makes from a load trigger, on virtual time.
    init<ViewModel: ViewModelType>(
        _ name: String, _ viewModel: ViewModel, input: (Driver<Void>) -> ViewModel.Input
    ) {
        self.name = name
        let scheduler = TestScheduler(initialClock: 0)
        let (input, output) = SharingScheduler.mock(scheduler: scheduler) {
            let made = input(Driver<Void>.empty())
            return (made, viewModel.transform(made))
        }
        self.input = Mirror(reflecting: input).children.map { ($0.label ?? "", $0.value) }
        self.output = Mirror(reflecting: output).children.map { ($0.label ?? "", $0.value) }
    }
}

/// Every scene has the same shape, checked through its types: its view model is a `ViewModelType` whose inputs are
/// Drivers named by one scheme and whose outputs are Drivers (state), Signals (events) or a paged list's outputs.
final class SceneShapeTests: XCTestCase {
    /// Every scene of the program, by its view model.
    private static var scenes: [Scene] {
        [
            Scene("Search", SearchViewModel(useCase: SearchUseCaseFake(), navigator: SearchNavigatorFake())) {
                SearchViewModel.Input(loadTrigger: $0)
            },
            Scene("Starred", StarredViewModel(useCase: StarredUseCaseFake(), navigator: StarredNavigatorFake())) {
                StarredViewModel.Input(loadTrigger: $0)
            },
            Scene(
                "RepoDetail",
                RepoDetailViewModel(
                    repo: .fixture(id: 1), useCase: RepoDetailUseCaseFake(), starUseCase: StarUseCaseFake(),
                    navigator: RepoDetailNavigatorFake())
            ) { RepoDetailViewModel.Input(loadTrigger: $0) },
            Scene(
                "Account",
                AccountViewModel(useCase: AccountUseCaseFake(hasToken: false), navigator: AccountNavigatorFake())
            ) { AccountViewModel.Input(loadTrigger: $0) },
            Scene(
                "Issues",
                IssuesViewModel(
                    useCase: PagedUseCaseFake<IssuePage>(), navigator: IssuesNavigatorFake(),
                    firstQuery: try! IssueQuery(repository: RepoReference(owner: "o", name: "r")))
            ) { IssuesViewModel.Input(loadTrigger: $0) },
            Scene(
                "PullRequests",
                PullRequestsViewModel(
                    useCase: PagedUseCaseFake<PullRequestPage>(), navigator: PullRequestsNavigatorFake(),
                    firstQuery: try! PullRequestQuery(repository: RepoReference(owner: "o", name: "r")))
            ) { PullRequestsViewModel.Input(loadTrigger: $0) },
            Scene(
                "OwnerRepositories",
                OwnerRepositoriesViewModel(
                    owner: "o", useCase: PagedUseCaseFake<OwnerRepoPage>(), navigator: OwnerRepositoriesNavigatorFake())
            ) { OwnerRepositoriesViewModel.Input(loadTrigger: $0) },
        ]
    }

    func test_everyOutputIsADriverASignalOrAPagedListsDrivers() {
        for scene in Self.scenes {
            XCTAssertFalse(scene.output.isEmpty, "\(scene.name)ViewModel.Output has no fields")
            for (label, value) in scene.output {
                XCTAssertTrue(
                    value is any StateOutput || value is any EventOutput || value is any ListOutput,
                    "\(scene.name) output \(label) is a \(type(of: value)): state is a Driver, an event a Signal")
                if value is any ListOutput {
                    for child in Mirror(reflecting: value).children {
                        XCTAssertTrue(child.value is any StateOutput, "\(scene.name)'s list \(child.label ?? "")")
                    }
                }
            }
        }
    }

    func test_navigationOutputsAreSignals_namedForWhereTheyLead() {
        for scene in Self.scenes {
            for (label, value) in scene.output where value is any EventOutput {
                let isNavigation = label == "wentBack" || label == "openedInBrowser" || label.hasSuffix("Shown")
                let isOther = ["searchRecorded"].contains(label)
                XCTAssertTrue(
                    isNavigation || isOther,
                    "\(scene.name) event \(label): a navigation is <destination>Shown, openedInBrowser or wentBack")
            }
            for (label, value) in scene.output where label.hasSuffix("Shown") || label == "wentBack" {
                XCTAssertTrue(value is any EventOutput, "\(scene.name) output \(label) is an event, so a Signal")
            }
        }
    }

    func test_everyInputIsADriver_andEveryTriggerIsNamedForItsAction() {
        for scene in Self.scenes {
            XCTAssertEqual(scene.input.first?.label, "loadTrigger", "\(scene.name) loads on its first trigger")
            for (label, value) in scene.input {
                XCTAssertTrue(value is any StateOutput, "\(scene.name) input \(label) is a \(type(of: value))")
                if value is any TriggerInput || value is Driver<Int> {
                    XCTAssertTrue(
                        label.hasSuffix("Trigger"), "\(scene.name) input \(label): a trigger is <action>Trigger")
                }
            }
        }
    }

    func test_listScenesAreAskedForMoreTheSameWay() {
        for scene in Self.scenes where scene.output.contains(where: { $0.value is any ListOutput }) {
            let labels = scene.input.map(\.label)
            for trigger in ["loadTrigger", "refreshTrigger", "loadMoreTrigger", "openTrigger"] {
                XCTAssertTrue(labels.contains(trigger), "\(scene.name) has no \(trigger)")
            }
        }
    }
}
