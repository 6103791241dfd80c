import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `Tests/Support/fake_github_api.py` running on 127.0.0.1: start, point the binary at `baseURL`, inspect, stop.
final class FakeGithubAPI: Sendable {
    /// Why the server could not start.
    struct StartError: Error, CustomStringConvertible {
        /// What went wrong.
        let description: String
    }

    /// The port it listens on.
    let port: Int
    private let process: Process

    private init(process: Process, port: Int) {
        self.process = process
        self.port = port
    }

    /// `http://127.0.0.1:PORT`.
    var baseURL: String { "http://127.0.0.1:\(port)" }

    static var scriptURL: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Support/fake_github_api.py")
    }

    /// Starts the server and waits for the port it prints on its first line.
    static func start() throws -> FakeGithubAPI {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", scriptURL.path, "--port", "0"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let firstLine = Mutex<Data?>(nil)
        let ready = DispatchSemaphore(value: 0)
        let handle = output.fileHandleForReading
        DispatchQueue.global().async {
            let data = handle.availableData
            firstLine.withLock { $0 = data }
            ready.signal()
        }
        guard ready.wait(timeout: .now() + 20) == .success,
            let text = firstLine.withLock({ $0 }).map({ String(decoding: $0, as: UTF8.self) }),
            let port = Int(text.split(separator: "\n").first?.trimmingCharacters(in: .whitespaces) ?? "")
        else {
            process.terminate()
            throw StartError(description: "the fake GitHub API printed no port (is python3 installed?)")
        }
        return FakeGithubAPI(process: process, port: port)
    }

    /// Terminates the server and waits for it.
    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        process.waitUntilExit()
    }

    /// Forgets recorded requests and added fixture routes, and stars again only what was starred at start.
    func reset() throws {
        _ = try send("DELETE", "/_requests")
        _ = try send("DELETE", "/_routes")
        _ = try send("DELETE", "/_starred")
    }

    /// Adds fixture routes (see the script's ROUTE format).
    func addRoutes(_ routes: [[String: Any]]) throws {
        _ = try send("POST", "/_routes", body: try JSONSerialization.data(withJSONObject: ["routes": routes]))
    }

    /// The requests received since the last reset, oldest first (method, path, host, lowercased headers).
    func requests() throws -> [RecordedRequest] {
        let data = try send("GET", "/_requests")
        guard let list = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] else {
            throw StartError(description: "GET /_requests did not answer a list")
        }
        return list.map { entry in
            RecordedRequest(
                method: entry["method"] as? String ?? "", path: entry["path"] as? String ?? "",
                headers: entry["headers"] as? [String: String] ?? [:], status: entry["status"] as? Int)
        }
    }

    private func send(_ method: String, _ path: String, body: Data? = nil) throws -> Data {
        guard let url = URL(string: baseURL + path) else { throw StartError(description: "bad URL for \(path)") }
        var request = URLRequest(url: url)
        request.httpMethod = method
        request.httpBody = body
        let answer = Mutex<Result<Data, any Error>?>(nil)
        let done = DispatchSemaphore(value: 0)
        URLSession.shared.dataTask(with: request) { data, _, error in
            answer.withLock { $0 = error.map { .failure($0) } ?? .success(data ?? Data()) }
            done.signal()
        }.resume()
        guard done.wait(timeout: .now() + 20) == .success, let result = answer.withLock({ $0 }) else {
            throw StartError(description: "\(method) \(path) got no answer")
        }
        return try result.get()
    }
}
