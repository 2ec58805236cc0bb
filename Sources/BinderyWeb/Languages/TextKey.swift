/// The keys of one app's strings tables: an enum with a case per user-visible text, so a look-up names a key that
/// exists (`strings.text(FindNumberText.stage, 3)`) and `Localization.problems(of:)` can prove every language's
/// table has every key.
public protocol TextKey: RawRepresentable, CaseIterable, Sendable where RawValue == String {
    /// The app's languages and their tables, which these keys look texts up in.
    static var localization: Localization { get }
}

extension TextKey {
    /// What is wrong with the tables of these keys: a key missing from a language's table, a key no case names,
    /// a text whose placeholders differ from the fallback language's. Empty when the tables are complete.
    public static var tableProblems: [String] { localization.problems(of: Self.self) }
}

extension TextKey {
    /// The texts these keys name in `language` (the fallback's where the tables do not speak it).
    public static func strings(in language: Language) -> StringsTable { localization.strings(for: language) }

    /// The texts these keys name in the tables' fallback language.
    public static var fallbackStrings: StringsTable { strings(in: localization.fallback) }
}
