/// A scenario set up in one library: `body(n)` performs the measured operation `n` times; `finish` releases
/// what the set-up created. Only `body` is measured.
package struct PreparedRun {
    package let body: (Int) -> Void
    package let finish: () -> Void
}
