/// Whether a screen comes back as the user left it when its tab is restored (after a reload, a restart or a crash),
/// or starts fresh.
public enum ScreenRestoration: Sendable {
    /// The screen is restored by replaying what the user did on it (the default): its fields, its view model's
    /// state, the screens it pushed.
    case continues
    /// What the user did on the screen is not replayed: it comes back as it is built, from the app's stores. For a
    /// screen whose view model writes to a store of the app's own (not through an HTTP service, whose answers a
    /// restore takes from the record): a replay would write again (a deposit would be repeated). An idle tab lets
    /// such a screen go only while nothing was done on it since it was shown (`Session+IdleScreens`).
    case startsFresh
}
