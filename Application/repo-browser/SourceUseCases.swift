import Application
import StyledText
import Terminal

/// The use cases over one data source (GitHub or the offline snapshot), and what the front ends need to say about
/// it: the wording of its failures (naming the token's source, describing the source) and the secrets no text shows.
struct SourceUseCases: Sendable {
    let useCases: UseCaseProvider
    let wording: ErrorMessage
    /// The configured token, if any: never shown in a rendered README.
    var redaction: Redaction = .none
}
