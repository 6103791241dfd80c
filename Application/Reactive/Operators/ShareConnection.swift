/// One subscription of the source of `share(replay:scope:)`, with the subject that fans it out.
@usableFromInline
final class ShareConnection<Element: Sendable>: Sendable {
    @usableFromInline
    let subject: SubjectCore<Element>
    @usableFromInline
    let sourceSubscription = SingleAssignmentDisposable()

    @inlinable
    init(subject: SubjectCore<Element>) {
        self.subject = subject
    }
}
