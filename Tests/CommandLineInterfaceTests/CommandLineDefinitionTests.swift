import XCTest

@testable import CommandLineInterface

/// The definition itself: names are unique where the parser looks them up, and every command is reachable.
final class CommandLineDefinitionTests: XCTestCase {
    private let definition = CommandLineDefinition.repoBrowser

    func test_optionNamesAreUniqueWithinEachCommandAndTheGlobalOptions() {
        for command in definition.commands {
            let options = definition.options(of: command)
            let flags = options.map(\.longFlag) + options.compactMap(\.shortFlag)
            XCTAssertEqual(Set(flags).count, flags.count, "\(command.name): \(flags)")
        }
    }

    func test_commandNamesAreUnique() {
        let names = definition.commands.map(\.name)
        XCTAssertEqual(Set(names).count, names.count)
    }

    func test_everyCommandParses() throws {
        let arguments: [String: [String]] = [
            "search": ["search"], "show": ["show", "a/b"], "account": ["account"], "help": ["help"],
            "completion": ["completion", "bash"], "version": ["version"],
            "manual": ["manual"], "star": ["star", "a/b"], "unstar": ["unstar", "a/b"], "starred": ["starred"],
            "history": ["history"], "issues": ["issues", "a/b"], "prs": ["prs"], "repos": ["repos", "apple"],
            "issue": ["issue", "view", "12", "-R", "a/b"], "pr": ["pr", "view", "https://github.com/a/b/pull/3"],
        ]
        XCTAssertEqual(Set(arguments.keys), Set(definition.commands.map(\.name)))
        for (name, words) in arguments {
            XCTAssertNoThrow(try CommandLineArguments.parse(words), name)
        }
    }

    func test_everyChoiceOfEveryOptionParses() throws {
        for command in definition.commands where command.name == "search" || command.name == "show" {
            let prefix = command.name == "show" ? ["show", "a/b"] : ["search"]
            for option in command.options {
                for choice in option.value.choices {
                    XCTAssertNoThrow(
                        try CommandLineArguments.parse(prefix + ["\(option.longFlag)=\(choice)"]),
                        "\(option.longFlag)=\(choice)")
                }
            }
        }
    }
}
