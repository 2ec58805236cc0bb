import Foundation

/// A ``LocalizedMessage`` whose texts are one key type's, `Texts`: an app's error enum declares
/// `typealias Texts = LoginText` and is a Foundation `LocalizedError` too, its `errorDescription` the message in
/// those tables' fallback language (a screen shows `message(in:)`, in the tab's language).
public protocol TextKeyedMessage: LocalizedMessage, LocalizedError {
    /// The keys of the tables the message is read from.
    associatedtype Texts: TextKey
}

extension TextKeyedMessage {
    /// The message in `Texts`' fallback language (use `message(in:)` for a screen's).
    public var errorDescription: String? { message(in: Texts.fallbackStrings) }
}
