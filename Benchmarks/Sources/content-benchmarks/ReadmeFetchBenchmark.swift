import Domain
import Foundation
import Platform

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `content-benchmarks fetch FILE...`: the part of `show` between GitHub's answer and the README's text, in process.
/// Each file is answered as GitHub answers `GET /repos/{owner}/{repo}/readme` (JSON, base64 content with a line
/// break every 60 characters) by a transport that returns the body at once, and `GithubRepoRepository.readme` is
/// timed: reading the JSON, decoding the base64, checking the size and looking for the token.
enum ReadmeFetchBenchmark {
    /// Answers every request with one body, as a server would have sent it.
    struct CannedTransport: HTTPTransport {
        let body: Data

        func send(_ request: URLRequest, maximumBodyBytes: Int) async throws -> (Data, HTTPURLResponse) {
            guard
                let url = request.url,
                let response = HTTPURLResponse(
                    url: url, statusCode: 200, httpVersion: "HTTP/1.1",
                    headerFields: ["Content-Type": "application/json; charset=utf-8"])
            else { throw URLError(.badURL) }
            return (body, response)
        }
    }

    static func answer(for text: String) throws -> Data {
        let encoded = Array(Data(text.utf8).base64EncodedString().utf8)
        var content: [UInt8] = []
        var start = 0
        while start < encoded.count {
            let end = min(start + 60, encoded.count)
            content.append(contentsOf: encoded[start..<end])
            content.append(UInt8(ascii: "\n"))
            start = end
        }
        let body: [String: Any] = [
            "type": "file", "encoding": "base64", "size": text.utf8.count, "name": "README.md", "path": "README.md",
            "content": String(decoding: content, as: UTF8.self),
        ]
        return try JSONSerialization.data(withJSONObject: body)
    }

    static func processCPUNanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    static func run(paths: [String], runs: Int = 41) throws {
        for path in paths {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let body = try answer(for: text)
            let configuration = try APIConfiguration(baseURL: "http://127.0.0.1:9")
            let service = APIService(configuration: configuration, transport: CannedTransport(body: body))
            let repository = GithubRepoRepository(service: service)
            let reference = RepoReference(owner: "bench", name: "readme")
            let done = DispatchSemaphore(value: 0)
            // Written by the task alone, and read once `done` says the task has finished.
            nonisolated(unsafe) var times: [Double] = []
            Task {
                for _ in 0..<(runs + 3) {
                    let start = processCPUNanoseconds()
                    _ = try? await repository.readme(reference)
                    times.append(Double(processCPUNanoseconds() - start) / 1e6)
                }
                done.signal()
            }
            done.wait()
            let timed = times.dropFirst(3).sorted()
            print(
                String(
                    format: "  %@ (%d KB answer): %.2f ms CPU", URL(fileURLWithPath: path).lastPathComponent,
                    body.count / 1000, timed[timed.count / 2]))
        }
    }
}
