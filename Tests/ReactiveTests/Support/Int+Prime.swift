extension Int {
    /// Whether the number is prime, by trial division (the predicate RxSwift's filter tests use).
    var isPrime: Bool {
        guard self > 1 else { return false }
        var divisor = 2
        while divisor * divisor <= self {
            if isMultiple(of: divisor) { return false }
            divisor += 1
        }
        return true
    }
}
