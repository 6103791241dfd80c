/// What `--json` asked for: the whole object, or only some of its fields.
public enum JSONFieldSelection: Equatable, Sendable {
    /// `--json` alone: the whole object, as GitHub names its keys.
    case allFields
    /// `--json a,b,c`: only these fields, in the order given (repeats dropped).
    case fields([String])
}
