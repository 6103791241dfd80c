/// Placeholder so the Domain target builds until its sources land.
enum DomainPlaceholder {}
