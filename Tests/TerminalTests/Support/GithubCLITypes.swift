import Domain
import Foundation
import XCTest

/// gh's types, as man/USAGE.md states the rule: a name gh defines holds a value of gh's type whatever GitHub left out,
/// and `null` only where the usage document's table says gh prints `null`, or for a time GitHub did not send.
enum GithubCLITypes {
    /// The names the usage document's table lets be `null` for `command` (`search`, `issue view`…): the row whose
    /// first cell names the command, every code span of its second cell.
    static func nullableNames(of command: String) throws -> Set<String> {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let usage = try String(contentsOf: root.appendingPathComponent("man/USAGE.md"), encoding: .utf8)
        let span = try NSRegularExpression(pattern: "`([^`]+)`")
        func spans(_ text: String) -> [String] {
            span.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
                Range(match.range(at: 1), in: text).map { String(text[$0]) }
            }
        }
        let table = usage.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .drop { !$0.hasPrefix("| Command | gh's names that can be `null` |") }.dropFirst(2)
            .prefix { $0.hasPrefix("|") }
        for row in table {
            let cells = row.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
            guard cells.count >= 3, spans(cells[1]).contains(command) else { continue }
            return Set(spans(cells[2]))
        }
        throw CocoaError(.fileReadCorruptFile, userInfo: [NSDebugDescriptionErrorKey: "no row for \(command)"])
    }

    /// Asserts that `value`, printed for an item GitHub left something out of, has the type `full` has for the same
    /// item with everything (`mismatches`); `context` says which item.
    static func assertSameType(
        _ value: JSONValue?, as full: JSONValue?, nullable: Set<String>, field: String, context: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        for mismatch in mismatches(value, full, nullable: nullable, at: field) {
            XCTFail("\(context): \(mismatch)", file: file, line: line)
        }
    }

    /// Where `value` has not `full`'s type, at `path` (`milestone.dueOn`, `reviews[].author`): the same kind of value
    /// at every depth (a list may be shorter), `null` only where `nullable` names the field or its member, or where
    /// `full` is a time. gh's own variations are its type too: an account that is not a person is
    /// {is_bot: true, login}, a head repository's owner leaves out an `id` it does not know, and a list of review
    /// requests mixes users and teams (`__typename`).
    static func mismatches(_ value: JSONValue?, _ full: JSONValue?, nullable: Set<String>, at path: String) -> [String]
    {
        guard let value, let full else {
            return value == nil && full == nil ? [] : ["\(path): printed in one and not the other"]
        }
        switch (value, full) {
        case (.null, _):
            let names = path.split(separator: ".").map { $0.replacingOccurrences(of: "[]", with: "") }
            let isNullable = names.contains { nullable.contains($0) } || full == .null || isTime(full)
            return isNullable ? [] : ["\(path): null where gh prints a value of its type (\(full))"]
        case (.object(let members), .object(let fullMembers)):
            if members[JSONKey("is_bot")] == .bool(true), Set(members.keys) == [JSONKey("is_bot"), JSONKey("login")] {
                return []
            }
            let omitted: Set<JSONKey> = path.hasSuffix("headRepositoryOwner") ? [JSONKey("id")] : []
            let keys = Set(fullMembers.keys).subtracting(omitted) == Set(members.keys).subtracting(omitted)
            return (keys ? [] : ["\(path): the members differ"])
                + fullMembers.filter { !omitted.contains($0.key) || members[$0.key] != nil }.flatMap { key, member in
                    mismatches(members[key], member, nullable: nullable, at: "\(path).\(key.name)")
                }
        case (.array(let items), .array(let fullItems)):
            guard let item = items.first else { return [] }
            let kind = { (value: JSONValue) -> JSONValue? in
                guard case .object(let members) = value else { return nil }
                return members[JSONKey("__typename")]
            }
            guard let fullItem = fullItems.first(where: { kind($0) == kind(item) }) else { return [] }
            return mismatches(item, fullItem, nullable: nullable, at: "\(path)[]")
        case (.string, .string), (.bool, .bool), (.integer, .integer), (.double, .double), (.integer, .double),
            (.double, .integer):
            return []
        default:
            return ["\(path): \(value) where gh's type is that of \(full)"]
        }
    }

    private static func isTime(_ value: JSONValue) -> Bool {
        guard case .string(let text) = value else { return false }
        return GithubTimestamp.date(from: text) != nil
    }
}
