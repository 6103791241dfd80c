import Application
import CommandLineInterface
import Domain
import Foundation
import Platform
import StyledText
import Terminal

/// Decides what a command line runs: help, a version, a completion script or the manual page printed; a command
/// (`search`, `show`, `account`, `star`, `starred`, `repos`, `issues`, `prs`, `history`) over the use cases the
/// composition root builds; or the interactive browser. It runs nothing itself: `launch(arguments:)` is a pure
/// decision, and usage and configuration errors are worded here (status 2).
struct CommandRouter {
    /// The environment and terminals, read once at start-up.
    let environment: AppEnvironment

    /// The use cases over the data source a command line chooses.
    private var root: CompositionRoot { CompositionRoot(environment: environment) }

    /// The command line's definition: what is parsed, and what help, completions and the man page print.
    private var definition: CommandLineDefinition { CommandLineArguments.definition }

    /// Decides what to run for `arguments` (the command line without the program name).
    func launch(arguments: [String]) -> Launch {
        let parsed: CommandLineArguments
        do {
            parsed = try CommandLineArguments.parse(arguments)
        } catch {
            return .finish(ProcessOutcome(error: error.text(programName: definition.programName), code: .usage))
        }
        switch parsed.command {
        case .help(let commandName):
            let text = HelpText.text(for: definition, command: commandName.flatMap(definition.command(named:)))
            return .finish(ProcessOutcome(output: text, code: .success))
        case .version:
            return .finish(ProcessOutcome(output: "repo-browser \(AppVersion.current)\n", code: .success))
        case .completion(let shell):
            return .finish(
                ProcessOutcome(output: CompletionScript.text(for: definition, shell: shell), code: .success))
        case .manual:
            return .finish(
                ProcessOutcome(output: ManualPage.text(for: definition, version: AppVersion.current), code: .success))
        case .search(let options) where options.isWeb:
            return openInBrowser(parsed.globalOptions) { base in
                WebAddress.search(base: base, text: options.searchText, sort: options.sort, order: options.order)
            }
        case .search(let options) where options.isInteractive && environment.canDrawFullScreen:
            return launch(parsed.globalOptions) { useCases, wording, redaction in
                .interactive(
                    interactiveLaunch(
                        useCases: useCases, wording: wording, redaction: redaction, options: parsed.globalOptions,
                        initialText: options.searchText, initialSort: options.sort ?? .bestMatch))
            }
        case .search(let options):
            return listLaunch(parsed.globalOptions) { useCases, wording, presentation, jsonPresentation in
                SearchCommand(
                    useCase: useCases.search, options: options, wording: wording, presentation: presentation,
                    jsonPresentation: jsonPresentation)
            }
        case .show(let request):
            return show(request, parsed.globalOptions)
        case .account:
            return launch(parsed.globalOptions) { useCases, wording, _ in
                .command(AccountCommand(useCase: useCases.account, wording: wording))
            }
        case .star(let location, let isStarred):
            return star(location, isStarred: isStarred, parsed.globalOptions)
        case .starred(let options):
            return listLaunch(parsed.globalOptions) { useCases, wording, presentation, jsonPresentation in
                StarredCommand(
                    useCase: useCases.starred, options: options, wording: wording, presentation: presentation,
                    jsonPresentation: jsonPresentation)
            }
        case .ownerRepositories(let options):
            return listLaunch(parsed.globalOptions) { useCases, wording, presentation, jsonPresentation in
                OwnerRepositoriesCommand(
                    useCase: useCases.ownerRepositories, options: options, wording: wording,
                    presentation: presentation, jsonPresentation: jsonPresentation)
            }
        case .issues(let options):
            return conversationList(options.target, for: "issues", isWeb: options.isWeb, parsed.globalOptions) {
                .issues(options, $0.issues)
            }
        case .pullRequests(let options):
            return conversationList(options.target, for: "prs", isWeb: options.isWeb, parsed.globalOptions) {
                .pullRequests(options, $0.pullRequests)
            }
        case .issueView(let options):
            return conversationView(options, isPullRequest: false, parsed.globalOptions)
        case .pullRequestView(let options):
            return conversationView(options, isPullRequest: true, parsed.globalOptions)
        case .history(let isJSON):
            return history(.print(isJSON: isJSON), parsed.globalOptions)
        case .clearHistory:
            return history(.clear, parsed.globalOptions)
        case .interactive:
            guard environment.canDrawFullScreen else {
                // Piped, or a terminal that cannot move the cursor (TERM=dumb or unset): behave like `search` with
                // its defaults, printing lines, as a script or a dumb terminal expects.
                return launch(parsed.globalOptions) { useCases, wording, _ in
                    .command(
                        SearchCommand(useCase: useCases.search, options: SearchOptions(query: ""), wording: wording))
                }
            }
            return launch(parsed.globalOptions) { useCases, wording, redaction in
                .interactive(
                    interactiveLaunch(
                        useCases: useCases, wording: wording, redaction: redaction, options: parsed.globalOptions))
            }
        }
    }

