import Foundation

/// What one run of a process left behind: its exit status and everything it wrote.
struct ProcessResult {
    /// The exit status (or the signal number, when `isSignalled`).
    let status: Int32
    /// Whether a signal ended the process.
    let isSignalled: Bool
    /// Standard output, as bytes.
    let output: Data
    /// Standard error, as bytes.
    let error: Data

    /// Standard output as UTF-8 text.
    var outputText: String { String(decoding: output, as: UTF8.self) }
    /// Standard error as UTF-8 text.
    var errorText: String { String(decoding: error, as: UTF8.self) }
    /// Standard output's lines, without the final empty line.
    var outputLines: [String] {
        outputText.split(separator: "\n", omittingEmptySubsequences: false).dropLast(outputText.hasSuffix("\n") ? 1 : 0)
            .map(String.init)
    }
}
