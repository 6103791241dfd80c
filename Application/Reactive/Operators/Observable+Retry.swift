extension Observable {
    /// Resubscribes to this sequence after an error, making at most `maxAttempts` subscriptions in total;
    /// the last error is forwarded. Values sent by failed attempts are not taken back.
    public func retry(_ maxAttempts: Int) -> Observable<Element> {
        let source = self
        return .create { observer in
            RetrySink(observer: observer, source: source, maxAttempts: max(1, maxAttempts)).run()
        }
    }
}
