/// One language's texts: the pairs of one `.strings` file, looked up by key and filled in.
///
/// Values may hold placeholders in the `.strings` convention: `%@` for any value, `%d` (also `%i`, `%ld`, `%lld`,
/// `%u`) for a whole number, `%1$@` to take an argument out of order, and `%%` for a percent sign. Each
/// placeholder shows its argument's `description`.
public struct StringsTable: Sendable, Equatable {
    /// The language the texts are in; its tag names the `.strings` file they came from.
    public let language: Language
    /// The texts by key, as written in the file, placeholders unfilled.
    public let entries: [String: String]
    /// Each entry cut into its literal runs and placeholders once, when the table is made: a label that shows a
    /// formatted text on every event no longer scans its format each time (12,000 instructions of callgrind's
    /// g-dutch-pay event went to that scan).
    private let formats: [String: [StringsFormat.Piece]]

    /// A table of `entries` in `language`.
    public init(language: Language, entries: [String: String]) {
        self.language = language
        self.entries = entries
        formats = entries.mapValues(StringsFormat.pieces(of:))
    }

    /// The text for `key` with its placeholders filled by `arguments` in order; the key itself when the table lacks
    /// it (the tables' tests report such a key), so a gap shows on the page instead of crashing it.
    public func text(_ key: String, _ arguments: [any CustomStringConvertible] = []) -> String {
        guard let pieces = formats[key] else { return key }
        return StringsFormat.fill(pieces, with: arguments)
    }

    /// Tables are equal when they hold the same texts in the same language (their parsed formats follow from those).
    public static func == (lhs: StringsTable, rhs: StringsTable) -> Bool {
        lhs.language == rhs.language && lhs.entries == rhs.entries
    }

    /// The text for a typed key, filled by `arguments`.
    public func text<Key: TextKey>(_ key: Key, _ arguments: any CustomStringConvertible...) -> String {
        text(key.rawValue, arguments)
    }

    /// The text for a typed key, filled by `arguments`: `strings(MoviesText.poster, title)` in a screen.
    ///
    /// The key names its type (`MoviesText.poster`, not `.poster`): the table serves every app's keys, so Swift has
    /// no one key type to look a bare case up in.
    public func callAsFunction<Key: TextKey>(_ key: Key, _ arguments: any CustomStringConvertible...) -> String {
        text(key.rawValue, arguments)
    }

    /// This table with `other`'s entries added, `other` winning where both have a key.
    public func adding(_ other: StringsTable) -> StringsTable {
        StringsTable(language: language, entries: entries.merging(other.entries) { _, new in new })
    }
}

/// The placeholders of `.strings` values: filling them in, and listing them so tables can be compared.
enum StringsFormat {
    /// One placeholder: which argument it shows (0-based) and whether it asks for a whole number.
    struct Placeholder: Hashable, Comparable, Sendable {
        let argument: Int
        let isNumber: Bool

        static func < (lhs: Self, rhs: Self) -> Bool { (lhs.argument, lhs.isNumber ? 1 : 0) < (rhs.argument, rhs.isNumber ? 1 : 0) }
    }

    /// A run of a format: text shown as it is, or a placeholder to fill.
    enum Piece: Sendable, Equatable {
        case literal(String)
        case placeholder(Placeholder)
    }

    private static let numberConversions: Set<String> = ["d", "i", "u", "ld", "li", "lu", "lld", "lli", "llu"]

    /// `format` cut into its runs, adjacent literal text joined (`%%` included), empty runs left out.
    static func pieces(of format: String) -> [Piece] {
        var pieces: [Piece] = []
        var text = ""
        scan(format, literal: { text += $0 }, placeholder: { placeholder in
            if !text.isEmpty { pieces.append(.literal(text)); text = "" }
            pieces.append(.placeholder(placeholder))
        })
        if !text.isEmpty { pieces.append(.literal(text)) }
        return pieces
    }

    /// The format whose runs are `pieces`, each placeholder replaced by its argument's description (an argument that
    /// is missing shows as nothing).
    static func fill(_ pieces: [Piece], with arguments: [any CustomStringConvertible]) -> String {
        if pieces.count == 1, case .literal(let text) = pieces[0] { return text }
        var result = ""
        for piece in pieces {
            switch piece {
            case .literal(let text): result += text
            case .placeholder(let placeholder):
                if placeholder.argument < arguments.count { result += arguments[placeholder.argument].description }
            }
        }
        return result
    }

    /// The placeholders of `format`, sorted by argument.
    static func placeholders(in format: String) -> [Placeholder] {
        var found: [Placeholder] = []
        scan(format, literal: { _ in }, placeholder: { found.append($0) })
        return found.sorted()
    }

    private static func scan(_ format: String, literal: (String) -> Void, placeholder: (Placeholder) -> Void) {
        var rest = Substring(format)
        var nextArgument = 0
        while let percent = rest.firstIndex(of: "%") {
            literal(String(rest[..<percent]))
            var cursor = rest.index(after: percent)
            guard cursor < rest.endIndex else { literal("%"); return }
            if rest[cursor] == "%" {
                literal("%")
                rest = rest[rest.index(after: cursor)...]
                continue
            }
            var position: Int?
            let digits = rest[cursor...].prefix { $0.isASCII && $0.isNumber }
            if !digits.isEmpty, rest[digits.endIndex...].first == "$", let number = Int(digits), number > 0 {
                position = number - 1
                cursor = rest.index(after: digits.endIndex)
            }
            let conversion = rest[cursor...].prefix { $0 == "l" } + (rest[cursor...].drop { $0 == "l" }.first.map { String($0) } ?? "")
            let isObject = conversion == "@"
            guard isObject || numberConversions.contains(String(conversion)) else {
                literal(String(rest[percent..<cursor]))
                rest = rest[cursor...]
                continue
            }
            let argument = position ?? nextArgument
            nextArgument = argument + 1
            placeholder(Placeholder(argument: argument, isNumber: !isObject))
            rest = rest[rest.index(cursor, offsetBy: conversion.count)...]
        }
        literal(String(rest))
    }
}
