import Foundation
import ReactiveScenarios

/// Runs every scenario under callgrind, one process per scenario, final subscriber and library, and prints a Markdown
/// table of instructions per operation with each final subscriber, and of mallocs per operation (those of the
/// receiving subscriber's runs; neither subscriber allocates).
enum InstructionTable {
    /// The libraries compared: the floor and the core.
    static let libraries: [Library] = [.plainClosures, .reactive]

    struct Figures {
        let instructions: Int
        let mallocs: Int
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func print() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("reactive-instructions-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let stripped = directory.appendingPathComponent("reactive-instructions-stripped").path
        try run(["strip", "--strip-debug", "-o", stripped, executablePath()])
        Swift.print(
            "| Scenario | Plain closures | Reactive | Ratio | Plain closures, counting | Reactive, counting | Ratio, "
                + "counting | Mallocs: plain / Reactive |")
        Swift.print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
        for scenario in Scenario.all(.receiving) {
            var cells = [scenario.name]
            var mallocs: [Int] = []
            for kind in FinalSubscriberKind.allCases {
                var figures: [Figures] = []
                for library in libraries {
                    let output = directory.appendingPathComponent("callgrind.out").path
                    let count = operationCount(of: scenario)
                    try run([
                        "valgrind", "--tool=callgrind", "--callgrind-out-file=\(output)", "--compress-strings=no",
                        "--toggle-collect=*measuredRun*", stripped, scenario.name, library.rawValue, String(count),
                        kind.rawValue,
                    ])
                    let counted = try parse(String(contentsOfFile: output, encoding: .utf8))
                    figures.append(
                        Figures(instructions: counted.instructions / count, mallocs: counted.mallocs / count))
                }
                let ratio = Double(figures[1].instructions) / Double(max(1, figures[0].instructions))
                cells += [
                    grouped(figures[0].instructions), grouped(figures[1].instructions),
                    "\(String(format: "%.2f", ratio))×",
                ]
                if mallocs.isEmpty { mallocs = figures.map(\.mallocs) }
            }
            cells.append("\(mallocs[0]) / \(mallocs[1])")
            Swift.print("| " + cells.joined(separator: " | ") + " |")
        }
    }

    /// The collected instruction total and the number of calls to the C allocator in a callgrind output written
    /// with `--compress-strings=no` (so every call line names its callee).
    static func parse(_ text: String) throws -> (instructions: Int, mallocs: Int) {
        let allocators: Set<Substring> = ["malloc", "calloc", "realloc", "posix_memalign", "aligned_alloc", "memalign"]
        var instructions: Int?
        var mallocs = 0
        var calleeIsAllocator = false
        for line in text.split(separator: "\n") {
            if line.hasPrefix("totals:") {
                instructions = Int(line.dropFirst("totals:".count).split(separator: " ").first ?? "")
            } else if line.hasPrefix("cfn=") {
                let name = line.dropFirst("cfn=".count).split(separator: "'").first ?? ""
                calleeIsAllocator = allocators.contains(name)
            } else if line.hasPrefix("calls="), calleeIsAllocator {
                mallocs += Int(line.dropFirst("calls=".count).split(separator: " ").first ?? "") ?? 0
            }
        }
        guard let instructions else { throw Failure(description: "callgrind wrote no totals") }
        return (instructions, mallocs)
    }

    static func executablePath() -> String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    static func run(_ command: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(
                description: "\(command.prefix(2).joined(separator: " ")) exited \(process.terminationStatus)")
        }
    }

    static func grouped(_ value: Int) -> String {
        let digits = String(value)
        var result = ""
        for (index, character) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(character)
        }
        return result
    }
}
