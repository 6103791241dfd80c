import Application
import Domain
import Foundation
import Markdown
import StyledText

/// Draws the detail screen: a pure function from the detail's state, the scroll position and the frame's size to
/// the frame's cells. Each part shows `loading…` or `failed: …` until it arrives.
enum RepoDetailLayout {
    /// The labels' column width.
    static let labelWidth = 14

    /// The body's lines for a frame `width` columns wide; every string from GitHub is sanitised here. The README is
    /// rendered from Markdown here unless `renderedReadme` already holds its lines (the view renders a large README
    /// once per width, off the main queue, and passes a placeholder meanwhile).
    /// `wording` words a part that failed, and its data source says which facts the source never records: those read as
    /// its `unrecordedWording` (such as "not in the snapshot") rather than "none", and so do the parts it does not
    /// record. `redaction`'s secrets are
    /// never shown in the README. `star` gives the star count shown (following a change on its way) and whether you
    /// starred the repository, and the reason the last change was rolled back.
    static func lines(
        for state: RepoDetailState, width: Int, renderedReadme: [StyledLine]? = nil,
        wording: ErrorMessage = ErrorMessage(), redaction: Redaction = .none, star: StarState = StarState()
    ) -> [StyledLine] {
        guard width > 0 else { return [] }
        let dataSource = wording.dataSource
        let repo = state.repo
        var lines: [StyledLine] = []
        let description = TerminalText.sanitize(repo.description ?? "")
        for line in TextWrapping.wrap(description.isEmpty ? "(no description)" : description, toWidth: width) {
            lines.append(StyledLine(line))
        }
        lines.append(StyledLine())
        func field(_ label: String, _ value: String, style: TextStyle = .plain) {
            let valueWidth = max(1, width - labelWidth)
            let wrapped = TextWrapping.wrap(value, toWidth: valueWidth)
            for (index, part) in wrapped.enumerated() {
                let heading =
                    index == 0
                    ? TextFitting.fitted(label, toWidth: labelWidth) : String.spaces(labelWidth)
                lines.append(StyledLine([(heading, TextStyle(isBold: true)), (part, style)]))
            }
        }
        field("Stars", starField(star, count: repo.starCount), style: TextStyle(foreground: .yellow))
        if let error = star.lastError {
            field("", TerminalText.sanitize(wording.text(for: error)), style: TextStyle(foreground: .red))
        }
        field("Forks", DisplayFormat.grouped(repo.forkCount))
        field(
            "Watchers",
            text(state.repository, wording: wording) { repo in
                repo.subscriberCount.map(DisplayFormat.grouped)
                    ?? (dataSource.records(.watchers) ? "unknown" : dataSource.unrecordedWording)
            })
        if repo.hasIssues == false {
            field("Issues", DisplayFormat.disabledIssues(openCount: repo.openIssueCount))
        } else {
            field("Open issues", DisplayFormat.grouped(repo.openIssueCount))
        }
        field(
            "Languages",
            text(state.languages, wording: wording) { shares in
                shares.isEmpty
                    ? "none detected"
                    : shares.prefix(6).map {
                        "\(TerminalText.sanitize($0.name)) \(DisplayFormat.percentage($0.fraction))"
                    }
                    .joined(separator: " · ")
            }, style: TextStyle(foreground: .cyan))
        // The list's row knows neither licence nor topics: both come from the repository fetched for the detail.
        field(
            "License",
            text(state.repository, wording: wording) { repo in
                repo.license.map(DisplayFormat.license)
                    ?? (dataSource.records(.license) ? "none" : dataSource.unrecordedWording)
            })
        field(
            "Topics",
            text(state.repository, wording: wording) { repo in
                repo.topics.isEmpty
                    ? (dataSource.records(.topics) ? "none" : dataSource.unrecordedWording)
                    : repo.topics.map { TerminalText.sanitize($0) }.joined(separator: ", ")
            })
        if let branch = repo.defaultBranch { field("Branch", TerminalText.sanitize(branch)) }
        if let createdAt = repo.createdAt { field("Created", DisplayFormat.date(createdAt)) }
        if let updatedAt = repo.updatedAt { field("Updated", DisplayFormat.date(updatedAt)) }
        field("Pushed", repo.pushedAt.map(DisplayFormat.date) ?? "never")
        field(
            "Release",
            text(state.latestRelease, wording: wording) { release in
                var words = [TerminalText.sanitize(release.tagName)]
                if let name = release.name.map({ TerminalText.sanitize($0) }), !name.isEmpty, name != words[0] {
                    words.append("“\(name)”")
                }
                if let published = release.publishedAt {
                    words.append(DisplayFormat.date(published))
                }
                if let assets = release.assetCount, assets > 0 { words.append("· " + DisplayFormat.assets(assets)) }
                return words.joined(separator: " ")
            })
        if let notes = state.latestRelease.value?.body.flatMap({ DisplayFormat.releaseNotes($0) }) {
            field("Notes", notes)
        }
        field(
            "Contributors",
            text(state.contributors, wording: wording) { contributors in
                let shown = contributors.top.prefix(8)
                return shown.isEmpty
                    ? "none"
                    : shown
                        .map { "\(TerminalText.sanitize($0.login)) (\(DisplayFormat.grouped($0.contributionCount)))" }
                        .joined(separator: ", ") + DisplayFormat.contributorRemainder(contributors, shown: shown.count)
            })
        if let homepage = repo.homepage, !homepage.isEmpty { field("Homepage", TerminalText.sanitize(homepage)) }
        if let parent = repo.parentFullName {
            field("Fork", "fork of " + TerminalText.sanitize(parent))
        } else if repo.isFork == true {
            field("Fork", "yes")
        }
        if let visibility = DisplayFormat.visibility(of: repo) { field("Visibility", visibility) }
        if repo.isArchived == true { field("Archived", "yes: read-only") }
        if repo.isTemplate == true { field("Template", "yes") }
        if let clone = repo.cloneURL { field("Clone", TerminalText.sanitize(clone)) }
        if let ssh = repo.sshURL { field("Clone (SSH)", TerminalText.sanitize(ssh)) }
        field("Page", TerminalText.sanitize(repo.htmlURL.absoluteString), style: TextStyle(foreground: .blue))
        lines.append(StyledLine())
        lines.append(
            StyledLine(
                TextFitting.truncated(
                    readmeTitle(state.readme) + " " + String(repeating: "─", count: width), toWidth: width),
                style: TextStyle(isBold: true)))
        switch state.readme {
        case .loading: lines.append(StyledLine("loading…", style: TextStyle(isDim: true)))
        case .failed(let error):
            lines.append(
                StyledLine(
                    "failed: " + TerminalText.sanitize(wording.text(for: error)), style: TextStyle(foreground: .red)))
        case .absent: lines.append(StyledLine("(no README)", style: TextStyle(isDim: true)))
        case .notRecorded:
            lines.append(StyledLine(TerminalText.sanitize(dataSource.unrecordedWording), style: TextStyle(isDim: true)))
        case .loaded(let readme):
            lines +=
                renderedReadme
                ?? ReadmeRenderer.lines(
                    readme.text, fileName: readme.name, width: width, redaction: redaction,
                    linkBase: repo.readmeLinkBase)
        }
        return lines
    }

