import Application
import Domain
import Reactive

/// A detail use case whose part requests are the Observables it was made with, recording the references asked for.
final class RepoDetailUseCaseFake: RepoDetailUseCaseType {
    let repositoryAnswer: Observable<GithubRepo>
    let languagesAnswer: Observable<[LanguageShare]>
    let contributorsAnswer: Observable<[Contributor]>
    let latestReleaseAnswer: Observable<Release?>
    let readmeAnswer: Observable<String?>

    init(
        repository: Observable<GithubRepo> = .never(), languages: Observable<[LanguageShare]> = .never(),
        contributors: Observable<[Contributor]> = .never(), latestRelease: Observable<Release?> = .never(),
        readme: Observable<String?> = .never()
    ) {
        repositoryAnswer = repository
        languagesAnswer = languages
        contributorsAnswer = contributors
        latestReleaseAnswer = latestRelease
        readmeAnswer = readme
    }

    func repository(_ reference: RepoReference) -> Observable<GithubRepo> { repositoryAnswer }
    func languages(_ reference: RepoReference) -> Observable<[LanguageShare]> { languagesAnswer }
    func contributors(_ reference: RepoReference) -> Observable<[Contributor]> { contributorsAnswer }
    func latestRelease(_ reference: RepoReference) -> Observable<Release?> { latestReleaseAnswer }
    func readme(_ reference: RepoReference) -> Observable<String?> { readmeAnswer }
}
