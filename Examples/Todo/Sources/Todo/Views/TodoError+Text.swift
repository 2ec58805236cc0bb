import BinderyWeb
import Foundation

extension TodoError {
    /// What the screen says about this problem, from the app's `strings` in the screen's language.
    public func message(in strings: StringsTable) -> String {
        switch self {
        case .emptyTitle: strings(TodoText.emptyTitle)
        case let .titleTooLong(length, limit): strings(TodoText.titleTooLong, length, limit)
        case let .duplicateTitle(title): strings(TodoText.duplicateTitle, title)
        case let .listFull(limit): strings(TodoText.listFull, limit)
        case let .corruptFile(setAsideAs): strings(TodoText.corruptFile, setAsideAs)
        case let .unreadableFile(fileName): strings(TodoText.unreadableFile, fileName)
        case let .notSaved(fileName): strings(TodoText.notSaved, fileName)
        }
    }
}
