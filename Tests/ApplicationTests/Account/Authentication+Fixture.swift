import Domain

extension Authentication {
    /// A github.com token from `GH_TOKEN`.
    static let fixtureToken = Authentication(
        host: "github.com", tokenSource: .environmentVariable("GH_TOKEN"), tokenVariables: ["GH_TOKEN", "GITHUB_TOKEN"])
}
