import Application
import Domain
import Markdown
import StyledText

/// Formats `show`'s text: the repository's name and description, labelled facts, then the README.
///
/// Rendered for a terminal that takes colour, the name, the labels and the README's title are bold, as gh prints a
/// repository's name; piped, or with colour turned off, the text holds no escape sequence.
///
/// Every string from the network is sanitised for the terminal (control characters in caret notation): facts on
/// one line each; the README rendered from Markdown for a terminal, or as sent (line breaks kept, tabs expanded).
/// Absent facts are left out; a part that failed is noted where it would be, with its own reason; what the data
/// source does not record reads as its `DataSource.unrecordedWording` (such as "not in the snapshot").
public enum RepoDetailTextFormatter {
    /// The number of contributors listed.
    public static let contributorLimit = 10

    /// The whole text, ending in a line break; the README as `readme` says (as sent unless told), never showing
    /// `redaction`'s secrets; a failed part is said in `wording`'s words, and what its data source does not record is
    /// said so.
    public static func text(
        for detail: RepoDetailState, readme display: ReadmeDisplay = .asSent, wording: ErrorMessage = ErrorMessage(),
        redaction: Redaction = .none
    ) -> String {
        let dataSource = wording.dataSource
        let repository = detail.repo
        // On a terminal every line fits its width: the description wraps, and a long fact continues under its
        // value. Piped, each stays one line, as a script expects.
        let width: Int? = if case .rendered(let width, _) = display { max(labelWidth + 8, width) } else { nil }
        // On a terminal that takes colour the header is styled as gh styles its own: the name in bold, and here the
        // labels and the README's title too; piped or with NO_COLOR it stays plain.
        let colorMode: ColorMode = if case .rendered(_, let colorMode) = display { colorMode } else { .disabled }
        func styled(_ text: String, _ style: TextStyle) -> String {
            StyledLine(text, style: style).terminalText(colorMode: colorMode)
        }
        let bold = TextStyle(isBold: true)
        var lines = [styled(line(repository.fullName), bold)]
        if let description = repository.description.map(line), !description.isEmpty {
            lines += width.map { TextWrapping.wrap(description, toWidth: $0) } ?? [description]
        }
        lines.append("")
        for (label, value) in facts(of: detail, wording: wording) {
            guard let width else {
                lines.append(label.padding(toWidth: labelWidth) + value)
                continue
            }
            let heading = label.padding(toWidth: labelWidth)
            let styledHeading = styled(label + ":", bold) + String(heading.dropFirst(label.count + 1))
            let indent = String.spaces(heading.count)
            for (index, part) in TextWrapping.wrap(value, toWidth: max(8, width - heading.count)).enumerated() {
                lines.append((index == 0 ? styledHeading : indent) + part)
            }
        }
        // A rendered README comes last, written after the lines above a block at a time (`ReadmeRenderer.forEachPart`),
        // so that its rows are never all held at once.
        var readmeToRender: (readme: Readme, width: Int)?
        switch detail.readme {
        case .loaded(let readme):
            let title = "README (\(line(readme.name)))"
            lines.append(contentsOf: [
                "", styled(title, bold),
                styled(String(repeating: "-", count: DisplayWidth.of(title)), TextStyle(isDim: true)),
            ])
            switch display {
            case .asSent:
                let text = TerminalText.sanitize(
                    readme.text, layout: .multiLine(tabWidth: 4), controls: .caretNotation)
                lines.append(redaction.redacting(text.trimmingTrailingLineBreaks()))
            case .rendered(let width, _):
                readmeToRender = (readme, width)
            }
        case .failed(let error):
            lines.append(contentsOf: ["", "README", "------", missing(wording.text(for: error))])
        case .notRecorded:
            lines.append(contentsOf: ["", "README", "------", line(dataSource.unrecordedWording)])
        case .loading, .absent:
            break
        }
        // Joined into one string with room for a rendered README after them (twice its bytes: its text with the
        // escape sequences of its styles rarely takes more, and then the string grows once): joining and then adding
        // the last line break would copy a whole README twice.
        var text = ""
        let readmeRoom = readmeToRender.map { 2 * $0.readme.text.utf8.count } ?? 0
        text.reserveCapacity(lines.reduce(lines.count + readmeRoom) { $0 + $1.utf8.count })
        for line in lines {
            text += line
            text += "\n"
        }
        guard let (readme, width) = readmeToRender else { return text }
        var writer = TerminalTextWriter(colorMode: colorMode)
        ReadmeRenderer.forEachPart(
            readme.text, fileName: readme.name, width: width, redaction: redaction,
            linkBase: repository.readmeLinkBase
        ) { text += writer.text(of: $0) }
        return text
    }

    /// One sentence per part that failed, naming the part and its reason (for standard error beside `--json`); a
    /// part the source does not record did not fail, and has none.
    public static func missingParts(of detail: RepoDetailState, wording: ErrorMessage = ErrorMessage()) -> [String] {
        let failures: [(part: String, error: RepositoryError?)] = [
            ("languages", detail.languages.failure),
            ("contributors", detail.contributors.failure),
            ("latest release", detail.latestRelease.failure),
            ("README", detail.readme.failure),
        ]
        return failures.compactMap { part, error in error.map { "\(part) \(missing(wording.text(for: $0)))" } }
    }

