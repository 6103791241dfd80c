import Synchronization

/// Counts live reactive resources (subscriptions and subject observers) so tests can prove that a disposed
/// chain leaves nothing behind.
///
/// The counter only exists in debug builds; release builds pay nothing for it.
public enum Resources {
    #if DEBUG
        static let counter = Atomic<Int>(0)

        /// The number of live subscriptions and subject observers right now.
        public static var total: Int {
            counter.load(ordering: .sequentiallyConsistent)
        }
    #endif

    @usableFromInline
    static func increment() {
        #if DEBUG
            counter.wrappingAdd(1, ordering: .sequentiallyConsistent)
        #endif
    }

    @usableFromInline
    static func decrement() {
        #if DEBUG
            counter.wrappingSubtract(1, ordering: .sequentiallyConsistent)
        #endif
    }
}
