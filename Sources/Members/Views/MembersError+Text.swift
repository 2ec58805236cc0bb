import BinderyWeb

extension MembersError: TextKeyedMessage {
    public typealias Texts = MembersText

    /// The message shown for this error, from the app's `strings` in the screen's language.
    public func message(in strings: StringsTable) -> String {
        switch self {
        case let .service(error): error.message(in: strings)
        case let .notFound(id): strings(MembersText.noSuchMember, id)
        }
    }
}
