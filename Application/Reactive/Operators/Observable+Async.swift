extension Observable {
    /// Bridges an async function: each subscription starts a `Task` running `operation`, sends its result and
    /// completes, or fails with the error it throws.
    ///
    /// Disposing the subscription cancels the task (the operation sees `Task.isCancelled` and cooperative
    /// cancellation), and nothing is delivered afterwards. Events arrive on the task's executor, not on the
    /// subscribing thread: use `observe(on:)` or a `Driver` to move them.
    public static func fromAsync(_ operation: @escaping @Sendable () async throws -> Element) -> Observable<Element> {
        .create { observer in
            let task = Task {
                do {
                    let element = try await operation()
                    observer.onNext(element)
                    observer.onCompleted()
                } catch {
                    observer.onError(error)
                }
            }
            return Disposables.create { task.cancel() }
        }
    }
}
