/// A value stamped with the virtual time (in ticks) at which it happened, as recorded by `TestScheduler`.
public struct Recorded<Value> {
    /// The virtual time in ticks.
    public let time: Int
    /// What happened at that time.
    public let value: Value

    /// Creates a record of `value` at `time`.
    public init(time: Int, value: Value) {
        self.time = time
        self.value = value
    }
}

extension Recorded: Sendable where Value: Sendable {}

extension Recorded: Equatable where Value: Equatable {}

extension Recorded: CustomDebugStringConvertible {
    /// The value and its time, for readable test failures.
    public var debugDescription: String {
        "\(value) @ \(time)"
    }
}

extension Recorded {
    /// A `.next(element)` event at `time`.
    public static func next<Element>(_ time: Int, _ element: Element) -> Recorded<Event<Element>>
    where Value == Event<Element> {
        Recorded(time: time, value: .next(element))
    }

    /// An `.error(error)` event at `time`.
    public static func error<Element>(_ time: Int, _ error: any Error) -> Recorded<Event<Element>>
    where Value == Event<Element> {
        Recorded(time: time, value: .error(error))
    }

    /// A `.completed` event at `time`.
    public static func completed<Element>(_ time: Int) -> Recorded<Event<Element>>
    where Value == Event<Element> {
        Recorded(time: time, value: .completed)
    }
}
