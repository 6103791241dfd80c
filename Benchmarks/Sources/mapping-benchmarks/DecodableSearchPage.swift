/// The search envelope for `JSONDecoder`; only `items` is read, as in the Domain path being compared.
struct DecodableSearchPage: Decodable {
    let items: [DecodableGithubRepo]
}
