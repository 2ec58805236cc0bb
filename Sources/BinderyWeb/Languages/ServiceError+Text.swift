import Bindery
import Foundation

/// Its `errorDescription` (`TextKeyedMessage`) is BinderyWeb's message in English, for a "remote" service (use
/// `message(in:)` for an app's, in a screen's language).
extension ServiceError: TextKeyedMessage {
    public typealias Texts = ServiceErrorText

    /// The message shown for this error in the language of `strings`, an app's table: the app's own text where
    /// the table has the error's key (a case of `ServiceErrorText`: `serviceUnreachable`, `serviceBadStatus`, …),
    /// else BinderyWeb's, which names the service by the table's `serviceName` ("The cat service address is
    /// invalid.") or calls it "remote".
    ///
    /// A text takes the service's name as `%@`; `serviceBadStatus` takes the status first and the name second
    /// (`%1$@`, `%2$@`). An app in a language BinderyWeb does not ship gives every key it shows.
    public func message(in strings: StringsTable) -> String {
        let shared = ServiceErrorText.strings(in: strings.language)
        func text(_ key: ServiceErrorText, _ arguments: any CustomStringConvertible...) -> String {
            (strings.entries[key.rawValue] != nil ? strings : shared).text(key.rawValue, arguments)
        }
        let service = text(.serviceName)
        return switch self {
        case .invalidAddress: text(.serviceInvalidAddress, service)
        case .unreachable: text(.serviceUnreachable, service)
        case let .badStatus(status): text(.serviceBadStatus, status, service)
        case .unreadableAnswer: text(.serviceUnreadableAnswer, service)
        case .notFound: text(.serviceNotFound, service)
        }
    }
}
