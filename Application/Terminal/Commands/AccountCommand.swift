import Application
import Domain
import Foundation

/// `repo-browser account`: the account screen's text, for a script or a quick look: who is signed in, where the
/// token came from, the search and core quotas with their reset times, and how to raise them when anonymous.
///
/// The lines are `AccountLayout`'s and the token's wording is `TokenDescription`'s, so the command and the
/// interactive screen cannot say different things. The offline snapshot has no quotas: then the screen's
/// explanation is printed and the command still succeeds.
public struct AccountCommand: NonInteractiveCommand {
    /// The width the lines are wrapped to.
    static let width = 80

    private let useCase: any AccountUseCaseType
    private let wording: ErrorMessage
    private let timeZone: TimeZone

    /// Creates the command over `useCase`, the account screen's use case; reset times are shown in `timeZone`.
    public init(
        useCase: any AccountUseCaseType, wording: ErrorMessage = ErrorMessage(), timeZone: TimeZone = .current
    ) {
        self.useCase = useCase
        self.wording = wording
        self.timeZone = timeZone
    }

    /// Fetches the account (with a token) and the quotas, or reports why it could not.
    public func run() async -> CommandReport {
        let authentication = useCase.authentication
        let token = TokenDescription(authentication)
        var state = AccountViewState()
        state.tokenSource = token.source
        state.hint = token.hint
        do {
            let account = authentication.hasToken ? try await useCase.signedInAccount().firstElement() : nil
            state.account = AccountState(signedInAs: account)
            state.quotas = try await useCase.rateLimits().firstElement()
        } catch RepositoryError.notRecorded(let reason) {
            state.error = wording.text(for: .notRecorded(reason: reason))
        } catch {
            return .failed(error, wording: wording)
        }
        let lines = AccountLayout.lines(for: state, width: Self.width, timeZone: timeZone).map(\.text)
        return CommandReport(output: lines.joined(separator: "\n") + "\n")
    }
}
