import BinderyWeb
import Foundation

/// Dutch pay's texts: one case per text, looked up in `Strings/<language>.strings` (English first, the fallback).
public enum DutchPayText: String, AppTextKey {
    /// The app's name on the home page, and the screen's title.
    case appTitle
    /// The app's line on the home page.
    case appSummary
    /// An amount of money; %@ is the amount with its digits grouped.
    case wonAmount
    /// A party of one; %@ is 1.
    case onePerson
    /// A party of more than one; %@ is the count with its digits grouped.
    case people
    /// The keypad key that clears the total.
    case clear
    /// The caption above the total.
    case total
    /// The caption above what each person pays.
    case eachPays
    /// The backspace key's accessibility label.
    case backspaceLabel
    /// The minus button's accessibility label.
    case fewerPeople
    /// The plus button's accessibility label.
    case morePeople
    /// The keypad's accessibility label.
    case keypadLabel

    /// The languages the app speaks (a `Strings/<tag>.strings` each, English first) and their tables.
    public static let localization = Localization(bundle: .module)
}
