/// Where the account screen can lead; the terminal front end implements it.
@MainActor
public protocol AccountNavigatorType: Sendable {
    /// Returns to the screen before.
    func back()
    /// Shows the repositories `owner` (the signed-in login) owns.
    func toOwnerRepositories(_ owner: String)
}
