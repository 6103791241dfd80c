/// Placeholder so the Platform target builds until its sources land.
enum PlatformPlaceholder {}
