import Application
import Platform
import Terminal

extension DataSource {
    /// The offline snapshot, as the screens must describe it: a badge with the day it was taken, the facts it
    /// never records (licences, topics, watchers), "not in the snapshot" for them, and the way to ask GitHub.
    static var offlineSnapshot: DataSource {
        DataSource(
            badge: "SNAPSHOT \(OfflineRepoRepository.snapshotDate)", unrecordedFacts: [.license, .topics, .watchers],
            unrecordedWording: "not in the snapshot", unrecordedAdvice: "run without --offline to ask GitHub")
    }
}
