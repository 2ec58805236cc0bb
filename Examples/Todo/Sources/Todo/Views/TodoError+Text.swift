import BinderyWeb
import Foundation

extension TodoError {
    /// What the screen says about this problem, from the app's `strings` in the screen's language.
    public func message(in strings: StringsTable) -> String {
        switch self {
        case .emptyTitle: strings(.emptyTitle)
        case let .titleTooLong(length, limit): strings(.titleTooLong, length, limit)
        case let .duplicateTitle(title): strings(.duplicateTitle, title)
        case let .listFull(limit): strings(.listFull, limit)
        case let .corruptFile(setAsideAs): strings(.corruptFile, setAsideAs)
        case let .unreadableFile(fileName): strings(.unreadableFile, fileName)
        case let .notSaved(fileName): strings(.notSaved, fileName)
        }
    }
}
