import Application
import Foundation
import Reactive

/// The account screen: drives `AccountViewModel`'s outputs into `AccountViewState`, drawn by `AccountLayout`.
@MainActor
final class AccountView: BindableType, TerminalView {
    /// The account screen's view model.
    let viewModel: AccountViewModel
    /// What the screen shows.
    var state = AccountViewState()
    /// Called whenever `state` changed.
    var onChange: (@MainActor () -> Void)?
    /// Holds the bindings.
    private(set) var disposeBag = DisposeBag()
    private let timeZone: TimeZone
    /// Fires once every output is bound, as `viewWillAppear` does in an RxSwift app: a driver bound on the
    /// main queue delivers synchronously, so a trigger firing while the view binds would start the load
    /// before the error and loading outputs are listened to.
    private let loadTrigger = PublishRelay<Void>()
    private let refreshTrigger = PublishRelay<Void>()
    private let backTrigger = PublishRelay<Void>()

    /// Creates the screen for `viewModel`; reset times are shown in `timeZone`.
    init(viewModel: AccountViewModel, timeZone: TimeZone = .current) {
        self.viewModel = viewModel
        self.timeZone = timeZone
    }

    var isOverlay: Bool { false }
    var isBusy: Bool { state.isLoading }

    func bindViewModel() {
        let output = viewModel.transform(
            AccountViewModel.Input(
                loadTrigger: loadTrigger.asDriver(), refreshTrigger: refreshTrigger.asDriver(),
                backTrigger: backTrigger.asDriver()))
        bind(output.account) { state, account in state.account = account }
        bind(output.quotas) { state, quotas in
            state.quotas = quotas
            if quotas != nil { state.error = nil }
        }
        bind(output.tokenSource) { state, source in state.tokenSource = source }
        bind(output.hint) { state, hint in state.hint = hint }
        bind(output.isLoading) { state, isLoading in state.isLoading = isLoading }
        bind(output.error) { state, error in state.error = error }
        bind(output.wentBack)
        loadTrigger.accept(())
    }

    /// Redraws.
    func stateDidChange() {
        onChange?()
    }

    var keyBindings: [KeyBinding] {
        [
            KeyBinding([.back], "back", hint: "Esc back") { [backTrigger] _ in backTrigger.accept(()) },
            KeyBinding([.refresh], "load again", hint: "r refresh") { [refreshTrigger] _ in refreshTrigger.accept(()) },
        ]
    }

    func draw(into buffer: inout ScreenBuffer, spinnerFrame: Int) {
        AccountLayout.draw(
            state, spinnerFrame: spinnerFrame, timeZone: timeZone, hints: keyBindings.compactMap(\.hint), into: &buffer)
    }

    func dismantle() {
        disposeBag = DisposeBag()
    }
}
