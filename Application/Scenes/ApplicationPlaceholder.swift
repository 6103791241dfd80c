/// Placeholder so the Application target builds until its sources land.
enum ApplicationPlaceholder {}
