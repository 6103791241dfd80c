import Application
import Domain
import Foundation

/// Words an error as one sentence a person can act on, for the screens and the commands: the view models and use
/// cases hand over typed errors (`RepositoryError`, `SearchHistoryProblem`), and this front end says what they mean
/// here, naming its own variables, commands and keys.
///
/// Reset times are shown in `timeZone` on a 24-hour clock; `now` decides whether a reset lies in the past
/// or on another day. Text from GitHub inside a message is untrusted: sanitise it where it meets the terminal.
public struct ErrorMessage: Sendable {
    /// The time zone reset times are shown in.
    public let timeZone: TimeZone
    public let now: @Sendable () -> Date
    /// Which token requests carry, so advice names the variable actually used (or the ones that would be).
    public let authentication: Authentication
    /// The source the data comes from, whose advice follows what it does not record.
    public let dataSource: DataSource
    /// What a person can do when GitHub cannot be reached at all (`run with --offline`, or the key that switches to
    /// the snapshot); `nil` when there is nothing else to read.
    public let offlineAdvice: String?

    /// The advice of the commands, which a person runs again: the flag that reads the snapshot.
    public static let offlineFlagAdvice = "run with --offline"

    /// Creates the wording for the local time zone and the system clock, or the ones given (for tests), about
    /// requests authenticated as `authentication` to `dataSource`, advising `offlineAdvice` when GitHub cannot be
    /// reached.
    public init(
        timeZone: TimeZone = .current, now: @escaping @Sendable () -> Date = { Date() },
        authentication: Authentication = .anonymousGithub, dataSource: DataSource = DataSource(),
        offlineAdvice: String? = ErrorMessage.offlineFlagAdvice
    ) {
        self.timeZone = timeZone
        self.now = now
        self.authentication = authentication
        self.dataSource = dataSource
        self.offlineAdvice = offlineAdvice
    }

    /// This wording, advising `advice` (or nothing) when GitHub cannot be reached.
    public func advisingOffline(_ advice: String?) -> ErrorMessage {
        ErrorMessage(
            timeZone: timeZone, now: now, authentication: authentication, dataSource: dataSource, offlineAdvice: advice)
    }

    /// The sentence for `error`: a `RepositoryError` or a `SearchHistoryError` by its case, anything else by its
    /// description.
    public func text(for error: any Error) -> String {
        if let historyError = error as? SearchHistoryError { return text(for: historyError) }
        return text(for: RepositoryError(error))
    }

    public func text(for error: RepositoryError) -> String {
        switch error {
        case .rateLimited(let resetAt, let tokenWouldRaiseLimit):
            let advice = tokenWouldRaiseLimit ? "set \(authentication.tokenVariableList) for a higher limit" : nil
            guard let resetAt else {
                return "GitHub's rate limit is used up; "
                    + (advice.map { "try again in a minute, or \($0)" } ?? "try again in a minute")
            }
            guard resetAt > now() else {
                return "GitHub's rate limit was used up and has just been reset; try again"
            }
            return "GitHub's rate limit is used up until \(clockTime(resetAt)); " + (advice ?? "try again then")
        case .invalidQuery(let message):
            return "GitHub cannot run this search: \(message); change the query"
        case .network(let failure, let host):
            return text(for: failure, host: host)
        case .issuesDisabled(let repository):
            return "The '\(repository)' repository has disabled issues"
        case .repositoryNotFound(let repository):
            let access =
                authentication.hasToken
                ? "that the token\(tokenOrigin) can read it"
                : "set \(authentication.tokenVariableList) if it is private"
            return "Repository \(repository) was not found; check the owner and name, or \(access)"
        case .untrustedPageLink(let address, let apiBase):
            return "GitHub's answer led to its next page at \(address), outside the API at \(apiBase); "
                + "not followed, and no token was sent there"
        case .notAPullRequest(let reference):
            return "\(reference) is an issue, not a pull request; read it with issue view \(reference.number)"
        case .notFound(let resource):
            return "GitHub has no \(resource); it may have been renamed, deleted or made private"
        case .notServed(let resource, let host):
            return "\(host) does not serve \(resource) (status 404); check the API URL"
        case .unauthorized(let message):
            guard authentication.hasToken else {
                return "GitHub asks for a token: \(message); set \(authentication.tokenVariableList)"
            }
            return "GitHub refused the token\(tokenOrigin): \(message); \(tokenAdvice)"
        case .forbidden(let message):
            guard authentication.hasToken else {
                return "GitHub refused access without a token: \(message); "
                    + "setting \(authentication.tokenVariableList) may help"
            }
            return "GitHub refused access with the token\(tokenOrigin): \(message); check that token's permissions"
        case .tokenRequired(let action):
            return "\(Self.capitalized(action)) needs a GitHub token; set \(authentication.tokenVariableList) "
                + "(nothing was sent)"
        case .missingPermission(let action, let requirement, let message):
            return "GitHub refused \(action) with the token\(tokenOrigin): \(message); \(requirement)"
        case .rejected(let action, let message):
            return "GitHub refused \(action): \(message)"
        case .unavailable(let resource, let message):
            return "GitHub does not provide the \(resource): \(message)"
        case .rateLimitsDisabled(let host):
            return "\(host) has no rate limits: rate limiting is turned off on this server"
        case .serverError(let status):
            return "GitHub failed to answer (status \(status)); try again in a minute"
        case .badResponse(let reason, let keyPath):
            let place = keyPath.map { " at '\($0)'" } ?? ""
            return "GitHub's answer could not be read (\(reason)\(place)); try again, and report it if it persists"
        case .cancelled:
            return "The request was cancelled; try again"
        case .notRecorded(let reason):
            return dataSource.unrecordedAdvice.map { "\(reason); \($0)" } ?? reason
        case .unexpected(let description):
            return "Something went wrong: \(description); try again"
        }
    }

