import Domain
import Foundation
import Synchronization
import XCTest

@testable import Platform

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Runs `Tests/Support/fake_github_api.py` on 127.0.0.1 for one test and stops it afterwards.
///
/// Under `CI=true` a server that cannot start fails the test; elsewhere the test is skipped.
final class FakeGithubServer {
    /// The first line the script prints, read on another thread so a silent script cannot hang the test.
    private final class PortLine: Sendable {
        let data = Mutex<Data?>(nil)
    }

    let port: Int
    private let process: Process

    private init(process: Process, port: Int) {
        self.process = process
        self.port = port
    }

    static var scriptURL: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Support/fake_github_api.py")
    }

    /// Starts the server, or throws `XCTSkip` (outside CI) / a failure (under `CI=true`) when it cannot.
    static func start(file: StaticString = #filePath, line: UInt = #line) throws -> FakeGithubServer {
        do {
            return try launch()
        } catch {
            if ProcessInfo.processInfo.environment["CI"] == "true" {
                XCTFail("the fake GitHub API could not start under CI: \(error)", file: file, line: line)
                throw error
            }
            throw XCTSkip("the fake GitHub API could not start (python3 needed): \(error)")
        }
    }

    private static func launch() throws -> FakeGithubServer {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", scriptURL.path, "--port", "0"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let line = PortLine()
        let ready = DispatchSemaphore(value: 0)
        let handle = output.fileHandleForReading
        DispatchQueue.global().async {
            let data = handle.availableData
            line.data.withLock { $0 = data }
            ready.signal()
        }
        guard ready.wait(timeout: .now() + 15) == .success,
            let text = line.data.withLock({ $0 }).map({ String(decoding: $0, as: UTF8.self) }),
            let port = Int(text.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "\n").first ?? "")
        else {
            process.terminate()
            throw URLError(.cannotConnectToHost)
        }
        return FakeGithubServer(process: process, port: port)
    }

    /// Terminates the server process and waits for it to exit.
    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        process.waitUntilExit()
    }

    /// `http://HOST:PORT`, with `host` either `127.0.0.1` or `localhost`.
    func baseURL(host: String = "127.0.0.1") -> String {
        "http://\(host):\(port)"
    }

    /// A service over the real transport to this server (on `127.0.0.1`), sending `token` when given.
    func service(token: String? = nil) throws -> APIService {
        let configuration = try APIConfiguration(
            baseURL: baseURL(), token: token, appVersion: "9.9", requestTimeout: 10)
        return APIService(configuration: configuration)
    }

    /// Sends a control request (`/_requests`, `/_routes`) and returns its body.
    @discardableResult
    func control(_ method: String, _ path: String, body: String? = nil) async throws -> Data {
        var request = URLRequest(url: try XCTUnwrap(URL(string: baseURL() + path)), timeoutInterval: 10)
        request.httpMethod = method
        request.httpBody = body.map { Data($0.utf8) }
        let (data, _) = try await URLSessionTransport().send(request, maximumBodyBytes: 1_000_000)
        return data
    }

    /// The requests the server has seen, as `(path, host, headers)` with lowercased header names.
    func recordedRequests() async throws -> [(path: String, host: String, headers: [String: String])] {
        let json = try JSONParser.parse(try await control("GET", "/_requests"))
        guard case .array(let entries) = json else { return [] }
        return entries.compactMap { entry in
            let map = JSONMap(entry)
            guard let path: String = try? map.value("path"), let host: String = try? map.value("host"),
                let headers: [String: String] = try? map.value("headers")
            else { return nil }
            return (path, host, headers)
        }
    }

    /// Adds fixture routes (see the script's documentation for the ROUTE shape).
    func addRoutes(_ routesJSON: String) async throws {
        try await control("POST", "/_routes", body: #"{"routes": \#(routesJSON)}"#)
    }
}
