import Domain
import Foundation
import XCTest

final class JSONMapTests: XCTestCase {
    private let map = JSONMap(
        .object([
            "owner": .object([
                "avatar_url": .string("https://example.org/a.png"), "login": .string("apple"),
                "meta": .object(["depth": .integer(3)]),
            ]),
            "nothing": .null,
            "count": .integer(5),
            "dotted.key": .integer(1),
        ]), path: "items[3]")

    func test_nestedKeyPath_readsThroughObjects() throws {
        XCTAssertEqual(try map.value("owner.avatar_url", as: String.self), "https://example.org/a.png")
        XCTAssertEqual(try map.value("owner.meta.depth", as: Int.self), 3)
    }

    func test_missingNestedKey_namesFullPath() {
        XCTAssertThrowsError(try map.value("owner.name", as: String.self)) { error in
            XCTAssertEqual(error as? MappingError, .missingField(keyPath: "items[3].owner.name", expected: "string"))
        }
    }

    func test_nullIntermediate_isAbsentForOptionals() throws {
        XCTAssertNil(try map.optionalValue("nothing.login", as: String.self))
    }

    func test_nullIntermediate_isMissingForRequired() {
        XCTAssertThrowsError(try map.value("nothing.login", as: String.self)) { error in
            XCTAssertEqual(error as? MappingError, .missingField(keyPath: "items[3].nothing.login", expected: "string"))
        }
    }

    func test_scalarIntermediate_isTypeMismatchAtThatStep() {
        XCTAssertThrowsError(try map.optionalValue("count.value", as: Int.self)) { error in
            XCTAssertEqual(
                error as? MappingError, .typeMismatch(keyPath: "items[3].count", expected: "object", found: "number"))
        }
        XCTAssertThrowsError(try map.value("owner.login.first", as: String.self)) { error in
            XCTAssertEqual(
                error as? MappingError,
                .typeMismatch(keyPath: "items[3].owner.login", expected: "object", found: "string"))
        }
    }

    func test_lookup_returnsNullAsNullAndAbsentAsNil() {
        XCTAssertEqual(map.lookup("nothing"), .null)
        XCTAssertNil(map.lookup("absent"))
        XCTAssertNil(map.lookup("count.value"))
        XCTAssertNil(map.lookup("dotted.key"))
    }

    func test_fullPath_joinsWithMapPath() {
        XCTAssertEqual(map.fullPath("owner.login"), "items[3].owner.login")
        XCTAssertEqual(JSONMap(.null).fullPath("login"), "login")
    }

    func test_intFromWholeDouble_isAccepted() throws {
        XCTAssertEqual(try JSONMap(.object(["n": .double(3)])).value("n", as: Int.self), 3)
    }

    func test_intFromOutOfRangeDouble_isTypeMismatch() {
        XCTAssertThrowsError(try JSONMap(.object(["n": .double(1e30)])).value("n", as: Int.self)) { error in
            XCTAssertEqual(error as? MappingError, .typeMismatch(keyPath: "n", expected: "integer", found: "number"))
        }
    }

    func test_urlWithoutScheme_isTypeMismatch() {
        XCTAssertThrowsError(try JSONMap(.object(["u": .string("github.com/apple")])).value("u", as: URL.self))
    }

    func test_mapOverScalar_isTypeMismatchAtItsPath() {
        XCTAssertThrowsError(try JSONMap(.string("MIT"), path: "items[0].license").value("name", as: String.self)) {
            error in
            XCTAssertEqual(
                error as? MappingError,
                .typeMismatch(keyPath: "items[0].license", expected: "object", found: "string"))
        }
    }
}
