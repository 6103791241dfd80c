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
            guard environment.isInputTerminal, environment.isOutputTerminal else {
                // Piped: behave like `search` with its defaults, as a script would expect.
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
        let service = APIService(configuration: configuration, cache: responseCache(options), log: requestLog(options))
        return DataSources(
            repositories: GithubRepoRepository(service: service), accounts: GithubAccountRepository(service: service))
    }

    /// The disk cache under `AppEnvironment.cacheDirectory`, or with `--no-cache` (or no usable directory) one in
    /// memory for this run only.
    private func responseCache(_ options: GlobalOptions) -> any ResponseCaching {
        guard !options.isCacheDisabled, let directory = environment.cacheDirectory else { return ResponseCache() }
        return DiskResponseCache(directory: directory)
    }

    /// With `--debug` or `GH_DEBUG`, a log of every request on standard error.
    private func requestLog(_ options: GlobalOptions) -> APIRequestLog? {
        guard options.isDebugEnabled || environment.isAPIDebugRequested else { return nil }
        return APIRequestLog { line in FileDescriptorOutputSink.standardError.write(Array((line + "\n").utf8)) }
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
