#if canImport(FoundationNetworking)
    import FoundationNetworking
#else
    import Foundation
#endif

/// An HTTP response's header fields, looked up case-insensitively.
struct ResponseHeaders: Sendable, Hashable {
    private let fields: [String: String]

    /// Headers from name–value pairs; later duplicates (ignoring case) win.
    init(_ pairs: [String: String]) {
        var fields: [String: String] = [:]
        for (name, value) in pairs { fields[name.lowercased()] = value }
        self.fields = fields
    }

    init(_ response: HTTPURLResponse) {
        var pairs: [String: String] = [:]
        for (name, value) in response.allHeaderFields {
            if let name = name as? String, let value = value as? String { pairs[name] = value }
        }
        self.init(pairs)
    }

    /// The value of `name`, trimmed, whatever its case.
    subscript(name: String) -> String? {
        fields[name.lowercased()].map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// The value of `name` as a whole number, if it is one.
    func integer(_ name: String) -> Int? {
        self[name].flatMap { Int($0) }
    }
}
