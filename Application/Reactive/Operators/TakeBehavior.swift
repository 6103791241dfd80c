/// Whether `take(while:behavior:)` and `take(until:behavior:)` also send the value that ends the sequence.
public enum TakeBehavior: Sendable {
    /// The value that ends the sequence is sent before the completion.
    case inclusive
    /// The value that ends the sequence is dropped (the default, as in RxSwift).
    case exclusive
}
