import Reactive
import XCTest

final class ObservableValuesTests: ReactiveTestCase {
    func test_values_yieldsEveryElementThenFinishes() async throws {
        var received: [Int] = []
        for try await value in Observable.of(1, 2, 3).values {
            received.append(value)
        }
        XCTAssertEqual(received, [1, 2, 3])
    }

    func test_values_throwsTheObservablesError() async {
        var received: [Int] = []
        do {
            for try await value in Observable.concat(.just(1), .error(TestError.failed)).values {
                received.append(value)
            }
            XCTFail("the sequence should have thrown")
        } catch {
            XCTAssertEqual(error as? TestError, .failed)
        }
        XCTAssertEqual(received, [1])
    }

    func test_values_endingTheIterationEarlyDisposesTheSubscription() async throws {
        let disposed = expectation(description: "subscription disposed")
        let source = Observable.concat(.of(1, 2), .never()).do(onDispose: { disposed.fulfill() })
        for try await value in source.values {
            XCTAssertEqual(value, 1)
            break
        }
        await fulfillment(of: [disposed], timeout: 10)
    }
}
