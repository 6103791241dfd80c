import Domain
import StyledText

extension DisplayFormat {
    /// A licence as both `show` and the detail screen write it: `MIT License (MIT)`, or the name alone when the
    /// SPDX id is missing, `NOASSERTION` or the name itself. Sanitised.
    static func license(_ license: RepoLicense) -> String {
        let name = TerminalText.sanitize(license.name)
        guard let spdx = license.spdxID.map({ TerminalText.sanitize($0) }), spdx != "NOASSERTION", spdx != name else {
            return name
        }
        return "\(name) (\(spdx))"
    }

    /// `private`, `public` or `internal`: the visibility GitHub sent, else what `private` says. Sanitised.
    static func visibility(of repository: GithubRepo) -> String? {
        if let visibility = repository.visibility { return TerminalText.sanitize(visibility) }
        return repository.isPrivate.map { $0 ? "private" : "public" }
    }

    /// The first `limit` non-empty lines of release notes, joined by ` · ` (Markdown left as written). Sanitised,
    /// control characters as `controls` says: removed on the screens, in caret notation in `show`'s text as its
    /// other facts are.
    static func releaseNotes(
        _ body: String, limit: Int = 3, controls: TerminalText.ControlDisplay = .removed
    ) -> String? {
        let lines = body.split(whereSeparator: \.isNewline)
            .map { TerminalText.sanitize(String($0), controls: controls) }
            .filter { !$0.isEmpty }
        guard !lines.isEmpty else { return nil }
        return lines.prefix(limit).joined(separator: " · ") + (lines.count > limit ? " …" : "")
    }

    /// The issues fact of a repository with issues turned off: `disabled (74 open pull requests)`, since GitHub's
    /// open issue count then holds only its open pull requests.
    static func disabledIssues(openCount: Int) -> String {
        "disabled (\(grouped(openCount)) open pull request\(openCount == 1 ? "" : "s"))"
    }

    /// `3 assets`, `1 asset`.
    static func assets(_ count: Int) -> String {
        count == 1 ? "1 asset" : "\(grouped(count)) assets"
    }

    /// What follows the first `shown` of `contributors`: ` and 13 more`, ` and more` when the total is unknown,
    /// or nothing when everyone is listed.
    static func contributorRemainder(_ contributors: ContributorList, shown: Int) -> String {
        switch contributors.remainder(afterShowing: shown) {
        case .none: ""
        case .exactly(let count): " and \(grouped(count)) more"
        case .unknown: " and more"
        }
    }
}