    /// The labelled facts, in display order; a failed part is said in `wording`'s words, and what its data source
    /// does not record is said so.
    static func facts(
        of detail: RepoDetailState, wording: ErrorMessage = ErrorMessage()
    ) -> [(label: String, value: String)] {
        let dataSource = wording.dataSource
        let repository = detail.repo
        let unrecorded = line(dataSource.unrecordedWording)
        var facts: [(label: String, value: String)] = [
            ("URL", line(repository.htmlURL.absoluteString)),
            ("Stars", DisplayFormat.grouped(repository.starCount)),
            ("Forks", DisplayFormat.grouped(repository.forkCount)),
        ]
        if let subscribers = repository.subscriberCount {
            facts.append(("Watchers", DisplayFormat.grouped(subscribers)))
        } else if !dataSource.records(.watchers) {
            facts.append(("Watchers", unrecorded))
        }
        if let homepage = repository.homepage, !homepage.isEmpty { facts.insert(("Homepage", line(homepage)), at: 1) }
        if let parent = repository.parentFullName { facts.append(("Fork of", line(parent))) }
        if let visibility = DisplayFormat.visibility(of: repository) { facts.append(("Visibility", visibility)) }
        if repository.hasIssues == false {
            facts.append(("Issues", DisplayFormat.disabledIssues(openCount: repository.openIssueCount)))
        } else {
            facts.append(("Open issues", DisplayFormat.grouped(repository.openIssueCount)))
        }
        switch detail.languages {
        case .loaded(let languages) where !languages.isEmpty:
            facts.append(
                ("Languages", languages.map { "\(line($0.name)) \(percentage($0.fraction))" }.joined(separator: ", ")))
        case .failed(let error):
            if let language = repository.language {
                facts.append(("Language", line(language)))
            }
            facts.append(("Languages", missing(wording.text(for: error))))
        case .notRecorded:
            if let language = repository.language {
                facts.append(("Language", line(language)))
            }
            facts.append(("Languages", unrecorded))
        case .loaded, .loading, .absent:
            if let language = repository.language {
                facts.append(("Language", line(language)))
            }
        }
        if let license = repository.license {
            facts.append(("License", DisplayFormat.license(license)))
        } else if !dataSource.records(.license) {
            facts.append(("License", unrecorded))
        }
        if !repository.topics.isEmpty {
            facts.append(("Topics", repository.topics.map(line).joined(separator: ", ")))
        } else if !dataSource.records(.topics) {
            facts.append(("Topics", unrecorded))
        }
        if let defaultBranch = repository.defaultBranch {
            facts.append(("Default branch", line(defaultBranch)))
        }
        var flags: [String] = []
        if repository.isArchived == true { flags.append("archived") }
        if repository.isFork == true, repository.parentFullName == nil { flags.append("fork") }
        if repository.isTemplate == true { flags.append("template") }
        if !flags.isEmpty {
            facts.append(("Status", flags.joined(separator: ", ")))
        }
        if let createdAt = repository.createdAt {
            facts.append(("Created", GithubTimestamp.string(from: createdAt)))
        }
        if let updatedAt = repository.updatedAt {
            facts.append(("Updated", GithubTimestamp.string(from: updatedAt)))
        }
        if let pushedAt = repository.pushedAt {
            facts.append(("Pushed", GithubTimestamp.string(from: pushedAt)))
        }
        switch detail.latestRelease {
        case .loaded(let release):
            facts.append(("Latest release", releaseText(release)))
            if let notes = release.body.flatMap({ DisplayFormat.releaseNotes($0, controls: .caretNotation) }) {
                facts.append(("Release notes", notes))
            }
        case .failed(let error): facts.append(("Latest release", missing(wording.text(for: error))))
        case .notRecorded: facts.append(("Latest release", unrecorded))
        case .loading, .absent: break
        }
        switch detail.contributors {
        case .loaded(let contributors) where !contributors.top.isEmpty:
            let shown = contributors.top.prefix(contributorLimit)
            let names = shown.map { "\(line($0.login)) (\(DisplayFormat.grouped($0.contributionCount)))" }
                .joined(separator: ", ")
            facts.append(
                ("Contributors", names + DisplayFormat.contributorRemainder(contributors, shown: shown.count)))
        case .failed(let error):
            facts.append(("Contributors", missing(wording.text(for: error))))
        case .notRecorded:
            facts.append(("Contributors", unrecorded))
        case .loaded, .loading, .absent:
            break
        }
        if let clone = repository.cloneURL { facts.append(("Clone", line(clone))) }
        if let ssh = repository.sshURL { facts.append(("Clone (SSH)", line(ssh))) }
        return facts
    }

    /// `90.0%` for 0.9, with one decimal.
    static func percentage(_ fraction: Double) -> String {
        let tenths = fraction.isFinite ? Int((min(max(fraction, 0), 1) * 1000).rounded()) : 0
        return "\(tenths / 10).\(tenths % 10)%"
    }

    private static let labelWidth = 16

    private static func releaseText(_ release: Release) -> String {
        var text = line(release.tagName)
        if let name = release.name.map(line), !name.isEmpty, name != text {
            text += " \"\(name)\""
        }
        if let publishedAt = release.publishedAt {
            text += " (\(GithubTimestamp.string(from: publishedAt)))"
        }
        if let assets = release.assetCount, assets > 0 {
            text += ", " + DisplayFormat.assets(assets)
        }
        return text
    }

    /// The note for a part that failed: `not available: ` and its reason, on one safe line.
    private static func missing(_ reason: String) -> String {
        "not available: " + line(reason)
    }

    private static func line(_ text: String) -> String {
        TerminalText.sanitize(text, layout: .singleLine, controls: .caretNotation)
    }
}

extension String {
    /// The label followed by a colon and spaces up to `width` columns (at least one space).
    fileprivate func padding(toWidth width: Int) -> String {
        let label = self + ":"
        return label + String.spaces(max(1, width - label.count))
    }

    /// The text without the line breaks at its end.
    fileprivate func trimmingTrailingLineBreaks() -> String {
        var text = self
        while text.last == "\n" { text.removeLast() }
        return text
    }
}
