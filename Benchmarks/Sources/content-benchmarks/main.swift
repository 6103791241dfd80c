import Domain
import Foundation
import Platform

// The offline mode's search over the whole snapshot (goal: under 5 ms per query). Each query runs through
// `OfflineRepoRepository.searchNow`, the synchronous core of `search`: parse the query, filter and rank all 3,449
// repositories, cut one page. The snapshot is parsed once before timing (the app does it on first use).

let runs = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 200
let repository = OfflineRepoRepository()
let queries: [(String, RepoSort)] = [
    ("reactive", .bestMatch),
    ("language:swift stars:>20000", .stars),
    ("swift programming language", .bestMatch),
    ("a", .bestMatch),
    ("is:public", .stars),
    ("pushed:>2026-01-01 NOT awesome -language:python", .updated),
    ("\"machine learning\" in:description forks:>1000", .forks),
]

let parse = Timing.median(runs: 1, warmUp: 0) { _ = repository.repositoryCount }
print(
    String(
        format: "parsing the snapshot (first use): %.1f ms CPU, %.1f ms wall", parse.cpuMilliseconds,
        parse.wallMilliseconds))
print("offline search over \(repository.repositoryCount) repositories, medians of \(runs) runs (release build)")
var worst = 0.0
for (text, sort) in queries {
    let query = try RepoSearchQuery(text: text, sort: sort, perPage: 30)
    let result = try Timing.median(runs: runs, warmUp: 10) { _ = try repository.searchNow(query) }
    worst = max(worst, result.cpuMilliseconds)
    print(
        String(
            format: "  %-50@ %-10@ %.3f ms CPU  %.3f ms wall", "\"\(text)\"" as NSString, sort.rawValue as NSString,
            result.cpuMilliseconds, result.wallMilliseconds))
}
print(String(format: "slowest query: %.3f ms CPU (goal < 5 ms)", worst))
