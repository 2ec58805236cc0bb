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
    /// What was wrong with the tables when they were read (a missing or unreadable file), each saying how to fix it;
    /// empty when nothing was. A screen of an app whose tables have mistakes reports them, to its tab, the log and
    /// its screen test, and shows its texts' keys where a table is missing: the process goes on.
    public let mistakes: [String]

    /// The tables given, in the order given; the first is the fallback. No table at all is a mistake (`mistakes`):
    /// the localization then speaks English with no texts.
    public init(_ tables: [StringsTable]) {
        self.init(tables, mistakes: [])
    }

    private init(_ given: [StringsTable], mistakes: [String]) {
        let list = given.isEmpty ? [StringsTable(language: "en", entries: [:])] : given
        self.mistakes = given.isEmpty ? mistakes + ["A localization was given no strings table; give it at least one language's."] : mistakes
        languages = list.map(\.language)
        let tables = Dictionary(list.map { ($0.language, $0) }, uniquingKeysWith: { _, last in last })
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
    /// A directory without `fallback`'s table, or a table that cannot be read, is a packaging mistake: it is written
    /// to the log with its fix, and kept in `mistakes`, which the app's screens report.
    public init(bundle: Bundle, directory: String = "Strings", fallback: Language = "en") {
        guard let table = bundle.url(forResource: fallback.rawValue, withExtension: "strings", subdirectory: directory) else {
            self.init(bundle: bundle, directory: directory, languages: [fallback])
            return
        }
        let folder = table.deletingLastPathComponent()
        let files = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        let tags = files.filter { $0.pathExtension == "strings" }.map { Language($0.deletingPathExtension().lastPathComponent) }
        let others = tags.filter { $0 != fallback }.sorted { $0.rawValue < $1.rawValue }
        self.init(bundle: bundle, directory: directory, languages: [fallback] + others)
    }

    /// Reads `<directory>/<tag>.strings` from `bundle` for each of `languages` (the first is the fallback).
    ///
    /// A missing or unreadable table is a packaging mistake: it is written to the log with its fix, kept in
    /// `mistakes`, and the language speaks the fallback's texts (or, for the fallback, its keys).
    public init(bundle: Bundle, directory: String = "Strings", languages: [Language]) {
        var mistakes: [String] = []
        let tables = languages.map { language -> StringsTable in
            let file = "\(directory)/\(language.rawValue).strings"
            guard let url = bundle.url(forResource: language.rawValue, withExtension: "strings", subdirectory: directory),
                  let text = try? String(contentsOf: url, encoding: .utf8) else {
                mistakes.append(Self.missingTableMistake(language: language, directory: directory, bundle: bundle))
                return StringsTable(language: language, entries: [:])
            }
            do {
                return StringsTable(language: language, entries: try StringsFile.parse(text))
            } catch {
                mistakes.append("\(file) cannot be read: \(error). Fix that line of the file.")
                return StringsTable(language: language, entries: [:])
            }
        }
        for mistake in mistakes { FileHandle.standardError.write(Data("BinderyWeb: \(mistake)\n".utf8)) }
        self.init(tables, mistakes: mistakes)
    }

    /// The texts of `language`, the fallback's filling any key it lacks; the fallback's texts when the app does not
    /// speak `language`.
    public func strings(for language: Language) -> StringsTable {
        spoken[language] ?? spoken[fallback]!
    }

    /// `language`'s own table as it was given, without the fallback's texts; nil when these tables do not speak it.
    func table(in language: Language) -> StringsTable? { tables[language] }

    /// Why `<directory>/<language>.strings` is not in `bundle`, with the fix: the folder is not a resource of the
    /// target (or was declared with `.process`, which flattens folders), or the folder lacks that language's file.
    private static func missingTableMistake(language: Language, directory: String, bundle: Bundle) -> String {
        let file = "\(directory)/\(language.rawValue).strings"
        let folder = directory.split(separator: "/").first.map(String.init) ?? directory
        let bundleName = URL(fileURLWithPath: bundle.bundlePath).deletingPathExtension().lastPathComponent
        // SwiftPM names a target's resource bundle `<package>_<target>`.
        let target = bundleName.contains("_") ? "the target `\(bundleName.split(separator: "_").last!)`" : "the app's target"
        let copy = "`resources: [.copy(\"\(folder)\")]`"
        if bundle.url(forResource: language.rawValue, withExtension: "strings") != nil {
            return "No strings table \(file) in \(bundle.bundlePath), but \(language.rawValue).strings is at its top level: "
                + "\(target) declares its strings with `.process`, which flattens folders. Declare \(copy) for it in "
                + "Package.swift instead."
        }
        let folderURL = URL(fileURLWithPath: bundle.bundlePath).appendingPathComponent(directory)
        if FileManager.default.fileExists(atPath: folderURL.path) {
            return "No strings table \(file) in \(bundle.bundlePath): the folder \(directory) is there without "
                + "\(language.rawValue).strings. Add the file, one line per key, as the other languages' tables have."
        }
        return "No strings table \(file) in \(bundle.bundlePath). Add \(copy) to \(target) in Package.swift (without it "
            + "the folder is not copied into the module's bundle; a target with no resources at all has no `Bundle.module`, "
            + "and the compiler says \"'module' is inaccessible due to 'internal' protection level\"), and the file "
            + "if it is missing."
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
        return Localization(merged + added, mistakes: mistakes + other.mistakes)
    }

    /// What is wrong with these tables for the keys `Key` names: a key missing from a language's table, an entry
    /// no key names, or a text whose placeholders differ from the fallback's text for the same key.
    ///
    /// An app's table may also give any of `ServiceErrorText`'s keys, in the languages it likes, without a case
    /// naming it: `ServiceError.message(in:)` reads them from the app's table first (a language BinderyWeb does not
    /// ship needs them); their placeholders must be BinderyWeb's.
    public func problems<Key: TextKey>(of keys: Key.Type) -> [String] {
        let names = Set(Key.allCases.map(\.rawValue))
        let overridable = Key.self == BinderyText.self || Key.self == ServiceErrorText.self
            ? [:] : ServiceErrorText.fallbackStrings.entries
        var problems: [String] = []
        let reference = tables[fallback]?.entries ?? [:]
        for language in languages {
            let entries = tables[language]?.entries ?? [:]
            for name in names.sorted() where entries[name] == nil {
                problems.append("\(language).strings lacks \"\(name)\"")
            }
            for name in entries.keys.sorted() where !names.contains(name) && overridable[name] == nil {
                problems.append("\(language).strings has \"\(name)\", which \(Key.self) does not name")
            }
            for (name, text) in entries.sorted(by: { $0.key < $1.key }) {
                let (expected, source) = reference[name].map { ($0, "\(fallback).strings") }
                    ?? (overridable[name], "BinderyWeb's \(ServiceErrorText.localization.fallback).strings for ServiceErrorText")
                guard let expected,
                      StringsFormat.placeholders(in: text) != StringsFormat.placeholders(in: expected) else { continue }
                problems.append("\(language).strings: \"\(name)\" has other placeholders than \(source)")
            }
        }
        return problems
    }
}
