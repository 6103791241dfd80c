import Domain

/// Formats `show`'s text: the repository's name and description, labelled facts, then the README.
///
/// Every string from the network is sanitised for the terminal (control characters in caret notation): facts on
/// one line each, the README with its line breaks kept and tabs expanded. Absent facts are left out.
public enum RepoDetailTextFormatter {
    /// The number of contributors listed.
    public static let contributorLimit = 10

    /// The whole text, ending in a line break.
    public static func text(for detail: RepoDetail) -> String {
        let repository = detail.repo
        var lines = [line(repository.fullName)]
        if let description = repository.description.map(line), !description.isEmpty {
            lines.append(description)
        }
        lines.append("")
        lines.append(contentsOf: facts(of: detail).map { label, value in label.padding(toWidth: labelWidth) + value })
        if let readme = detail.readme {
            let text = TerminalText.sanitize(readme, layout: .multiLine(tabWidth: 4), controls: .caretNotation)
            lines.append(contentsOf: ["", "README", "------", text.trimmingTrailingLineBreaks()])
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The labelled facts, in display order.
    static func facts(of detail: RepoDetail) -> [(label: String, value: String)] {
        let repository = detail.repo
        var facts: [(label: String, value: String)] = [
            ("URL", line(repository.htmlURL.absoluteString)),
            ("Stars", String(repository.starCount)),
            ("Forks", String(repository.forkCount)),
        ]
        if let subscribers = detail.subscriberCount {
            facts.append(("Watchers", String(subscribers)))
        }
        facts.append(("Open issues", String(repository.openIssueCount)))
        if !detail.languages.isEmpty {
            facts.append(
                (
                    "Languages",
                    detail.languages.map { "\(line($0.name)) \(percentage($0.fraction))" }.joined(separator: ", ")
                ))
        } else if let language = repository.language {
            facts.append(("Language", line(language)))
        }
        if let license = repository.license {
            facts.append(("License", line(license.spdxID.map { "\(license.name) (\($0))" } ?? license.name)))
        }
        if !repository.topics.isEmpty {
            facts.append(("Topics", repository.topics.map(line).joined(separator: ", ")))
        }
        if let defaultBranch = repository.defaultBranch {
            facts.append(("Default branch", line(defaultBranch)))
        }
        var flags: [String] = []
        if repository.isArchived == true { flags.append("archived") }
        if repository.isFork == true { flags.append("fork") }
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
        if let release = detail.latestRelease {
            facts.append(("Latest release", releaseText(release)))
        }
        if !detail.contributors.isEmpty {
            let shown = detail.contributors.prefix(contributorLimit)
            facts.append(
                ("Contributors", shown.map { "\(line($0.login)) (\($0.contributionCount))" }.joined(separator: ", ")))
        }
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
        return text
    }

    private static func line(_ text: String) -> String {
        TerminalText.sanitize(text, layout: .singleLine, controls: .caretNotation)
    }
}

extension String {
    /// The label followed by a colon and spaces up to `width` columns (at least one space).
    fileprivate func padding(toWidth width: Int) -> String {
        let label = self + ":"
        return label + String(repeating: " ", count: max(1, width - label.count))
    }

    /// The text without the line breaks at its end.
    fileprivate func trimmingTrailingLineBreaks() -> String {
        var text = self
        while text.last == "\n" { text.removeLast() }
        return text
    }
}
