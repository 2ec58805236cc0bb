/// The texts of `ServiceError`'s messages: English and Korean are shipped (`Resources/Strings/ServiceError`), and an
/// app's own strings table overrides any of them by giving its key a text (`serviceName` first of all, which names
/// the app's service in the others).
///
/// Kept apart from `BinderyText`, so a server that teaches BinderyWeb's page texts a language of its own
/// (`WebConfiguration.strings`) is not asked for these; an app that speaks that language gives them.
public enum ServiceErrorText: String, TextKey {
    /// What the messages call a service whose app's table names none ("remote").
    case serviceName
    /// `ServiceError.invalidAddress`; %@ is the service's name.
    case serviceInvalidAddress
    /// `ServiceError.unreachable`; %@ is the service's name.
    case serviceUnreachable
    /// `ServiceError.badStatus`; %1$@ is the HTTP status, %2$@ the service's name.
    case serviceBadStatus
    /// `ServiceError.unreadableAnswer`; %@ is the service's name.
    case serviceUnreadableAnswer
    /// `ServiceError.notFound`; %@ is the service's name.
    case serviceNotFound

    /// English and Korean, English first.
    public static let localization = Localization(bundle: .module, directory: "Strings/ServiceError")
}
