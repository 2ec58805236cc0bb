/// A value that says itself in an app's texts: an error a screen shows in an alert (`ServiceError`, an app's own
/// error enum), its text read from the screen's `strings` in the tab's language.
public protocol LocalizedMessage {
    /// The text for this value, from `strings` (an app's table in the screen's language).
    func message(in strings: StringsTable) -> String
}