    /// The launch `make` builds from the use cases over the data sources, the wording of their failures and the
    /// redaction of the configured token, or a configuration error (status 2) when there are no data sources. Both
    /// front ends get the same use cases.
    private func launch(
        _ options: GlobalOptions, _ make: (UseCaseProvider, ErrorMessage, Redaction) -> Launch
    ) -> Launch {
        do {
            let source = try root.source(for: options)
            return make(source.useCases, source.wording, source.redaction)
        } catch {
            let message = TerminalText.sanitize(error.description, controls: .caretNotation)
            return .finish(ProcessOutcome(error: "repo-browser: \(message)\n", code: .usage))
        }
    }

    /// `show`: the target resolved (a configuration error, status 2, when it cannot be), then the page opened or
    /// the detail printed, paged on a terminal.
    private func show(_ request: ShowRequest, _ globalOptions: GlobalOptions) -> Launch {
        let options: ShowOptions
        switch resolve(request.target, for: "show", globalOptions) {
        case .success(let repository): options = request.options(for: repository)
        case .failure(let failure): return failure.launch
        }
        if options.isWeb {
            return openInBrowser(globalOptions) { base in
                WebAddress.repository(base: base, reference: options.repository)
            }
        }
        return launch(globalOptions) { useCases, wording, redaction in
            .command(
                paged(
                    ShowCommand(
                        useCase: useCases.repoDetail, options: options, wording: wording,
                        readmeDisplay: environment.outputStyle.readmeDisplay(
                            isColorFlagDisabled: globalOptions.isColorDisabled),
                        jsonPresentation: environment.outputStyle.jsonPresentation(
                            isColorFlagDisabled: globalOptions.isColorDisabled),
                        redaction: redaction)))
        }
    }

    /// `star` and `unstar`: the repository resolved as `show` resolves a named one (a configuration error, status 2,
    /// when it cannot be), then the change sent through the detail screen's use case.
    private func star(_ location: RepoLocation, isStarred: Bool, _ globalOptions: GlobalOptions) -> Launch {
        let reference: RepoReference
        switch resolve(.named(location), for: isStarred ? "star" : "unstar", globalOptions) {
        case .success(let repository): reference = repository
        case .failure(let failure): return failure.launch
        }
        return launch(globalOptions) { useCases, wording, _ in
            .command(StarCommand(useCase: useCases.star, reference: reference, isStarred: isStarred, wording: wording))
        }
    }

    /// `issues` and `prs`: the target resolved as `show` resolves it (a configuration error, status 2, when it cannot
    /// be), then the page of the list `list` names opened (with `isWeb`) or the list printed, paged on a terminal.
    private func conversationList(
        _ target: RepositoryTarget, for command: String, isWeb: Bool, _ globalOptions: GlobalOptions,
        _ list: @escaping (UseCaseProvider) -> ConversationListCommand.List
    ) -> Launch {
        let repository: RepoReference
        switch resolve(target, for: command, globalOptions) {
        case .success(let resolved): repository = resolved
        case .failure(let failure): return failure.launch
        }
        guard !isWeb else {
            return launch(globalOptions) { useCases, _, _ in
                openInBrowser(globalOptions) { base in
                    ConversationListCommand.web(base: base, repository: repository, list: list(useCases))
                }
            }
        }
        return listLaunch(globalOptions) { useCases, wording, presentation, jsonPresentation in
            ConversationListCommand(
                list(useCases), repository: repository, wording: wording, presentation: presentation,
                jsonPresentation: jsonPresentation)
        }
    }

    /// `issue view` and `pr view`: the repository resolved as `show` resolves it (a configuration error, status 2,
    /// when it cannot be), then the item's page opened (with `--web`) or its conversation printed, paged on a
    /// terminal.
    private func conversationView(
        _ options: ConversationViewOptions, isPullRequest: Bool, _ globalOptions: GlobalOptions
    ) -> Launch {
        let repository: RepoReference
        switch resolve(options.target, for: isPullRequest ? "pr view" : "issue view", globalOptions) {
        case .success(let resolved): repository = resolved
        case .failure(let failure): return failure.launch
        }
        let reference = ConversationReference(repository: repository, number: options.number)
        if options.isWeb {
            return openInBrowser(globalOptions) { base in
                ConversationViewCommand.web(base: base, reference: reference, isPullRequest: isPullRequest)
            }
        }
        return launch(globalOptions) { useCases, wording, redaction in
            .command(
                paged(
                    ConversationViewCommand(
                        isPullRequest: isPullRequest, reference: reference, options: options,
                        useCase: useCases.conversation, wording: wording,
                        display: environment.outputStyle.readmeDisplay(
                            isColorFlagDisabled: globalOptions.isColorDisabled),
                        jsonPresentation: environment.outputStyle.jsonPresentation(
                            isColorFlagDisabled: globalOptions.isColorDisabled),
                        redaction: redaction)))
        }
    }

