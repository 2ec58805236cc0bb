import BinderyWeb
import Foundation

extension MembersError: LocalizedMessage {
    /// The message shown for this error, from the app's `strings` in the screen's language.
    public func message(in strings: StringsTable) -> String {
        switch self {
        case let .service(error): error.message(in: strings)
        case let .notFound(id): strings(MembersText.noSuchMember, id)
        }
    }
}

extension MembersError: LocalizedError {
    /// The message in the app's fallback language (use `message(in:)` for the screen's).
    public var errorDescription: String? { message(in: MembersText.fallbackStrings) }
}
