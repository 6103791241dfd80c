import Application
import Domain
import Foundation
import Reactive

/// The search list screen: sends keys to `MainViewModel` as triggers and draws its outputs with `MainLayout`.
@MainActor
final class MainView: BindableType, TerminalView {
    /// The list's view model.
    let viewModel: MainViewModel
    /// What the screen shows.
    private(set) var state = MainViewState()
    /// Called whenever `state` changed.
    var onChange: (@MainActor () -> Void)?
    private var disposeBag = DisposeBag()
    private let timeZone: TimeZone
    private var visibleRows = MainLayout.visibleRows(in: .fallback)
    private let refreshTrigger = PublishRelay<Void>()
    private let queryText = PublishRelay<String>()
    private let sortTrigger = PublishRelay<Void>()
    private let loadMoreTrigger = PublishRelay<Void>()
    private let selection = PublishRelay<Int>()
    private let openInBrowserTrigger = PublishRelay<Int>()
    private let helpTrigger = PublishRelay<Void>()
    private let accountTrigger = PublishRelay<Void>()

    /// Creates the screen for `viewModel`; times are shown in `timeZone`.
    init(viewModel: MainViewModel, timeZone: TimeZone = .current) {
        self.viewModel = viewModel
        self.timeZone = timeZone
    }

    var isOverlay: Bool { false }
    var isBusy: Bool { state.isBusy }
    var isEditingText: Bool { state.queryEditor != nil }

    func bindViewModel() {
        let input = MainViewModel.Input(
            loadTrigger: Driver.just(()), refreshTrigger: refreshTrigger.asDriver(), queryText: queryText.asDriver(),
            sortTrigger: sortTrigger.asDriver(), loadMoreTrigger: loadMoreTrigger.asDriver(),
            selection: selection.asDriver(), openInBrowserTrigger: openInBrowserTrigger.asDriver(),
            helpTrigger: helpTrigger.asDriver(), accountTrigger: accountTrigger.asDriver())
        let output = viewModel.transform(input)
        bind(output.repos) { state, repos in state.show(repos) }
        bind(output.isLoading) { state, isLoading in state.isLoading = isLoading }
        bind(output.isLoadingMore) { state, isLoadingMore in state.isLoadingMore = isLoadingMore }
        bind(output.isAnswered) { state, isAnswered in state.isAnswered = isAnswered }
        bind(output.error) { state, error in state.error = error }
        bind(output.hasMore) { state, hasMore in state.hasMore = hasMore }
        bind(output.totalCount) { state, totalCount in state.totalCount = totalCount }
        bind(output.rateLimit) { state, rateLimit in state.rateLimit = rateLimit }
        bind(output.isSampleData) { state, isSampleData in state.isSampleData = isSampleData }
        bind(output.searchText) { state, searchText in state.searchText = searchText }
        bind(output.sort) { state, sort in state.sort = sort }
        output.selectedRepo.drive().disposed(by: disposeBag)
        output.openedInBrowser.drive().disposed(by: disposeBag)
        output.helpShown.drive().disposed(by: disposeBag)
        output.accountShown.drive().disposed(by: disposeBag)
    }

    func handle(_ key: Key) {
        if var editor = state.queryEditor {
            switch editor.handle(key) {
            case .editing:
                state.queryEditor = editor
            case .submitted(let text):
                state.queryEditor = nil
                state.error = nil
                queryText.accept(text)
            case .cancelled:
                state.queryEditor = nil
            }
            onChange?()
            return
        }
        if case .paste = key {
            var editor = QueryEditor()
            _ = editor.handle(key)
            state.queryEditor = editor
            onChange?()
            return
        }
        guard let command = KeyCommand(key: key) else { return }
        switch command {
        case .moveUp: move(to: state.selectedIndex - 1)
        case .moveDown: move(to: state.selectedIndex + 1)
        case .pageUp: move(to: state.selectedIndex - max(1, visibleRows - 1))
        case .pageDown: move(to: state.selectedIndex + max(1, visibleRows - 1))
        case .top: move(to: 0)
        case .bottom: move(to: state.repos.count - 1)
        case .open: selection.accept(state.selectedIndex)
        case .openInBrowser: openInBrowserTrigger.accept(state.selectedIndex)
        case .editQuery:
            state.queryEditor = QueryEditor(text: state.searchText)
            onChange?()
        case .cycleSort:
            state.error = nil
            sortTrigger.accept(())
        case .refresh:
            state.error = nil
            refreshTrigger.accept(())
        case .account: accountTrigger.accept(())
        case .help: helpTrigger.accept(())
        case .back, .quit: break
        }
    }

    func draw(into buffer: inout ScreenBuffer, spinnerFrame: Int) {
        visibleRows = MainLayout.visibleRows(in: buffer.size)
        state.scrollOffset = MainViewState.scrollOffset(
            keeping: state.selectedIndex, visible: visibleRows, previous: state.scrollOffset, count: state.repos.count)
        MainLayout.draw(state, into: &buffer, spinnerFrame: spinnerFrame, timeZone: timeZone)
    }

    func dismantle() {
        disposeBag = DisposeBag()
    }

    /// Moves the selection and asks for the next page when it nears the end.
    private func move(to index: Int) {
        state.select(index, visibleRows: visibleRows)
        onChange?()
        requestMoreIfNeeded()
    }

    private func requestMoreIfNeeded() {
        if state.needsMore {
            loadMoreTrigger.accept(())
        }
    }

    /// Drives `driver` into the state on the main queue, then asks for a redraw.
    private func bind<Element: Sendable>(
        _ driver: Driver<Element>, _ apply: @escaping @MainActor (inout MainViewState, Element) -> Void
    ) {
        driver.drive(onNext: { [weak self] element in
            MainActor.assumeIsolated {
                guard let self else { return }
                apply(&self.state, element)
                if self.state.needsMore, self.state.selectedIndex >= self.state.repos.count - 1 {
                    self.loadMoreTrigger.accept(())
                }
                self.onChange?()
            }
        })
        .disposed(by: disposeBag)
    }
}
