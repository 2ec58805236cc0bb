import BinderyWeb

/// How an avatar is drawn in the page: the downloaded image, or a drawn placeholder while it loads or
/// after it failed, each with its text alternative.
enum AvatarPicture {
    /// A grey disc, while the avatar downloads.
    static let placeholder = DataURL.svg("""
        <svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">\
        <circle cx="48" cy="48" r="48" fill="#e5e5ea"/><circle cx="48" cy="38" r="16" fill="#c7c7cc"/>\
        <path d="M18 82 Q48 50 78 82" fill="#c7c7cc"/></svg>
        """)

    /// A struck-out disc, when the avatar could not be downloaded.
    static let failure = DataURL.svg("""
        <svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">\
        <circle cx="48" cy="48" r="46" fill="#fff0f0" stroke="#ff3b30" stroke-width="4"/>\
        <path d="M30 30 L66 66 M66 30 L30 66" stroke="#ff3b30" stroke-width="6" stroke-linecap="round"/></svg>
        """)

    /// The image URL for `state`.
    static func url(for state: AvatarState) -> String {
        switch state {
        case .loading: placeholder
        case let .loaded(image): DataURL.make(data: image.data, mimeType: image.mimeType)
        case .failed: failure
        }
    }

    /// The text alternative for `state` of `name`'s avatar, from the app's `strings`.
    static func alt(for state: AvatarState, of name: String, in strings: StringsTable) -> String {
        switch state {
        case .loading: strings(MembersText.loadingAvatar)
        case .loaded: strings(MembersText.avatarOf, name)
        case .failed: strings(MembersText.avatarUnavailable)
        }
    }
}
