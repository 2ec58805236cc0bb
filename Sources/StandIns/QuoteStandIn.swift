import Foundation
import Hummingbird

/// The public quotes API's stand-in: `GET quotes/random` → `{"_id", "content", "author", "tags", "length"}`.
///
/// The language is `?lang=en|ko` when given (anything else is a 400), else the first of `ko`/`en` in the
/// `Accept-Language` header, else English.
public struct QuoteStandIn: Sendable {
    /// The route, relative to the stand-ins' `/api` prefix.
    public static let path: RouterPath = "quotes/random"

    /// The languages the corpus holds.
    public enum Language: String, Sendable {
        /// English quotations.
        case en
        /// Korean quotations.
        case ko

        /// `lang` when given (nil if it is not `en` or `ko`), else the header's first `ko`/`en` tag, else English.
        static func choose(query lang: Substring?, acceptLanguage: String?) -> Language? {
            if let lang { return Language(rawValue: lang.lowercased()) }
            let tags = (acceptLanguage ?? "").split(separator: ",").map { tag in
                tag.prefix { $0 != ";" && $0 != "-" }.trimmingCharacters(in: .whitespaces).lowercased()
            }
            return tags.lazy.compactMap(Language.init(rawValue:)).first ?? .en
        }
    }

    /// One answer, in the public API's field names.
    public struct Body: Codable, Equatable, Sendable {
        enum CodingKeys: String, CodingKey {
            case id = "_id", content, author, tags, length
        }

        /// A stable id for the quote.
        public let id: String
        /// The words quoted.
        public let content: String
        /// Who said or wrote them.
        public let author: String
        /// Topics.
        public let tags: [String]
        /// The number of characters in `content`.
        public let length: Int
    }

    private let source: any RandomIntegerSource

    /// Creates the stand-in picking quotes with `source`.
    public init(source: any RandomIntegerSource) {
        self.source = source
    }

    /// Adds the route to `router`.
    public func addRoutes<Context: RequestContext>(to router: some RouterMethods<Context>) {
        router.get(Self.path) { request, _ in
            let lang = request.uri.queryParameters["lang"]
            guard let language = Language.choose(query: lang, acceptLanguage: request.headers[.acceptLanguage]) else {
                throw StandInError("lang must be en or ko, got \"\(lang ?? "")\"")
            }
            return try StandInResponse.json(self.randomQuote(in: language))
        }
    }

    /// A random quote from the corpus in `language`.
    public func randomQuote(in language: Language) -> Body {
        let entries = QuoteCorpus.entries(for: language)
        let index = source.nextInteger(in: 0...(entries.count - 1))
        let entry = entries[index]
        return Body(id: "\(language.rawValue)-\(index + 1)", content: entry.content, author: entry.author,
                    tags: entry.tags, length: entry.content.count)
    }
}
