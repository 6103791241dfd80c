/// The exit statuses of `repo-browser`.
enum ExitCode: Int32 {
    /// The command did what was asked (including a search with no results).
    case success = 0
    /// The command failed at run time: the network, GitHub or the data (one sentence on standard error says why).
    case failure = 1
    /// The command line or the configuration is wrong (the message and, for arguments, the usage text).
    case usage = 2
}
