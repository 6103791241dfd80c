import Foundation
import Synchronization
import XCTest

@testable import Platform

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A hand-written `HTTPTransport` that records each request and answers with a scripted handler.
final class RecordingTransport: HTTPTransport {
    typealias Handler = @Sendable (URLRequest) async throws -> (Data, HTTPURLResponse)

    private let handler: Handler
    private let recorded = Mutex<[(request: URLRequest, maximumBodyBytes: Int)]>([])

    init(handler: @escaping Handler) {
        self.handler = handler
    }

    /// A transport answering every request with the same status, headers and body.
    convenience init(status: Int, headers: [String: String] = [:], body: String = "") {
        self.init { request in
            (Data(body.utf8), try RecordingTransport.response(for: request, status: status, headers: headers))
        }
    }

    var requests: [URLRequest] { recorded.withLock { $0.map(\.request) } }

    /// The body cap each request was sent with, in order.
    var bodyLimits: [Int] { recorded.withLock { $0.map(\.maximumBodyBytes) } }

    func send(_ request: URLRequest, maximumBodyBytes: Int) async throws -> (Data, HTTPURLResponse) {
        recorded.withLock { $0.append((request, maximumBodyBytes)) }
        return try await handler(request)
    }

    static func response(for request: URLRequest, status: Int, headers: [String: String] = [:]) throws
        -> HTTPURLResponse
    {
        let url = try XCTUnwrap(request.url)
        return try XCTUnwrap(
            HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers))
    }
}
