import BinderyWeb
import Foundation

/// Members' texts: one case per text, looked up in `Strings/<language>.strings` (English first, the fallback).
public enum MembersText: String, TextKey {
    /// The app's name on the home page, and its first screen's title.
    case appTitle
    /// The app's line on the home page.
    case appSummary
    /// The alert when the service's address is not a usable URL.
    case invalidURL
    /// The alert when the service cannot be reached.
    case networkError
    /// The alert when the service answers with an error; %@ is the HTTP status.
    case badStatus
    /// The alert when the service's answer cannot be read.
    case decodingError
    /// The alert when the list has no member with the asked id; %@ is the id.
    case noSuchMember
    /// The detail screen's avatar's text alternative.
    case avatarCaption
    /// The detail screen's title until the member's name is known.
    case memberTitle
    /// The detail screen's status line while the member loads.
    case loadingMember
    /// The detail screen's age line; %@ is the age.
    case ageValue
    /// The list's name column.
    case name
    /// The list's job column.
    case job
    /// The list's age column.
    case ageHeader
    /// The list's status line while it loads.
    case loadingMembers
    /// The list's status line when it is empty.
    case noMembersYet
    /// A row's avatar text alternative while it downloads.
    case loadingAvatar
    /// A row's avatar text alternative once shown; %@ is the member's name.
    case avatarOf
    /// A row's avatar text alternative when it could not be downloaded.
    case avatarUnavailable
    /// The button that fetches again after a failure.
    case retry

    /// The languages the app speaks, English first, and their tables.
    public static var localization: Localization { tables }
    private static let tables = Localization(bundle: .module, languages: ["en", "ko"])
}

extension StringsTable {
    /// The text `key` names, its placeholders filled by `arguments` in order.
    func callAsFunction(_ key: MembersText, _ arguments: any CustomStringConvertible...) -> String {
        text(key.rawValue, arguments)
    }
}
