import Reactive

/// Events compare equal in tests, as in RxTest (the core itself never compares events).
extension Event: Equatable where Element: Equatable {
    /// Compares two events; errors are equal when they have the same type and the same `String(reflecting:)`
    /// description (so `TestError.failed` equals `TestError.failed`, whatever its identity).
    public static func == (lhs: Event<Element>, rhs: Event<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.next(let left), .next(let right)):
            return left == right
        case (.error(let left), .error(let right)):
            return type(of: left) == type(of: right) && String(reflecting: left) == String(reflecting: right)
        case (.completed, .completed):
            return true
        default:
            return false
        }
    }
}
