import Bindery
import Foundation

/// One step of a sign-in attempt, as the view model's attempt stream produces it.
enum LoginStep {
    /// The throttle refused the try; tries stay refused for `retryAfter`.
    case refused(retryAfter: Duration)
    /// The check started (off the UI thread).
    case checking
    /// The store answered (on the UI scheduler): the account, nil for a mismatch, or a failure.
    case answered(Result<Account?, any Error>)
}
