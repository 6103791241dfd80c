/// How long the replay buffer of `share(replay:scope:)` lives.
public enum SubjectLifetimeScope: Sendable {
    /// Each connection to the source gets a fresh buffer: after the last observer leaves (or the source
    /// terminates), the next observer starts from scratch.
    case whileConnected
    /// One buffer for the life of the shared sequence: later connections first replay what earlier ones saw,
    /// and after the source terminated, late observers get the replay and the terminal event without a new
    /// subscription.
    case forever
}
