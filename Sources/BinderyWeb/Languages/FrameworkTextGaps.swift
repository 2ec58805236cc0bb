/// BinderyWeb's own texts (``BinderyText``: the alert's button, "Reconnecting…", the 404 page) that a server lacks
/// in the languages its apps speak: without them a German page shows those texts in the fallback language, silently.
/// A ``WebApp`` writes one warning per such language to the log when it is made (``WebApp/frameworkTextGaps``).
public struct FrameworkTextGap: Sendable, Equatable {
    /// A language some app speaks.
    public let language: Language
    /// The `BinderyText` keys the server's framework tables (`WebConfiguration.strings`) have no text for in that
    /// language, in `BinderyText`'s order; every key when the tables do not speak the language at all.
    public let missingKeys: [String]
    /// Whether the framework tables have no table for the language at all (rather than one with gaps).
    public let lacksTable: Bool

    /// The gaps of `frameworkTexts` for each of `languages`, in their order; a language it speaks whole has none.
    static func gaps(of frameworkTexts: Localization, for languages: [Language]) -> [FrameworkTextGap] {
        languages.compactMap { language in
            let table = frameworkTexts.table(in: language)
            let missing = BinderyText.allCases.map(\.rawValue).filter { table?.entries[$0] == nil }
            return missing.isEmpty ? nil : FrameworkTextGap(language: language, missingKeys: missing, lacksTable: table == nil)
        }
    }

    /// The warning for the log: the language, the keys, and the file to add with how to give it to the server.
    public var warning: String {
        let file = "Strings/BinderyWeb/\(language.rawValue).strings"
        let what = lacksTable
            ? "BinderyWeb's own texts have no \(language) table"
            : "BinderyWeb's own \(language) table lacks \(missingKeys.count) of its texts"
        return "\(what), so pages in \(language) show these in the fallback language: \(missingKeys.joined(separator: ", ")). "
            + "Add \(file) to the app's module with a text for each key (BinderyWeb's Resources/Strings/en.strings lists "
            + "them) and give the server `WebConfiguration(strings: BinderyText.localization.overriding(with: "
            + "Localization(bundle: .module, directory: \"Strings/BinderyWeb\", languages: [\"\(language)\"])))` "
            + "(BinderyWeb's article Adding a language)."
    }
}
