import BinderyWeb
import Foundation

/// Catalog's texts: one case per text, looked up in `Strings/<language>.strings` (English first, the fallback).
public enum CatalogText: String, TextKey {
    /// The app's name on the home page, and the screen's title.
    case appTitle
    /// The app's line on the home page.
    case appSummary
    /// The switch's name; the value line `%@` is "On" or "Off".
    case switchName, switchValue
    /// A switch's or check box's state.
    case on, off
    /// The check box's name; its value line.
    case checkBoxName, checkBoxValue
    /// The segmented control's name, its three segments, its value line.
    case sizeName, sizeSmall, sizeMedium, sizeLarge, sizeValue
    /// The slider's name and value line (`%@`: a percentage).
    case volumeName, volumeValue
    /// The progress bar's name (it follows the slider).
    case progressName
    /// The stepper's name and value line.
    case guestsName, guestsValue
    /// The date picker's name and value line.
    case dayName, dayValue
    /// The picker's name, its rows, its value line.
    case fruitName, fruitApple, fruitPear, fruitPlum, fruitValue
    /// The text view's name and value line (`%@`: how many characters).
    case notesName, notesValue
    /// The activity indicator's name (it runs while the switch is on).
    case activityName
    /// What a value line shows before its control was used.
    case noneYet
    /// The alert's button, title, message, two actions and value line (`%@`: the chosen action's title).
    case alertButton, alertTitle, alertMessage, alertCancel, alertDelete, alertValue
    /// The action sheet's button, title, two actions and value line (`%@`: the chosen action's title).
    case shareButton, shareTitle, shareMail, shareMessages, shareValue
    /// The button that presents the nickname screen, that screen's title, its field, its Done button, and the value
    /// line (`%@`: the nickname it reported).
    case nicknameButton, nicknameTitle, nicknameName, nicknameDone, nicknameValue
    /// The table of planets' name, its rows, each row's distance (`%@`: astronomical units) and the value line.
    case planetsName, planetMercury, planetVenus, planetEarth, planetMars, planetDistance, planetValue
    /// The value line of the refresh control above the planets (`%@`: how many refreshes ended).
    case refreshValue
    /// The tab bar's two sections: the controls, and the badges (also the badges' screen's title).
    case controlsSection, badgesSection
    /// The badges' stepper's name, its value line (`%@`: the badge, or `noBadge`), and what it says at 0.
    case badgeName, badgeValue, noBadge
    /// The line naming the section chosen last in the bar (`%@`: its title, or `noneYet`).
    case chosenValue

    /// The languages the app speaks (a `Strings/<tag>.strings` each, English first) and their tables.
    public static let localization = Localization(bundle: .module)
}
