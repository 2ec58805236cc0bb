import BinderyWeb

extension LoginError: TextKeyedMessage {
    public typealias Texts = LoginText

    /// The alert text for this error, from the app's `strings` in the screen's language.
    public func message(in strings: StringsTable) -> String {
        switch self {
        case .mismatch: strings(LoginText.mismatch)
        case let .tooManyAttempts(minutes):
            strings(minutes == 1 ? LoginText.tooManyAttemptsOneMinute : LoginText.tooManyAttempts, minutes)
        case .storeUnavailable: strings(LoginText.storeUnavailable)
        }
    }
}
