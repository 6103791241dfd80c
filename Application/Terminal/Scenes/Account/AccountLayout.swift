import Application
import Domain
import Foundation
import StyledText

/// Draws the account screen: who the requests are made as, the quotas left and how to raise them.
enum AccountLayout {

    /// The screen's lines for a frame `width` columns wide; every string from GitHub is sanitised here.
    static func lines(for state: AccountViewState, width: Int, timeZone: TimeZone) -> [StyledLine] {
        guard width > 0 else { return [] }
        var lines: [StyledLine] = []
        let who: String
        switch state.account {
        case .unknown: who = state.isLoading ? "loading…" : "unknown"
        case .anonymous: who = "anonymous (no token set)"
        case .signedIn(let account):
            let login = TerminalText.sanitize(account.login)
            let name = account.name.map { TerminalText.sanitize($0) }.flatMap { $0.isEmpty ? nil : " (\($0))" } ?? ""
            who = "signed in as " + login + name
        }
        lines += TextWrapping.wrap("Account: " + who, toWidth: width).map {
            StyledLine($0, style: TextStyle(isBold: true))
        }
        let token = state.tokenSource.map { "Token: from \(TerminalText.sanitize($0))" } ?? "Token: none"
        lines.append(StyledLine(TextFitting.truncated(token, toWidth: width)))
        lines.append(StyledLine())
        if let quotas = state.quotas {
            lines.append(
                StyledLine(TextFitting.truncated(quota("Search", quotas.search, timeZone: timeZone), toWidth: width)))
            lines.append(
                StyledLine(TextFitting.truncated(quota("Core", quotas.core, timeZone: timeZone), toWidth: width)))
        } else {
            lines.append(
                StyledLine(state.isLoading ? "Quotas: loading…" : "Quotas: unknown", style: TextStyle(isDim: true)))
        }
        if let hint = state.hint {
            lines.append(StyledLine())
            lines += TextWrapping.wrap(hint, toWidth: width).map {
                StyledLine($0, style: TextStyle(foreground: .yellow))
            }
        }
        if let error = state.error {
            lines.append(StyledLine())
            lines += TextWrapping.wrap(TerminalText.sanitize(error), toWidth: width)
                .map { StyledLine($0, style: TextStyle(foreground: .red)) }
        }
        return lines
    }

    /// Draws the title, the lines and the key `hints` over `buffer`.
    static func draw(
        _ state: AccountViewState, spinnerFrame: Int, timeZone: TimeZone, hints: [String] = [],
        into buffer: inout ScreenBuffer
    ) {
        let size = buffer.size
        guard size.rows > 0, size.columns > 0 else { return }
        let spinner =
            state.isLoading
            ? " " + String(ListLayout.spinnerFrames[spinnerFrame % ListLayout.spinnerFrames.count]) : ""
        buffer.write(
            TextFitting.truncated("Account and quotas" + spinner, toWidth: size.columns), row: 0, column: 0,
            style: TextStyle(isBold: true))
        let lines = lines(for: state, width: size.columns, timeZone: timeZone)
        for (index, line) in lines.enumerated() where 2 + index < size.rows - 1 {
            line.draw(into: &buffer, row: 2 + index)
        }
        if size.rows > 1 {
            buffer.write(
                ListLayout.hints(hints + ListLayout.keptHints, fittingWidth: size.columns), row: size.rows - 1,
                column: 0,
                style: TextStyle(isDim: true))
        }
    }

    private static func quota(_ name: String, _ status: RateLimitStatus, timeZone: TimeZone) -> String {
        "\(name): \(DisplayFormat.grouped(status.remaining)) of \(DisplayFormat.grouped(status.limit)) left, "
            + "resets \(DisplayFormat.clockTime(status.resetAt, timeZone: timeZone))"
    }
}