    /// Draws the repository's name as the title of the page of `lines` scrolled to `scrollOffset` (`PageLayout`).
    static func draw(
        _ state: RepoDetailState, lines: [StyledLine], scrollOffset: Int, isBusy: Bool, spinnerFrame: Int,
        hints: [String] = [], into buffer: inout ScreenBuffer
    ) {
        PageLayout.draw(
            title: TerminalText.sanitize(state.repo.fullName), titleStyle: TextStyle(isBold: true, foreground: .blue),
            lines: lines, scrollOffset: scrollOffset, isBusy: isBusy, spinnerFrame: spinnerFrame, hints: hints,
            into: &buffer)
    }

    /// The star count (`star`'s, following a change, else `count`), then `★ starred` when you starred the
    /// repository, with `saving…` while the change is on its way.
    private static func starField(_ star: StarState, count: Int) -> String {
        let shown = DisplayFormat.grouped(star.starCount ?? count)
        guard star.isStarred == true else { return star.isPending ? shown + "  saving…" : shown }
        return shown + (star.isPending ? "  ★ starred, saving…" : "  ★ starred")
    }

    /// `README (README.md)` once the README arrived (its file name sanitised), else `README`.
    private static func readmeTitle(_ readme: DetailPart<Readme>) -> String {
        readme.value.map { "README (\(TerminalText.sanitize($0.name)))" } ?? "README"
    }

    /// A part's text: its value's, or `loading…`, `failed: …`, `none` or what the source says for what it does
    /// not record.
    private static func text<Value>(
        _ part: DetailPart<Value>, wording: ErrorMessage, _ shown: (Value) -> String
    ) -> String {
        switch part {
        case .loading: "loading…"
        case .failed(let error): "failed: " + TerminalText.sanitize(wording.text(for: error))
        case .absent: "none"
        case .notRecorded: TerminalText.sanitize(wording.dataSource.unrecordedWording)
        case .loaded(let value): shown(value)
        }
    }
}
