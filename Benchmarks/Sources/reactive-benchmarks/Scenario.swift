/// One benchmarked scenario, implemented three ways; each closure runs the scenario `n` times.
struct Scenario {
    let name: String
    let plainClosures: (Int) -> Void
    let reactive: (Int) -> Void
    let openCombine: (Int) -> Void
}
