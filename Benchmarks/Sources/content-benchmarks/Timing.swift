import Foundation

/// Medians of repeated timings. Besides wall-clock time it reports the thread's CPU time, which leaves out the
/// time the thread waited for a core: on a machine shared by several busy processes that wait dominates wall
/// time and varies from run to run, while CPU time stays put.
enum Timing {
    /// One body's median wall-clock and CPU time in milliseconds.
    struct Result {
        /// The median wall-clock time.
        let wallMilliseconds: Double
        /// The median CPU time of the calling thread.
        let cpuMilliseconds: Double
    }

    /// The medians of `runs` timings of `body`, after `warmUp` untimed calls.
    static func median(runs: Int, warmUp: Int, _ body: () throws -> Void) rethrows -> Result {
        for _ in 0..<warmUp { try body() }
        var wall: [Double] = []
        var cpu: [Double] = []
        for _ in 0..<runs {
            let wallStart = DispatchTime.now().uptimeNanoseconds
            let cpuStart = threadCPUNanoseconds()
            try body()
            cpu.append(Double(threadCPUNanoseconds() - cpuStart) / 1e6)
            wall.append(Double(DispatchTime.now().uptimeNanoseconds - wallStart) / 1e6)
        }
        wall.sort()
        cpu.sort()
        return Result(wallMilliseconds: wall[runs / 2], cpuMilliseconds: cpu[runs / 2])
    }

    private static func threadCPUNanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}
