import Application
import Domain
import ReactiveTesting

/// What a paged list showed, as a scene's harness recorded it.
struct ListRecording<Page: ListPage> {
    /// Each state of the list.
    let state: TestableObserver<PagedListState<Page>>
    /// Whether a first page was loading.
    let isLoading: TestableObserver<Bool>
    /// Whether a further page was loading.
    let isLoadingMore: TestableObserver<Bool>
    /// The error line, each time it changed.
    let error: TestableObserver<RepositoryError?>

    /// The rows of the latest state.
    var rows: [Page.Item.Row] { state.values.last.map { Array($0.rows) } ?? [] }
    /// Each error the error line said, in order.
    var errors: [RepositoryError] { error.values.compactMap { $0 } }
}

extension SceneHarness {
    /// Records the list `list` names among the outputs.
    func record<Page>(list: KeyPath<ViewModel.Output, PagedList<Page>.Output>) -> ListRecording<Page> {
        ListRecording(
            state: record(list.appending(path: \.state)), isLoading: record(list.appending(path: \.isLoading)),
            isLoadingMore: record(list.appending(path: \.isLoadingMore)), error: record(list.appending(path: \.error)))
    }
}
