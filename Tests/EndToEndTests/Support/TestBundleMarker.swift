/// A class that lives in the end-to-end test bundle, so `Bundle(for:)` finds that bundle (and the binary next to it)
/// whichever runner loaded it.
final class TestBundleMarker {}
