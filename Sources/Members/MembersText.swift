import BinderyWeb
import Foundation

/// Members' texts: one case per text, looked up in `Strings/<language>.strings` (English first, the fallback).
public enum MembersText: String, AppTextKey {
    /// The app's name on the home page, and its first screen's title.
    case appTitle
    /// The app's line on the home page.
    case appSummary
    /// What `ServiceError`'s messages call the app's service ("The members service address is invalid.").
    case serviceName
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

    /// The languages the app speaks (a `Strings/<tag>.strings` each, English first) and their tables.
    public static let localization = Localization(bundle: .module)
}
