/// The implementations every scenario is written in.
package enum Library: String, CaseIterable {
    /// Bare closures with no grammar, locking or disposal machinery: the floor.
    case plainClosures = "plain closures"
    /// This package's reactive core.
    case reactive = "Reactive"
    /// OpenCombine 0.14, the closest Combine-compatible library available on Linux.
    case openCombine = "OpenCombine"
}
