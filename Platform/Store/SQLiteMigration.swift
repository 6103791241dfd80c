/// One step of a database's schema: the SQL statements that bring version `n - 1` to `n`, run in order.
struct SQLiteMigration: Sendable {
    /// What the step does, named in the error when one of its statements fails.
    let name: String
    /// The statements, each run as one prepared statement without parameters.
    let statements: [String]
}
