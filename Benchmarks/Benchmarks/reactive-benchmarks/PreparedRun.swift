/// A scenario set up in one library: `body(n)` performs the measured operation `n` times; `finish` releases
/// what the set-up created. Only `body` is measured.
struct PreparedRun {
    let body: (Int) -> Void
    let finish: () -> Void
}
