/// How the process's memory allocator grows its heaps.
public enum ProcessHeap {
    /// Has the allocator grow a heap 4 MiB ahead of need (glibc; nothing on Darwin), so that a large README's render
    /// on a worker thread grows its arena a few times instead of a few hundred, each a system call. Called first
    /// thing in `main.swift`, before any thread starts.
    public static func growInLargeSteps() {
        HostPlatform.padHeapGrowth(by: 4 << 20)
    }
}
