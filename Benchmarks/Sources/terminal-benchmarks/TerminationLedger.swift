/// Counts the processes the benchmark started and those that did not end on SIGTERM (the goal is none).
final class TerminationLedger {
    /// Processes started.
    var started = 0
    /// Processes still running 2 s after SIGTERM, which had to be killed.
    var ignoredTermination = 0
}
