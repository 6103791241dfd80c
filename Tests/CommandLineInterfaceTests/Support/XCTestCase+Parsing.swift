import Domain
import XCTest

@testable import CommandLineInterface

extension XCTestCase {
    /// The command `arguments` (what follows `repo-browser`) parse to.
    func parsedCommand(_ arguments: String...) throws -> Command {
        try CommandLineArguments.parse(arguments).command
    }

    /// Why `arguments` do not parse, or `nil` when they do.
    func parseError(_ arguments: String...) -> CommandLineError? {
        do {
            _ = try CommandLineArguments.parse(arguments)
            return nil
        } catch {
            return error.error
        }
    }

    /// The repository `OWNER/NAME` (or `HOST/OWNER/NAME`) names.
    func namedTarget(_ text: String) throws -> RepositoryTarget {
        .named(try XCTUnwrap(RepoLocation(text)))
    }
}