    /// The sentence for a search history that cannot be used; the program goes on without it.
    public func text(for error: SearchHistoryError) -> String {
        switch error {
        case .cannotOpen(let path, let reason):
            "Search history is off: \(path) cannot be opened (\(reason))"
        case .newerSchema(let path, let found, let known):
            "Search history is off: \(path) was written by a newer RepoBrowser (schema \(found), this one knows "
                + "\(known)); it was left as it is"
        case .readOnly(let path):
            "Search history is off: \(path) cannot be written (read-only)"
        case .diskFull(let path):
            "Search history is off: the disk holding \(path) is full"
        case .busy(let path):
            "Search history is busy: another repo-browser kept \(path) locked; try again"
        case .damaged(let path, let reason):
            "Search history is off: \(path) is damaged (\(reason))"
        case .failed(let path, let reason):
            "Search history is off: \(path) failed: \(reason)"
        }
    }

    /// The sentence for what the search history's problem is.
    public func text(for problem: SearchHistoryProblem) -> String {
        switch problem {
        case .unusable(let error): text(for: error)
        case .replaced(let recovery): text(for: recovery)
        }
    }

    /// The sentence for a damaged history file that was moved aside for a new one.
    public func text(for recovery: SearchHistoryRecovery) -> String {
        "The search history was damaged (\(recovery.reason)); it was moved to \(recovery.movedTo) and a new one "
            + "started"
    }

    /// `text` with its first letter in upper case.
    private static func capitalized(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }

    /// The sentence for a transport failure with `host`, by cause: each cause that means the host could not be
    /// reached at all ends with the offline advice; a host that answered badly does not.
    private func text(for failure: NetworkFailure, host: String) -> String {
        let orOffline = offlineAdvice.map { " or \($0)" } ?? ""
        let commaOrOffline = offlineAdvice.map { ", or \($0)" } ?? ""
        return switch failure {
        case .unreachable:
            "Cannot reach \(host); check the connection\(orOffline)"
        case .hostNotFound:
            "Cannot find the host \(host) (DNS lookup failed); check the API URL and the connection\(commaOrOffline)"
        case .secureConnectionFailed:
            "Cannot make a secure connection to \(host) (TLS failed); check the API URL and the system's certificates"
                + commaOrOffline
        case .timedOut(let seconds):
            "\(host) did not answer within \(seconds) seconds (timed out); try again later\(orOffline)"
        case .tooManyRedirects:
            "\(host) redirected too many times; check the API URL"
        case .responseTooLarge(let limitBytes):
            "\(host) sent a response too large to read (over \(Self.megabytes(limitBytes))); not shown"
        case .headerTooLarge:
            "\(host) sent response headers too large to read; check the API URL"
        case .redirectToUnsupportedScheme(let scheme):
            "\(host) redirected to a '\(scheme):' URL, which is not HTTP; not followed"
        case .malformedResponse:
            "\(host) answered, but not with a valid HTTP response; check the API URL, or try again later"
        }
    }

    /// `20 MB` for 20_000_000 bytes, `512 KB` below a megabyte.
    private static func megabytes(_ bytes: Int) -> String {
        bytes >= 1_000_000 ? "\(bytes / 1_000_000) MB" : "\(max(1, bytes / 1000)) KB"
    }

    /// ` from GH_TOKEN` when the token's source is known.
    private var tokenOrigin: String {
        authentication.tokenSource.map { " from \($0)" } ?? ""
    }

    /// Where to fix a refused token: the variable it came from, or the GitHub CLI's login.
    private var tokenAdvice: String {
        switch authentication.tokenSource {
        case .environmentVariable(let name): "check \(name)"
        case .githubCLI(let host): "run gh auth login --hostname \(host), or set \(authentication.tokenVariableList)"
        case nil: "check \(authentication.tokenVariableList)"
        }
    }

    /// `14:05` for a time today in `timeZone`, `2025-03-04 14:05` for another day.
    private func clockTime(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let time = "\(twoDigits(parts.hour ?? 0)):\(twoDigits(parts.minute ?? 0))"
        guard !calendar.isDate(date, inSameDayAs: now()) else { return time }
        return "\(parts.year ?? 0)-\(twoDigits(parts.month ?? 0))-\(twoDigits(parts.day ?? 0)) \(time)"
    }

    private func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
