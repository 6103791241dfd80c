import Application
import Domain
import Platform
import Terminal

/// The only code that sees every layer: turns the command line and the environment into something to run.
///
/// It parses the arguments, picks the data source (GitHub through `APIService`, or the offline snapshot for
/// `--offline`), builds the use cases for the interactive browser or a command for `search` and `show`, and
/// words usage and configuration errors. It runs nothing itself: `launch(arguments:)` is a pure decision.
struct CompositionRoot {
    /// The environment and terminals, read once at start-up.
    let environment: AppEnvironment

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
        case .search(let options):
            return launch(parsed.globalOptions) { sources in
                .command(SearchCommand(repository: sources.repositories, options: options, wording: sources.wording))
            }
        case .show(let options):
            return launch(parsed.globalOptions) { sources in
                .command(ShowCommand(repository: sources.repositories, options: options, wording: sources.wording))
            }
        case .account:
            return launch(parsed.globalOptions) { sources in
                .command(AccountCommand(repository: sources.accounts, wording: sources.wording))
            }
        case .interactive:
            guard environment.canDrawFullScreen else {
                // Piped, or a terminal that cannot move the cursor (TERM=dumb or unset): behave like `search` with
                // its defaults, printing lines, as a script or a dumb terminal expects.
                return launch(parsed.globalOptions) { sources in
                    .command(
                        SearchCommand(
                            repository: sources.repositories, options: SearchOptions(query: ""),
                            wording: sources.wording))
                }
            }
            return launch(parsed.globalOptions) { sources in
                .interactive(interactiveLaunch(sources: sources, options: parsed.globalOptions))
            }
        }
    }

    /// The launch `make` builds from the data sources, or a configuration error (status 2) when there are none.
    private func launch(_ options: GlobalOptions, _ make: (DataSources) -> Launch) -> Launch {
        do {
            return make(try dataSources(for: options))
        } catch {
            let message = TerminalText.sanitize(error.description, controls: .caretNotation)
            return .finish(ProcessOutcome(error: "repo-browser: \(message)\n", code: .usage))
        }
    }

    /// GitHub (host, API URL and token from the environment, the GitHub CLI's login, or `--api-url`), or the
    /// offline snapshot.
    private func dataSources(for options: GlobalOptions) throws(APIConfigurationError) -> DataSources {
        if options.isOffline {
            return DataSources(repositories: OfflineRepoRepository(), accounts: OfflineAccountRepository())
        }
        let configuration = try APIConfiguration.fromEnvironment(
            environment.variables, apiURLOverride: options.apiURL?.absoluteString, appVersion: AppVersion.current,
            githubCLIToken: { host in environment.githubCLITokenReader()?.token(host: host) })
        let service = APIService(configuration: configuration)
        return DataSources(
            repositories: GithubRepoRepository(service: service), accounts: GithubAccountRepository(service: service))
    }

    private func interactiveLaunch(sources: DataSources, options: GlobalOptions) -> InteractiveLaunch {
        let useCases = UseCaseProvider(
            main: MainUseCase(repository: sources.repositories),
            repoDetail: RepoDetailUseCase(repository: sources.repositories),
            account: AccountUseCase(repository: sources.accounts))
        let colorMode = ColorMode.resolve(
            environment: environment.variables, isColorFlagDisabled: options.isColorDisabled,
            isOutputTerminal: environment.isOutputTerminal)
        return InteractiveLaunch(
            useCases: useCases, colorMode: colorMode,
            snapshotDate: sources.repositories.isSampleData ? OfflineRepoRepository.snapshotDate : nil,
            wording: sources.wording)
    }
}
