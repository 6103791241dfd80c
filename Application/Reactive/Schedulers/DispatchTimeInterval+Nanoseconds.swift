import Dispatch

extension DispatchTimeInterval {
    /// The interval in nanoseconds, or `nil` for `.never`.
    var nanoseconds: Int? {
        switch self {
        case .seconds(let value): return value * 1_000_000_000
        case .milliseconds(let value): return value * 1_000_000
        case .microseconds(let value): return value * 1_000
        case .nanoseconds(let value): return value
        case .never: return nil
        @unknown default: return nil
        }
    }
}
