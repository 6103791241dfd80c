/// Times a closure many times and reports the median, which shrugs off the outliers of a noisy machine.
enum Stopwatch {
    /// The median duration of `runs` calls of `body` in milliseconds, after `warmUp` untimed calls.
    static func medianMilliseconds(runs: Int, warmUp: Int, _ body: () throws -> Void) rethrows -> Double {
        for _ in 0..<warmUp { try body() }
        var samples: [Double] = []
        samples.reserveCapacity(runs)
        let clock = ContinuousClock()
        for _ in 0..<runs {
            let elapsed = try clock.measure(body)
            samples.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3)
        }
        samples.sort()
        return samples[samples.count / 2]
    }
}
