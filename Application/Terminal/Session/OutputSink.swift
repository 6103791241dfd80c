/// Where terminal output goes: the real standard output, or a recorder in tests.
public protocol OutputSink {
    /// Writes all of `bytes`, in order.
    func write(_ bytes: [UInt8])
}
