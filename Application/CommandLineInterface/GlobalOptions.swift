import Foundation

/// Options accepted anywhere on the command line, whatever the command.
public struct GlobalOptions: Equatable, Sendable {
    /// The GitHub API base URL (`--api-url`), or nil for https://api.github.com.
    public var apiURL: URL?
    /// Whether to use the offline snapshot instead of the network (`--offline`).
    public var isOffline: Bool
    /// Whether colour was turned off with `--no-color`.
    public var isColorDisabled: Bool
    /// Whether the disk cache is bypassed (`--no-cache`).
    public var isCacheDisabled: Bool
    /// Whether each request is logged on standard error (`--debug`).
    public var isDebugEnabled: Bool

    /// Creates global options; all off by default.
    public init(
        apiURL: URL? = nil, isOffline: Bool = false, isColorDisabled: Bool = false, isCacheDisabled: Bool = false,
        isDebugEnabled: Bool = false
    ) {
        self.apiURL = apiURL
        self.isOffline = isOffline
        self.isColorDisabled = isColorDisabled
        self.isCacheDisabled = isCacheDisabled
        self.isDebugEnabled = isDebugEnabled
    }
}
