/// Placeholder so the Reactive target builds until its sources land.
enum ReactivePlaceholder {}
