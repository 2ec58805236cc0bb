import Foundation

/// Picks the language of a page among the languages an app speaks, from the page's `?lang=` and the browser's
/// `Accept-Language` header.
public enum LanguageNegotiation {
    /// The query item that names a language outright (`?lang=ko`).
    public static let queryItemName = "lang"

    /// Whether `pathAndQuery`'s query names a language (`/movies?lang=ko`).
    public static func namesLanguage(_ pathAndQuery: String) -> Bool {
        guard let query = pathAndQuery.split(separator: "?", maxSplits: 1).dropFirst().first else { return false }
        return query.split(separator: "&").contains { $0.hasPrefix(queryItemName + "=") }
    }

    /// `pathAndQuery` with `?lang=` naming `language` added, unless its query names a language already.
    public static func adding(_ language: Language, to pathAndQuery: String) -> String {
        if namesLanguage(pathAndQuery) { return pathAndQuery }
        let separator = pathAndQuery.contains("?") ? "&" : "?"
        return pathAndQuery + separator + queryItemName + "=" + language.rawValue
    }

    /// `?lang=` when it names one of `available`, else the browser's most preferred language among them
    /// (highest `q` first; `ko-KR` matches `ko`), else `fallback`.
    public static func negotiate(query: String?, acceptLanguage: String?, available: [Language],
                                 fallback: Language) -> Language {
        if let query, let tag = URLComponents(string: "?" + query)?.queryItems?
            .first(where: { $0.name == queryItemName })?.value,
            let chosen = match(Language(tag), in: available) {
            return chosen
        }
        for tag in ranked(acceptLanguage) {
            if let chosen = match(Language(tag), in: available) { return chosen }
        }
        return fallback
    }

    /// The tags of an `Accept-Language` header, most preferred first (equal weights keep their order); `*` and
    /// weights of zero are left out.
    static func ranked(_ acceptLanguage: String?) -> [String] {
        guard let acceptLanguage else { return [] }
        let weighted = acceptLanguage.split(separator: ",").enumerated().compactMap { index, part -> (String, Double, Int)? in
            let pieces = part.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let tag = pieces.first, !tag.isEmpty, tag != "*" else { return nil }
            let quality = pieces.dropFirst().first { $0.hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) } ?? 1
            return quality > 0 ? (tag, quality, index) : nil
        }
        return weighted.sorted { ($0.1, -$0.2) > ($1.1, -$1.2) }.map(\.0)
    }

    /// `language` itself when available, else the first available language with the same primary subtag.
    private static func match(_ language: Language, in available: [Language]) -> Language? {
        if available.contains(language) { return language }
        return available.first { $0.primary == language.primary }
    }
}
