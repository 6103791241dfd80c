import Foundation
import Markdown
import StyledText

/// One fuzz input for the README renderer: the first byte picks the width (1 to 120 columns), the rest is the
/// README. Any broken guarantee stops the process (libFuzzer saves the input as a finding):
/// no crash, no scalar `DisplaySafety` calls unsafe in any span, no row wider than the width, the made-up token never
/// shown, and no input taking longer than a bound that grows with its size (generous, so it cannot flake: a
/// quadratic rule is caught by `-timeout` and the benchmark rather than here).
enum MarkdownFuzzTarget {
    /// A token shaped like GitHub's, made up for fuzzing.
    static let fakeToken = "ghp_FUZZfake0123456789abcdefABCDEF012345"

    /// Renders `bytes` and checks every guarantee; returns a description of the first one broken, if any.
    static func check(_ bytes: UnsafeRawBufferPointer) -> String? {
        let width = 1 + Int(bytes.first ?? 79) % 120
        let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
        let began = ContinuousClock.now
        let lines = MarkdownRenderer.lines(text, width: width, redaction: Redaction(secrets: [fakeToken]))
        let elapsed = began.duration(to: .now)
        let limit = Duration.seconds(2) + Duration.microseconds(200) * bytes.count
        if elapsed > limit {
            return "rendering \(bytes.count) bytes took \(elapsed), over \(limit)"
        }
        for (row, line) in lines.enumerated() {
            for span in line.spans {
                if let scalar = span.text.unicodeScalars.first(where: DisplaySafety.isUnsafe) {
                    return "row \(row) holds U+\(String(scalar.value, radix: 16, uppercase: true))"
                }
            }
            let rowWidth = DisplayWidth.of(line.text)
            if rowWidth > width {
                return "row \(row) is \(rowWidth) columns wide, over \(width): \(line.text.debugDescription)"
            }
            if line.text.contains(fakeToken) {
                return "row \(row) shows the token"
            }
        }
        return nil
    }
}

/// libFuzzer's entry point: checks one input, and aborts with the broken guarantee's description.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzMarkdown(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = UnsafeRawBufferPointer(start: data, count: data == nil ? 0 : size)
    if let failure = MarkdownFuzzTarget.check(bytes) {
        FileHandle.standardError.write(Data("fuzz-markdown: \(failure)\n".utf8))
        abort()
    }
    return 0
}
