import BinderyWeb
import Foundation

/// The to-do list's texts: one case per text, looked up in `Strings/<language>.strings` (English first, the
/// fallback; then Korean and German).
public enum TodoText: String, TextKey {
    /// The app's name: the screen's title and heading, and its home-page entry.
    case appTitle
    /// The app's line on the home page.
    case appSummary
    /// The hint in the empty text field.
    case newItemPlaceholder
    /// The text field's name for assistive technology (a placeholder is no label: it goes once typing starts).
    case newItemLabel
    /// The button that adds the typed item.
    case add
    /// An open item's button that marks it done.
    case markDone
    /// A done item's button that marks it open again.
    case markOpen
    /// An item's button that takes it off the list.
    case remove
    /// An item's button that asks for a new title, and the prompt's button that gives it.
    case rename
    /// The rename prompt's title; %@ is the item's title now.
    case renameTitle
    /// The rename prompt's button that changes nothing.
    case cancel
    /// Shown instead of the list while it has no items.
    case emptyList
    /// How many items are left; %1$d is the open items, %2$d all items.
    case remaining
    /// The page's title while items are open (the browser's tab shows it); %d is how many.
    case titleWithOpenItems
    /// Refused: the title is empty.
    case emptyTitle
    /// Refused: the title is too long; %1$d is its length, %2$d the limit.
    case titleTooLong
    /// Refused: the title is on the list already; %@ is the title there.
    case duplicateTitle
    /// Refused: the list is full; %d is how many items it holds at most.
    case listFull
    /// The saved list could not be read and was set aside; %@ is the new file name.
    case corruptFile
    /// The saved list can neither be read nor set aside; %@ is the file name.
    case unreadableFile
    /// A change could not be saved; %@ is the file name.
    case notSaved
    /// An item's priority stars, read out by a screen reader; %@ is the item's title.
    case priority
    /// One star of a priority, read out by a screen reader; %1$d is its number, %2$d the most stars.
    case stars

    /// The languages the app speaks, English first (the fallback), and their tables; listed rather than found
    /// (`Localization(bundle: .module)`) to keep the home page's language links in this order.
    public static let localization = Localization(bundle: .module, languages: ["en", "ko", "de"])
}
