import Reactive

/// A value stamped with the virtual tick at which it happened, as recorded by `TestScheduler`.
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

    /// An `.error(error)` event at `time`; the type argument helps inference where nothing else names it.
    public static func error<Element>(
        _ time: Int, _ error: any Error, _ type: Element.Type = Element.self
    ) -> Recorded<Event<Element>> where Value == Event<Element> {
        Recorded(time: time, value: .error(error))
    }

    /// A `.completed` event at `time`; the type argument helps inference where nothing else names it.
    public static func completed<Element>(_ time: Int, _ type: Element.Type = Element.self) -> Recorded<Event<Element>>
    where Value == Event<Element> {
        Recorded(time: time, value: .completed)
    }

    /// The recorded events given, as an array whose element type is inferred from them.
    public static func events<Element>(_ events: Recorded<Event<Element>>...) -> [Recorded<Event<Element>>]
    where Value == Event<Element> {
        events
    }

    /// The recorded events given, as an array whose element type is inferred from them.
    public static func events<Element>(_ events: [Recorded<Event<Element>>]) -> [Recorded<Event<Element>>]
    where Value == Event<Element> {
        events
    }
}
