import Foundation
import XCTest

extension XCTestCase {
    /// A browser for `GH_BROWSER` that writes the address it is asked to open to `output`, removed after the test.
    func fakeBrowser() throws -> (script: String, output: URL) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("opened")
        let script = directory.appendingPathComponent("browser")
        try "#!/bin/sh\necho \"$1\" > '\(output.path)'\n".write(to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        return (script.path, output)
    }

    /// The address the fake browser writing to `output` was asked to open, waited for up to ten seconds; `nil` when it
    /// was asked for none.
    func openedAddress(_ output: URL) -> String? {
        let deadline = Date().addingTimeInterval(10)
        repeat {
            if let contents = try? String(contentsOf: output, encoding: .utf8), contents.hasSuffix("\n") {
                return String(contents.dropLast())
            }
            Thread.sleep(forTimeInterval: 0.05)
        } while Date() < deadline
        return nil
    }
}
