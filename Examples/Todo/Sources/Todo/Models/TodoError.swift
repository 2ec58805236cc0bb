/// What the list refuses, and what can go wrong keeping it: each is shown under the form until the next action
/// succeeds, and none ends the screen's streams.
public enum TodoError: Error, Equatable, Sendable, Codable {
    /// The title is empty once trimmed.
    case emptyTitle
    /// The trimmed title has `length` characters, over `limit`.
    case titleTooLong(length: Int, limit: Int)
    /// An item with this title (ignoring case) is already on the list.
    case duplicateTitle(String)
    /// The list holds `limit` items, its most: one must go before another comes.
    case listFull(limit: Int)
    /// The saved list could not be read; the file was renamed `setAsideAs` (a file name) and a new list started.
    case corruptFile(setAsideAs: String)
    /// The saved list in the file named `fileName` could not be read, nor renamed out of the way.
    case unreadableFile(fileName: String)
    /// The list could not be written to the file named `fileName`; the change was not made.
    case notSaved(fileName: String)
}
