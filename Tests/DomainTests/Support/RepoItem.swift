import Domain

/// Builds search items and pages as `JSONValue`s, so a test can remove or retype one field.
enum RepoItem {
    /// A search item with every field `GithubRepo` reads.
    static let complete: [JSONKey: JSONValue] = [
        "id": .integer(44_838_949),
        "name": .string("swift"),
        "full_name": .string("apple/swift"),
        "html_url": .string("https://github.com/apple/swift"),
        "description": .string("The Swift Programming Language"),
        "stargazers_count": .integer(66_512),
        "forks_count": .integer(10_321),
        "watchers_count": .integer(66_512),
        "subscribers_count": .integer(2_483),
        "open_issues_count": .integer(7_654),
        "language": .string("C++"),
        "topics": .array([.string("swift"), .string("compiler")]),
        "license": .object([
            "key": .string("apache-2.0"), "name": .string("Apache License 2.0"),
            "spdx_id": .string("Apache-2.0"),
        ]),
        "owner": .object([
            "login": .string("apple"),
            "avatar_url": .string("https://avatars.githubusercontent.com/u/10639145?v=4"),
        ]),
        "archived": .bool(false),
        "fork": .bool(false),
        "created_at": .string("2015-10-23T21:15:07Z"),
        "updated_at": .string("2024-05-20T09:41:12Z"),
        "pushed_at": .string("2024-05-20T09:30:55Z"),
        "default_branch": .string("main"),
    ]

    /// The complete item with `key` set to `value`, or removed when `value` is `nil`.
    static func with(_ key: String, _ value: JSONValue?) -> JSONValue {
        var item = complete
        item[JSONKey(key)] = value
        return .object(item)
    }

    /// A search envelope around `items`.
    static func page(_ items: [JSONValue]) -> JSONValue {
        .object(["total_count": .integer(items.count), "incomplete_results": .bool(false), "items": .array(items)])
    }

    /// The `MappingError` that mapping `page([item])` throws, or `nil` when it maps.
    static func pageError(for item: JSONValue) -> MappingError? {
        do {
            _ = try SearchResponse(map: JSONMap(page([item])))
            return nil
        } catch {
            return error
        }
    }
}
