import StyledText
import XCTest

@testable import CommandLineInterface

/// Help, completion scripts and the man page are generated from the same definition: each lists every option.
final class CommandLineDocumentationTests: XCTestCase {
    private let definition = CommandLineDefinition.repoBrowser

    private var everyOption: [(command: CommandDefinition?, option: OptionDefinition)] {
        definition.globalOptions.map { (nil, $0) }
            + definition.commands.flatMap { command in
                command.options.map { (command, $0) }
            }
    }

    func test_help_ofEachCommandListsEachOfItsOptionsAndTheGlobalOnes() {
        for command in definition.commands {
            let help = HelpText.text(for: definition, command: command)
            XCTAssertTrue(help.hasPrefix(command.abstract), command.name)
            XCTAssertTrue(help.contains("repo-browser \(command.synopsis)"), command.name)
            for option in definition.options(of: command) {
                XCTAssertTrue(help.contains(option.synopsis), "\(command.name): \(option.synopsis)")
            }
        }
    }

    func test_help_ofTheProgramListsCommandsGlobalOptionsVariablesAndExitStatuses() {
        let help = HelpText.text(for: definition, command: nil)
        for command in definition.commands {
            XCTAssertTrue(help.contains("  \(command.synopsis)"), command.name)
        }
        for option in definition.globalOptions {
            XCTAssertTrue(help.contains(option.synopsis), option.name)
        }
        for name in (definition.environment + definition.files + definition.exitStatuses).map(\.name) {
            XCTAssertTrue(help.contains(name), name)
        }
    }

    func test_help_fitsEightyColumns() {
        for command in [nil] + definition.commands.map(Optional.some) {
            for line in HelpText.text(for: definition, command: command).split(separator: "\n") {
                XCTAssertLessThanOrEqual(DisplayWidth.of(line), 80, String(line))
            }
        }
    }

    func test_completionScripts_listEveryOptionAndChoice() {
        for shell in CompletionShell.allCases {
            let script = CompletionScript.text(for: definition, shell: shell)
            for (command, option) in everyOption {
                let label = "\(shell) \(command?.name ?? "global") \(option.longFlag)"
                switch shell {
                case .bash, .zsh:
                    XCTAssertTrue(script.contains(option.longFlag), label)
                    if let short = option.shortFlag { XCTAssertTrue(script.contains(short), label) }
                case .fish:
                    XCTAssertTrue(script.contains("-l \(option.name) "), label)
                    if let short = option.shortName { XCTAssertTrue(script.contains("-s \(short) -l"), label) }
                }
                for choice in option.value.choices {
                    XCTAssertTrue(script.contains(choice), "\(label) \(choice)")
                }
            }
            for command in definition.commands {
                XCTAssertTrue(script.contains(command.name), "\(shell) \(command.name)")
            }
        }
    }

    func test_manualPage_listsEveryOptionCommandVariableAndStatus() {
        let page = ManualPage.text(for: definition, version: "9.8.7")
        XCTAssertTrue(page.hasPrefix(".TH REPO\\-BROWSER 1 \"\" \"repo\\-browser 9.8.7\""), page)
        for (command, option) in everyOption {
            XCTAssertTrue(
                page.contains("\\fB\(ManualPage.escaped(option.longFlag))\\fR"), "\(command?.name ?? "") \(option.name)"
            )
            for choice in option.value.choices {
                XCTAssertTrue(page.contains(ManualPage.escaped(choice)), choice)
            }
        }
        for command in definition.commands {
            XCTAssertTrue(page.contains(".SS \"repo\\-browser \(ManualPage.escaped(command.synopsis))\""), command.name)
        }
        for name in (definition.environment + definition.exitStatuses).map(\.name) {
            XCTAssertTrue(page.contains(ManualPage.escaped(name)), name)
        }
    }

    func test_helpAndManualPage_listTheJSONFieldsByVocabulary() throws {
        for command in [CommandDefinition.search, .show] {
            let help = HelpText.text(for: definition, command: command).replacingOccurrences(of: "\n", with: " ")
                .replacingOccurrences(of: " +", with: " ", options: .regularExpression)
            let page = ManualPage.text(for: definition, version: "1")
            let json = try XCTUnwrap(command.options.first { $0.name == "json" })
            for group in json.choiceGroups {
                XCTAssertTrue(help.contains("\(group.title): \(group.choices.joined(separator: ", "))."), group.title)
                XCTAssertTrue(
                    page.contains(ManualPage.escaped("\(group.title): \(group.choices.joined(separator: ", "))")),
                    group.title)
            }
        }
        XCTAssertTrue(JSONFields.search.contains { $0.choices.contains("fullName") })
        XCTAssertTrue(JSONFields.show.contains { $0.choices.contains("nameWithOwner") })
    }

    func test_manualPage_escapesRoffControlCharacters() {
        XCTAssertEqual(ManualPage.escaped(".TH evil\n'x a\\b-c"), "\\&.TH evil\n\\&'x a\\eb\\-c")
    }
}
