import Foundation


/// The languages the apps speak: English by default, Korean (the seeds' own) on request.
public enum Language: String, Sendable, CaseIterable {
    /// English.
    case en
    /// Korean.
    case ko

    /// Picks `?lang=` first, then the browser's `Accept-Language`, else English.
    public static func negotiate(query: String?, acceptLanguage: String?) -> Language {
        if let query, let lang = URLComponents(string: "?" + query)?.queryItems?.first(where: { $0.name == "lang" })?.value,
           let language = Language(rawValue: lang.lowercased()) {
            return language
        }
        guard let acceptLanguage else { return .en }
        let ranked = acceptLanguage.split(separator: ",").compactMap { part -> (String, Double)? in
            let pieces = part.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let tag = pieces.first?.lowercased(), !tag.isEmpty else { return nil }
            let quality = pieces.dropFirst().first { $0.hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) } ?? 1
            return (tag, quality)
        }
        for (tag, _) in ranked.sorted(by: { $0.1 > $1.1 }) {
            let primary = tag.split(separator: "-").first.map(String.init) ?? tag
            if let language = Language(rawValue: primary) { return language }
        }
        return .en
    }

    /// Picks the text for this language.
    public func pick(en: String, ko: String) -> String { self == .ko ? ko : en }
}
