import Dispatch

/// Times an operation over several rounds and reports the median cost of one operation.
struct Measurement {
    let rounds: Int
    let iterations: Int

    /// Runs `body(iterations)` once to warm up, then `rounds` times, and returns the median nanoseconds per iteration.
    func nanosecondsPerOperation(_ body: (Int) -> Void) -> Double {
        body(max(1, iterations / 10))
        var samples: [Double] = []
        for _ in 0..<rounds {
            let start = DispatchTime.now().uptimeNanoseconds
            body(iterations)
            let end = DispatchTime.now().uptimeNanoseconds
            samples.append(Double(end - start) / Double(iterations))
        }
        samples.sort()
        return samples[samples.count / 2]
    }
}
