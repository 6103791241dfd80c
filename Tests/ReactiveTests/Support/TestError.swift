/// Errors sent by test sequences.
enum TestError: Error, Equatable {
    case failed
    case other
}
