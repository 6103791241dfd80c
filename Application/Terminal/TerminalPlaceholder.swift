/// Placeholder so the Terminal target builds until its sources land.
enum TerminalPlaceholder {}
