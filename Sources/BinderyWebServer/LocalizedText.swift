import BinderyWeb

/// A piece of user-visible text in every language the pages are shown in.
public struct LocalizedText: Sendable, Equatable {
    /// The English text.
    public var en: String
    /// The Korean text.
    public var ko: String

    /// Creates a text from its English and Korean versions.
    public init(en: String, ko: String) {
        self.en = en
        self.ko = ko
    }

    /// The text in `language`.
    public func text(in language: Language) -> String {
        switch language {
        case .en: en
        case .ko: ko
        }
    }
}
