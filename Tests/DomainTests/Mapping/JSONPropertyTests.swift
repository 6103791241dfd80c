import Domain
import XCTest

/// Property tests: thousands of seeded random and damaged documents; the parser and the mappers must always
/// answer with a value or a `MappingError`, and valid trees must survive a write → parse round trip.
final class JSONPropertyTests: XCTestCase {
    private static let iterations = 5_000

    /// Mapping results are typed (`throws(MappingError)`), so reaching the end of each case without a trap
    /// is the property; the checks below pin what else must hold.
    private func checkParseNeverCrashes(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) {
        checkSelectionsAcceptTheSameDocuments(bytes, file: file, line: line)
        do {
            let value = try JSONParser.parse(bytes)
            XCTAssertEqual(
                try JSONParser.parse(JSONWriter.bytes(value)), invalidStringsAsNull(value), file: file, line: line)
        } catch {
            guard case .invalidJSON(_, let offset) = error else {
                return XCTFail("parsing threw \(error), not invalidJSON", file: file, line: line)
            }
            XCTAssertTrue((0...bytes.count).contains(offset), file: file, line: line)
        }
    }

    /// A selection changes what is kept, never whether a document is accepted: parsing with none, some or all of
    /// the members kept fails the same way, at the same offset, or succeeds for all.
    private func checkSelectionsAcceptTheSameDocuments(
        _ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line
    ) {
        func outcome(_ selection: JSONSelection) -> MappingError? {
            do {
                _ = try JSONParser.parse(bytes, selecting: selection)
                return nil
            } catch {
                return error
            }
        }
        let whole = outcome(.everything)
        for selection in [JSONSelection([]), GithubRepo.selection, JSONSelection(["k"], nested: ["a": .init([])])] {
            XCTAssertEqual(outcome(selection), whole, file: file, line: line)
        }
    }

    /// What `JSONWriter` writes for a value: strings that were not UTF-8 become null.
    private func invalidStringsAsNull(_ value: JSONValue) -> JSONValue {
        switch value {
        case .invalidString: .null
        case .array(let elements): .array(elements.map(invalidStringsAsNull))
        case .object(let members): .object(members.mapValues(invalidStringsAsNull))
        default: value
        }
    }

    private func checkMappingNeverCrashes(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) {
        do {
            _ = try SearchResponse(jsonData: bytes)
        } catch {
            XCTAssertFalse(error.description.isEmpty, file: file, line: line)
        }
        do {
            _ = try GithubRepo(jsonData: bytes)
        } catch {
            if case .invalidJSON = error { return }
            XCTAssertNotNil(error.keyPath, file: file, line: line)
        }
    }

    private func smallSearchPage() throws -> [UInt8] {
        guard case .object(var page) = try JSONParser.parse(try Fixture.searchPage()),
            case .array(let items) = page["items"]
        else { throw XCTSkip("fixture is not a search page") }
        page["items"] = .array(Array(items.prefix(2)))
        return JSONWriter.bytes(.object(page))
    }

    func test_randomValidTrees_roundTripThroughWriterAndParser() throws {
        var random = RandomJSON(generator: SeededGenerator(seed: 1))
        for _ in 0..<Self.iterations {
            let value = random.value(depth: 5)
            XCTAssertEqual(try JSONParser.parse(JSONWriter.bytes(value)), value)
        }
    }

    func test_randomValidTrees_mapOrThrowMappingError() {
        var random = RandomJSON(generator: SeededGenerator(seed: 2))
        for _ in 0..<Self.iterations {
            checkMappingNeverCrashes(JSONWriter.bytes(random.value(depth: 4)))
        }
    }

    func test_randomBytes_parseOrThrowInvalidJSON() {
        var random = RandomJSON(generator: SeededGenerator(seed: 3))
        for _ in 0..<Self.iterations {
            let bytes = random.bytes(maximumCount: 64)
            checkParseNeverCrashes(bytes)
            checkMappingNeverCrashes(bytes)
        }
    }

    func test_mutatedRepositoryFixture_parsesOrMapsOrThrows() throws {
        let repository = try Fixture.bytes("repository.json")
        let release = try Fixture.bytes("release.json")
        var random = RandomJSON(generator: SeededGenerator(seed: 4))
        for _ in 0..<Self.iterations {
            var bytes = random.mutate(repository, splicingFrom: release)
            if Bool.random(using: &random.generator) { bytes = random.mutate(bytes, splicingFrom: repository) }
            checkParseNeverCrashes(bytes)
            checkMappingNeverCrashes(bytes)
        }
    }

    func test_mutatedSearchPage_parsesOrMapsOrThrows() throws {
        let page = try smallSearchPage()
        let contributors = try Fixture.bytes("contributors.json")
        var random = RandomJSON(generator: SeededGenerator(seed: 5))
        for _ in 0..<Self.iterations {
            let bytes = random.mutate(page, splicingFrom: contributors)
            checkParseNeverCrashes(bytes)
            checkMappingNeverCrashes(bytes)
        }
    }

    func test_randomDeepNesting_isAcceptedUpToMaximumDepthOnly() {
        var random = RandomJSON(generator: SeededGenerator(seed: 6))
        for _ in 0..<500 {
            let depth = Int.random(in: 1...(JSONParser.maximumDepth * 2), using: &random.generator)
            var opening: [UInt8] = []
            var closing: [UInt8] = []
            for _ in 0..<depth {
                if Bool.random(using: &random.generator) {
                    opening.append(contentsOf: #"{"k":"#.utf8)
                    closing.append(UInt8(ascii: "}"))
                } else {
                    opening.append(UInt8(ascii: "["))
                    closing.append(UInt8(ascii: "]"))
                }
            }
            let bytes = opening + Array("0".utf8) + closing.reversed()
            let parsed = try? JSONParser.parse(bytes)
            XCTAssertEqual(parsed != nil, depth <= JSONParser.maximumDepth, "depth \(depth)")
            checkMappingNeverCrashes(bytes)
        }
    }
}
