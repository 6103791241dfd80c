import Foundation

/// The real terminal: termios raw mode on the input descriptor, TIOCGWINSZ on the output descriptor.
///
/// Raw mode is `cfmakeraw` with output post-processing (`OPOST`) turned back on, reads returning as soon as one
/// byte is available (VMIN 1, VTIME 0). In raw mode Ctrl-C and Ctrl-Z arrive as bytes, not signals.
final class TeletypeDevice: TerminalDevice {
    private let inputDescriptor: Int32
    private let outputDescriptor: Int32
    private var savedAttributes: termios?

    /// Creates the device for the given descriptors (standard input and output by default).
    init(inputDescriptor: Int32 = STDIN_FILENO, outputDescriptor: Int32 = STDOUT_FILENO) {
        self.inputDescriptor = inputDescriptor
        self.outputDescriptor = outputDescriptor
    }

    func enterRawMode() throws(TerminalError) {
        guard savedAttributes == nil else { return }
        guard isatty(inputDescriptor) == 1 else { throw .notATerminal }
        var original = termios()
        guard tcgetattr(inputDescriptor, &original) == 0 else { throw .attributesUnavailable(errno: errno) }
        var raw = original
        cfmakeraw(&raw)
        raw.c_oflag |= tcflag_t(OPOST)
        withUnsafeMutableBytes(of: &raw.c_cc) { controlCharacters in
            controlCharacters[Int(VMIN)] = 1
            controlCharacters[Int(VTIME)] = 0
        }
        guard tcsetattr(inputDescriptor, TCSAFLUSH, &raw) == 0 else { throw .attributesUnavailable(errno: errno) }
        savedAttributes = original
    }

    func restoreMode() {
        guard var original = savedAttributes else { return }
        _ = tcsetattr(inputDescriptor, TCSADRAIN, &original)
        savedAttributes = nil
    }

    func windowSize() -> TerminalSize? {
        var size = winsize()
        guard ioctl(outputDescriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0 else {
            return nil
        }
        return TerminalSize(rows: Int(size.ws_row), columns: Int(size.ws_col))
    }
}
