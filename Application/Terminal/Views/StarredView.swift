import Application
import Domain
import Foundation
import Reactive

/// Your starred list: turns commands into `StarredViewModel`'s triggers and draws its outputs with
/// `StarredLayout`.
@MainActor
final class StarredView: BindableType, TerminalView {
    /// The list's view model.
    let viewModel: StarredViewModel
    /// What the screen shows.
    var state = StarredViewState()
    /// Called whenever `state` changed.
    var onChange: (@MainActor () -> Void)?
    /// Holds the bindings.
    private(set) var disposeBag = DisposeBag()
    private var visibleRows = StarredLayout.visibleRows(in: .fallback)
    /// Fires once every output is bound, as the other screens' load triggers do.
    private let loadTrigger = PublishRelay<Void>()
    private let refreshTrigger = PublishRelay<Void>()
    private let sortTrigger = PublishRelay<Void>()
    private let orderTrigger = PublishRelay<Void>()
    private let loadMoreTrigger = PublishRelay<Void>()
    private let selection = PublishRelay<Int>()
    private let openInBrowserTrigger = PublishRelay<Int>()
    private let backTrigger = PublishRelay<Void>()

    /// Creates the screen for `viewModel`.
    init(viewModel: StarredViewModel) {
        self.viewModel = viewModel
    }

    var isOverlay: Bool { false }
    var isBusy: Bool { state.isLoading }

    func bindViewModel() {
        let output = viewModel.transform(
            StarredViewModel.Input(
                list: ListTriggers(
                    load: loadTrigger.asDriver(), refresh: refreshTrigger.asDriver(),
                    loadMore: loadMoreTrigger.asDriver()),
                sortTrigger: sortTrigger.asDriver(), orderTrigger: orderTrigger.asDriver(),
                selection: selection.asDriver(),
                openInBrowserTrigger: openInBrowserTrigger.asDriver(), backTrigger: backTrigger.asDriver()))
        bind(output.list.state) { state, list in state.show(list) }
        bind(output.sort) { state, sort in state.sort = sort }
        bind(output.order) { state, order in state.order = order }
        bind(output.list.isLoading) { state, isLoading in state.isLoading = isLoading }
        bind(output.list.error) { state, error in state.error = error }
        bind(output.selectedRepo)
        bind(output.openedInBrowser)
        bind(output.wentBack)
        loadTrigger.accept(())
    }

    /// Redraws.
    func stateDidChange() {
        onChange?()
    }

    func perform(_ command: KeyCommand) {
        switch command {
        case .moveUp, .moveDown, .pageUp, .pageDown, .halfPageUp, .halfPageDown, .scrollUp, .scrollDown, .top, .bottom:
            if let target = command.selectionTarget(
                from: state.selectedIndex, visibleRows: visibleRows, count: state.repos.count)
            {
                move(to: target)
            }
        case .open: selection.accept(state.selectedIndex)
        case .openInBrowser: openInBrowserTrigger.accept(state.selectedIndex)
        case .cycleSort: sortTrigger.accept(())
        case .flipOrder: orderTrigger.accept(())
        case .refresh: refreshTrigger.accept(())
        case .back: backTrigger.accept(())
        case .editQuery, .paste, .account, .toggleStar, .starred, .help, .toggleMouse, .switchToOffline, .quit,
            .interrupt, .suspend, .unbound:
            break
        }
    }

    func draw(into buffer: inout ScreenBuffer, spinnerFrame: Int) {
        visibleRows = StarredLayout.visibleRows(in: buffer.size)
        state.scrollOffset = SearchViewState.scrollOffset(
            keeping: state.selectedIndex, visible: visibleRows, previous: state.scrollOffset, count: state.repos.count)
        StarredLayout.draw(state, into: &buffer, spinnerFrame: spinnerFrame)
    }

    func dismantle() {
        disposeBag = DisposeBag()
    }

    /// Moves the selection; a move near the end of a list with more pages is the load-more trigger.
    private func move(to index: Int) {
        state.selectedIndex = min(max(0, index), max(0, state.repos.count - 1))
        state.scrollOffset = SearchViewState.scrollOffset(
            keeping: state.selectedIndex, visible: visibleRows, previous: state.scrollOffset, count: state.repos.count)
        onChange?()
        if state.needsMore {
            loadMoreTrigger.accept(())
        }
    }
}
