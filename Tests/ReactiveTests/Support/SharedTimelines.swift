import Reactive
import ReactiveTesting

/// Input timelines that several of RxSwift's operator suites share, spelled once.
enum SharedTimelines {
    /// Nineteen values from tick 70 to 630 (two of them before the usual subscription at 200), with no ending:
    /// the input of RxSwift's take and skip suites.
    static let nineteenValues: [Recorded<Event<Int>>] = [
        .next(70, 6), .next(150, 4), .next(210, 9), .next(230, 13), .next(270, 7), .next(280, 1), .next(300, -1),
        .next(310, 3), .next(340, 8), .next(370, 11), .next(410, 15), .next(415, 16), .next(460, 72),
        .next(510, 76), .next(560, 32), .next(570, -100), .next(580, -3), .next(590, 5), .next(630, 10),
    ]

    /// The values of `nineteenValues` a subscriber at 200 sees, from the `first` (counting from zero) to the
    /// `last` included.
    static func seenFrom200(_ range: ClosedRange<Int>) -> [Recorded<Event<Int>>] {
        Array(nineteenValues.dropFirst(2)[(range.lowerBound + 2)...(range.upperBound + 2)])
    }

    /// The input of RxSwift's take(while:) and skip(while:) suites: primes from 210 to 350, then 4 at 390 (the
    /// first value that is not prime) and a mix after it. `extra` events are merged in by time; `end` closes it.
    static func primesThenOthers(extra: [Recorded<Event<Int>>] = [], end: Recorded<Event<Int>>? = .completed(600))
        -> [Recorded<Event<Int>>]
    {
        let values: [Recorded<Event<Int>>] = [
            .next(90, -1), .next(110, -1), .next(210, 2), .next(260, 5), .next(290, 13), .next(320, 3), .next(350, 7),
            .next(390, 4), .next(410, 17), .next(450, 8), .next(500, 23),
        ]
        let merged = (values + extra).enumerated().sorted {
            ($0.element.time, $0.offset) < ($1.element.time, $1.offset)
        }
        return merged.map(\.element) + (end.map { [$0] } ?? [])
    }
}
