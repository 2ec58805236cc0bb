/// The languages the game's messages are written in.
public enum Language: String, Sendable, CaseIterable {
    /// English, the default.
    case en
    /// Korean, the seed article's own language.
    case ko
}
