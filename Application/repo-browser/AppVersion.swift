/// The version `--version` prints and the `User-Agent` header carries.
enum AppVersion {
    /// `MAJOR.MINOR.PATCH`.
    static let current = "1.0.0"
}
