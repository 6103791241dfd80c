import Domain
import Foundation

// BaseModel mapping (JSONParser + JSONMap) against JSONDecoder with a Decodable mirror, on the 100-item search
// page fixture. Both produce `[GithubRepo]` from the same `Data`; both parse dates with `GithubTimestamp`
// (JSONDecoder through `.custom`), so the comparison is decoder against decoder. BaseModel parses the page as the
// app does, building only the members `GithubRepo.selection` names; the whole-document figure builds them all.

let fixture = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Tests/DomainTests/Fixtures/search-repositories-page.json")
let runs = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 200

/// A search page as the app parses it: only the members `GithubRepo` reads are built.
let searchPageSelection = JSONSelection([], nested: ["items": GithubRepo.selection])

func mapWithDomain(_ data: Data, selecting selection: JSONSelection = searchPageSelection) throws -> [GithubRepo] {
    try JSONMap(try JSONParser.parse(data, selecting: selection)).models("items")
}

func mapWithJSONDecoder(_ data: Data, _ decoder: JSONDecoder) throws -> [GithubRepo] {
    try decoder.decode(DecodableSearchPage.self, from: data).items.map(\.repo)
}

let decoder = JSONDecoder()
decoder.dateDecodingStrategy = .custom { decoder in
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let date = GithubTimestamp.date(from: text) else {
        throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a timestamp"))
    }
    return date
}

let pretty = try Data(contentsOf: fixture)
let compact = Data(JSONWriter.bytes(try JSONParser.parse(pretty)))
guard try mapWithDomain(pretty) == mapWithJSONDecoder(pretty, decoder),
    try mapWithDomain(pretty) == mapWithDomain(pretty, selecting: .everything), try mapWithDomain(pretty).count == 100
else {
    print("the two decoders disagree on the fixture")
    exit(1)
}

print("100-item search page → [GithubRepo], median of \(runs) runs after warm-up (release build)")
for (label, data) in [("as served (indented)", pretty), ("compact", compact)] {
    let domain = try Stopwatch.medianMilliseconds(runs: runs, warmUp: 20) { _ = try mapWithDomain(data) }
    let whole = try Stopwatch.medianMilliseconds(runs: runs, warmUp: 20) {
        _ = try mapWithDomain(data, selecting: .everything)
    }
    let foundation = try Stopwatch.medianMilliseconds(runs: runs, warmUp: 20) {
        _ = try mapWithJSONDecoder(data, decoder)
    }
    let kilobytes = data.count / 1024
    print(
        String(
            format: "  %@, %d KB: BaseModel %.3f ms/page (whole document %.3f), JSONDecoder %.3f ms/page (%.2fx)",
            label, kilobytes, domain, whole, foundation, foundation / domain))
}
