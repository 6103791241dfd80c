import Domain

/// GitHub's error body (`message`, `documentation_url`, `errors[].message`, `status` as a string or number).
struct GithubErrorBody: BaseModel {
    /// GitHub's explanation.
    let message: String?
    /// The messages of the individual validation errors, when GitHub sends any.
    let detailMessages: [String]
    /// The status the body claims, whether sent as a string (`"422"`) or a number.
    let status: Int?

    init(map: JSONMap) throws(MappingError) {
        message = try map.optionalValue("message")
        var details: [String] = []
        if case .array(let errors)? = map.lookup("errors") {
            for error in errors {
                let entry = JSONMap(error)
                if let text: String = try? entry.optionalValue("message") {
                    details.append(text)
                } else if let field: String = try? entry.optionalValue("field"),
                    let code: String = try? entry.optionalValue("code")
                {
                    details.append("\(field) \(code)")
                }
            }
        }
        detailMessages = details
        switch map.lookup("status") {
        case .string(let text)?: status = Int(text)
        case .integer(let number)?: status = number
        default: status = nil
        }
    }

    /// The body of `data`, or `nil` when it is not a JSON object GitHub would send.
    static func parse(_ data: some Collection<UInt8>) -> GithubErrorBody? {
        try? GithubErrorBody(jsonData: data)
    }

    /// The message and its details in one line, control characters removed and length capped (untrusted text).
    var summary: String? {
        let parts = ([message] + detailMessages.map(Optional.some)).compactMap { $0 }.filter { !$0.isEmpty }
        guard !parts.isEmpty else { return nil }
        let joined = parts.joined(separator: ": ")
        let cleaned = String(
            String.UnicodeScalarView(
                joined.unicodeScalars.map { scalar in
                    scalar.properties.generalCategory == .control ? " " : scalar
                }))
        return cleaned.count > 300 ? String(cleaned.prefix(300)) + "…" : cleaned
    }
}
