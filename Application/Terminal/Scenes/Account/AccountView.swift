import Application
import Foundation
import Reactive

/// The account screen: drives `AccountViewModel`'s outputs into `AccountViewState`, drawn by `AccountLayout`.
@MainActor
final class AccountView: BindableType, TerminalView {
    let viewModel: AccountViewModel
    var state = AccountViewState()
    var onChange: (@MainActor () -> Void)?
    private(set) var disposeBag = DisposeBag()
    private let wording: ErrorMessage
    private let timeZone: TimeZone
    /// Fires once every output is bound, as `viewWillAppear` does in an RxSwift app: a driver bound on the
    /// main queue delivers synchronously, so a trigger firing while the view binds would start the load
    /// before the error and loading outputs are listened to.
    private let appeared = PublishRelay<Void>()
    /// The keys that fire the view model's inputs, declared by `bindViewModel()`.
    private let keys = ScreenKeys()

    /// Creates the screen for `viewModel`; `wording` words errors and the token's advice, reset times are shown in
    /// `timeZone`.
    init(viewModel: AccountViewModel, wording: ErrorMessage = ErrorMessage(), timeZone: TimeZone = .current) {
        self.viewModel = viewModel
        self.wording = wording
        self.timeZone = timeZone
    }

    var isOverlay: Bool { false }
    var isBusy: Bool { state.isLoading }

    func bindViewModel() {
        let back = keys.trigger(CommonKeys.back, "back", hint: "Esc back")
        let refresh = keys.trigger(CommonKeys.refresh, "load again", hint: "r refresh")
        let ownerRepositories = keys.trigger(
            [.character("u")], "your repositories, once the account is known", hint: "u repos")
        let output = viewModel.transform(
            AccountViewModel.Input(
                loadTrigger: appeared.asDriver(), refreshTrigger: refresh, backTrigger: back,
                ownerRepositoriesTrigger: ownerRepositories))
        bind(output.account) { state, account in state.account = account }
        bind(output.quotas) { state, quotas in state.quotas = quotas }
        bind(output.authentication) { state, authentication in
            let token = TokenDescription(authentication)
            state.tokenSource = token.source
            state.hint = token.hint
        }
        bind(output.isLoading) { state, isLoading in state.isLoading = isLoading }
        let wording = self.wording
        bind(output.error) { state, error in state.error = error.map { wording.text(for: $0) } }
        bind(output.wentBack)
        bind(output.ownerRepositoriesShown)
        appeared.accept(())
    }

    func stateDidChange() {
        onChange?()
    }

    var keyBindings: [KeyBinding] { keys.bindings }

    func draw(into buffer: inout ScreenBuffer, spinnerFrame: Int) {
        AccountLayout.draw(
            state, spinnerFrame: spinnerFrame, timeZone: timeZone, hints: keyBindings.compactMap(\.hint), into: &buffer)
    }

    func dismantle() {
        disposeBag = DisposeBag()
    }
}