    /// A list command (`search`, `starred`, `repos`, `issues`, `prs`), printed as the output style says for lists
    /// and JSON, through the pager on a terminal.
    private func listLaunch(
        _ globalOptions: GlobalOptions,
        _ make: (UseCaseProvider, ErrorMessage, ListPresentation, JSONPresentation) -> any NonInteractiveCommand
    ) -> Launch {
        let isColorFlagDisabled = globalOptions.isColorDisabled
        let presentation = environment.outputStyle.listPresentation(isColorFlagDisabled: isColorFlagDisabled)
        let jsonPresentation = environment.outputStyle.jsonPresentation(isColorFlagDisabled: isColorFlagDisabled)
        return launch(globalOptions) { useCases, wording, _ in
            .command(paged(make(useCases, wording, presentation, jsonPresentation)))
        }
    }

    /// The repository `target` names on the configured host (or the current directory's), or the configuration
    /// error saying why `command` has none.
    private func resolve(
        _ target: RepositoryTarget, for command: String, _ globalOptions: GlobalOptions
    ) -> Result<RepoReference, UsageFailure> {
        do {
            let website = try webBaseURL(globalOptions)
            let resolver = RepositoryTargetResolver(
                host: URLComponents(string: website)?.host?.lowercased() ?? "github.com",
                currentDirectory: environment.currentDirectory,
                reader: GitConfigurationReader(environment: environment.variables))
            return .success(try resolver.resolve(target))
        } catch let error as RepositoryTargetError {
            return .failure(UsageFailure(message: error.sentence(command: command)))
        } catch {
            return .failure(UsageFailure(message: "\(error)"))
        }
    }

    /// `history` and `history clear`, over the one history online and offline runs share.
    private func history(_ action: HistoryCommand.Action, _ globalOptions: GlobalOptions) -> Launch {
        launch(globalOptions) { useCases, wording, _ in
            .command(
                HistoryCommand(
                    useCase: useCases.searchHistory, action: action, wording: wording,
                    jsonPresentation: environment.outputStyle.jsonPresentation(
                        isColorFlagDisabled: globalOptions.isColorDisabled)))
        }
    }

    /// `command` through the pager (`GH_PAGER`, `PAGER`, `less -R`) when standard output is a terminal (`less`
    /// shows a text that fits one screen and quits, as `LESS=FRX` asks). Never into a pipe, even with `GH_FORCE_TTY`.
    private func paged(_ command: any NonInteractiveCommand) -> any NonInteractiveCommand {
        guard environment.isOutputTerminal, let pager = Pager.choose(environment: environment.variables) else {
            return command
        }
        return PagerCommand(command, pager: pager)
    }

    /// The command opening the page `address` makes from the website's base URL (the configured GitHub's, or
    /// github.com offline), or a configuration error.
    private func openInBrowser(_ options: GlobalOptions, _ address: (URL) -> URL) -> Launch {
        let website: String
        do {
            website = try webBaseURL(options)
        } catch {
            let message = TerminalText.sanitize(error.description, controls: .caretNotation)
            return .finish(ProcessOutcome(error: "repo-browser: \(message)\n", code: .usage))
        }
        guard let base = URL(string: website) else {
            return .finish(ProcessOutcome(error: "repo-browser: '\(website)' is not a web address\n", code: .usage))
        }
        return .command(
            OpenInBrowserCommand(url: address(base), opener: SystemBrowserOpener(environment: environment.variables)))
    }

    /// The configured GitHub's website (https://github.com, an Enterprise server's, or the `--api-url` origin's);
    /// https://github.com offline.
    private func webBaseURL(_ options: GlobalOptions) throws(APIConfigurationError) -> String {
        guard !options.isOffline else { return "https://github.com" }
        return try APIConfiguration.fromEnvironment(
            environment.variables, apiURLOverride: options.apiURL?.absoluteString
        ).webBaseURLString
    }

    private func interactiveLaunch(
        useCases: UseCaseProvider, wording: ErrorMessage, redaction: Redaction, options: GlobalOptions,
        initialText: String = RepoSearchQuery.defaultText, initialSort: RepoSort = .bestMatch
    ) -> InteractiveLaunch {
        let colorMode = environment.outputStyle.colorMode(isColorFlagDisabled: options.isColorDisabled)
        var offlineSource: (@Sendable () -> InteractiveSource)?
        if !options.isOffline {
            let root = self.root
            offlineSource = { @Sendable in
                let offline = root.offlineSource()
                return InteractiveSource(useCases: offline.useCases, wording: offline.wording)
            }
        }
        return InteractiveLaunch(
            useCases: useCases, colorMode: colorMode,
            wording: wording,
            browserOpener: SystemBrowserOpener(environment: environment.variables), initialText: initialText,
            initialSort: initialSort, redaction: redaction,
            isMouseReportingEnabled: environment.isMouseReportingWanted, offlineSource: offlineSource)
    }
}
