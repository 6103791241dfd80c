/// A plain integer total that the benchmarks' subscribers add to, so the optimiser cannot drop the work.
///
/// `@unchecked Sendable` is deliberate and confined to this benchmark: the Reactive subscribers require
/// `@Sendable` closures, every benchmark runs on one thread, and an atomic here would inflate every figure
/// (including the floor) by the cost of a locked instruction per event.
final class Counter: @unchecked Sendable {
    var total = 0
}
