/// Failures the reactive core itself produces.
public enum ReactiveError: Error, Equatable {
    /// `timeout(_:scheduler:)` saw no element within the allowed time.
    case timeout
    /// A value was requested from a sequence or subject that has none.
    case noElements
}
