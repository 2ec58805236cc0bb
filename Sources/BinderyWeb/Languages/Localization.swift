import Foundation

/// The languages an app speaks and its texts in each: one strings table per language, the first language being
/// the one the app falls back to.
///
/// The tables are `.strings` files a translator edits, one per language, kept as resources of the app's module
/// (`Strings/en.strings`, `Strings/ko.strings`); adding a language is adding its file and its tag.
public struct Localization: Sendable {
    /// The languages spoken, in the order the app lists them; the fallback comes first.
    public let languages: [Language]
    /// The language shown when the browser asks for none of `languages`, and whose texts fill gaps in the others.
    public var fallback: Language { languages[0] }
    private let tables: [Language: StringsTable]
    /// What `strings(for:)` answers for each language spoken: its table over the fallback's, merged once here rather
    /// than for every screen that opens.
    private let spoken: [Language: StringsTable]

    /// The tables given, in the order given; the first is the fallback.
    public init(_ tables: [StringsTable]) {
        precondition(!tables.isEmpty, "A localization needs at least one language.")
        languages = tables.map(\.language)
        let tables = Dictionary(tables.map { ($0.language, $0) }, uniquingKeysWith: { _, last in last })
        self.tables = tables
        let fallbackTable = tables[languages[0]]!
        spoken = tables.mapValues { table in
            table.language == fallbackTable.language ? table
                : StringsTable(language: table.language, entries: fallbackTable.entries).adding(table)
        }
    }

    /// The tables written out in `.strings` text, one per language, in the order given; the first is the fallback.
    public init(strings sources: KeyValuePairs<Language, String>) throws(StringsFile.SyntaxError) {
        var tables: [StringsTable] = []
        for (language, text) in sources { tables.append(StringsTable(language: language, entries: try StringsFile.parse(text))) }
        self.init(tables)
    }

    /// Reads every `<directory>/<tag>.strings` in `bundle`: the languages are the files there, `fallback` first, the
    /// others in the order of their tags. `Localization(bundle: .module)` is an app's whole declaration of its
    /// languages; adding a language is adding its file.
    ///
    /// A directory without `fallback`'s table, or a table that cannot be read, is a packaging mistake, so it stops
    /// the program with the file's name.
    public init(bundle: Bundle, directory: String = "Strings", fallback: Language = "en") {
        guard let table = bundle.url(forResource: fallback.rawValue, withExtension: "strings", subdirectory: directory) else {
            preconditionFailure("No strings table \(directory)/\(fallback.rawValue).strings in \(bundle.bundlePath)")
        }
        let folder = table.deletingLastPathComponent()
        let files = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        let tags = files.filter { $0.pathExtension == "strings" }.map { Language($0.deletingPathExtension().lastPathComponent) }
        let others = tags.filter { $0 != fallback }.sorted { $0.rawValue < $1.rawValue }
        self.init(bundle: bundle, directory: directory, languages: [fallback] + others)
    }

    /// Reads `<directory>/<tag>.strings` from `bundle` for each of `languages` (the first is the fallback).
    ///
    /// A missing or unreadable table is a packaging mistake, so it stops the program with the file's name.
    public init(bundle: Bundle, directory: String = "Strings", languages: [Language]) {
        self.init(languages.map { language in
            guard let url = bundle.url(forResource: language.rawValue, withExtension: "strings", subdirectory: directory),
                  let text = try? String(contentsOf: url, encoding: .utf8) else {
                preconditionFailure("No strings table \(directory)/\(language.rawValue).strings in \(bundle.bundlePath)")
            }
            do {
                return StringsTable(language: language, entries: try StringsFile.parse(text))
            } catch {
                preconditionFailure("\(directory)/\(language.rawValue).strings: \(error)")
            }
        })
    }

    /// The texts of `language`, the fallback's filling any key it lacks; the fallback's texts when the app does not
    /// speak `language`.
    public func strings(for language: Language) -> StringsTable {
        spoken[language] ?? spoken[fallback]!
    }

    /// The language to show a page in, among `languages`: `?lang=` in `query`, else the browser's `Accept-Language`,
    /// else the fallback.
    public func negotiate(query: String?, acceptLanguage: String?) -> Language {
        LanguageNegotiation.negotiate(query: query, acceptLanguage: acceptLanguage, available: languages, fallback: fallback)
    }

    /// These tables with `other`'s texts laid over them, language by language; languages only `other` speaks are
    /// added after these. The fallback stays this one's.
    public func overriding(with other: Localization) -> Localization {
        let merged = languages.map { language in
            other.tables[language].map { tables[language, default: StringsTable(language: language, entries: [:])].adding($0) }
                ?? tables[language]!
        }
        let added = other.languages.filter { !languages.contains($0) }.compactMap { other.tables[$0] }
        return Localization(merged + added)
    }

    /// What is wrong with these tables for the keys `Key` names: a key missing from a language's table, an entry
    /// no key names, or a text whose placeholders differ from the fallback's text for the same key.
    public func problems<Key: TextKey>(of keys: Key.Type) -> [String] {
        let names = Set(Key.allCases.map(\.rawValue))
        var problems: [String] = []
        let reference = tables[fallback]?.entries ?? [:]
        for language in languages {
            let entries = tables[language]?.entries ?? [:]
            for name in names.sorted() where entries[name] == nil {
                problems.append("\(language).strings lacks \"\(name)\"")
            }
            for name in entries.keys.sorted() where !names.contains(name) {
                problems.append("\(language).strings has \"\(name)\", which \(Key.self) does not name")
            }
            for (name, text) in entries.sorted(by: { $0.key < $1.key }) {
                guard let expected = reference[name],
                      StringsFormat.placeholders(in: text) != StringsFormat.placeholders(in: expected) else { continue }
                problems.append("\(language).strings: \"\(name)\" has other placeholders than \(fallback).strings")
            }
        }
        return problems
    }
}
