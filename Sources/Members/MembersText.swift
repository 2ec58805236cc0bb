import BinderyWeb
import Foundation

/// Members' texts: one case per text, looked up in `Strings/<language>.strings` (English first, the fallback).
public enum MembersText: String, TextKey {
    /// The app's name on the home page, and its first screen's title.
    case appTitle
    /// The app's line on the home page.
    case appSummary
    /// "The members service address is invalid."
    case invalidURL
    /// "Could not reach the members service. Please try again."
    case networkError
    /// "The members service answered with an error (HTTP %@). Please try again."
    case badStatus
    /// "The members service sent an answer that could not be read."
    case decodingError
    /// "There is no member number %@."
    case noSuchMember
    /// "Avatar"
    case avatarCaption
    /// "Member"
    case memberTitle
    /// "Loading the member…"
    case loadingMember
    /// "Age %@"
    case ageValue
    /// "Name"
    case name
    /// "Job"
    case job
    /// "Age"
    case ageHeader
    /// "Loading members…"
    case loadingMembers
    /// "No members yet."
    case noMembersYet
    /// "Loading avatar"
    case loadingAvatar
    /// "Avatar of %@"
    case avatarOf
    /// "Avatar unavailable"
    case avatarUnavailable
    /// "Retry"
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
