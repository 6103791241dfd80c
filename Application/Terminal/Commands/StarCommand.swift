import Application
import Domain

/// `repo-browser star OWNER/NAME` and `repo-browser unstar OWNER/NAME`: the change the detail screen's star key
/// makes, through the same `StarUseCaseType`, said in one line.
///
/// When starring cannot work here (no token, or offline) the command fails with that reason and sends nothing;
/// GitHub's refusal fails it with GitHub's reason, worded as everywhere else.
public struct StarCommand: NonInteractiveCommand {
    private let useCase: any StarUseCaseType
    private let reference: RepoReference
    private let isStarred: Bool
    private let wording: ErrorMessage

    /// Creates the command starring (`isStarred` true) or unstarring `reference` through `useCase`.
    public init(
        useCase: any StarUseCaseType, reference: RepoReference, isStarred: Bool, wording: ErrorMessage = ErrorMessage()
    ) {
        self.useCase = useCase
        self.reference = reference
        self.isStarred = isStarred
        self.wording = wording
    }

    /// Sends the change, or reports why it was not made.
    public func run() async -> CommandReport {
        if let refusal = useCase.refusal {
            return .failed(refusal, wording: wording)
        }
        do {
            _ = try await useCase.setStarred(isStarred, reference).lastElement()
        } catch {
            return .failed(error, wording: wording)
        }
        return CommandReport(output: "", notice: "\(isStarred ? "Starred" : "Unstarred") \(reference).")
    }
}
