/// A usage error together with the command it happened in, worded the way `gh` and swift-argument-parser users
/// expect: one `error:` line and a pointer to the right help, never the whole usage text.
public struct CommandLineFailure: Error, Equatable {
    public let error: CommandLineError
    /// The command whose arguments were wrong, or nil before (or without) a command.
    public let commandName: String?

    public init(_ error: CommandLineError, commandName: String? = nil) {
        self.error = error
        self.commandName = commandName
    }

    /// `error: MESSAGE` and `Run 'PROGRAM [COMMAND] --help' for usage.`, each on its own line.
    public func text(programName: String) -> String {
        let helpCommand = [programName, commandName, "--help"].compactMap { $0 }.joined(separator: " ")
        return "error: \(error.message)\nRun '\(helpCommand)' for usage.\n"
    }
}
