/// A language a page may be shown in, named by its BCP 47 tag (`en`, `ko`, `pt-br`), compared without case.
///
/// Open on purpose: an app declares the languages it speaks (see `Localization`) and any tag may be one of
/// them; nothing in BinderyWeb lists them.
public struct Language: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The tag, lowercased (`pt-br`), as the page's `lang` attribute and `?lang=` carry it.
    public let rawValue: String

    /// The language tagged `rawValue` (case is ignored).
    public init(rawValue: String) { self.rawValue = rawValue.lowercased() }

    /// The language tagged `tag` (case is ignored).
    public init(_ tag: String) { self.init(rawValue: tag) }

    /// The language tagged by the literal (`"ko"`).
    public init(stringLiteral tag: String) { self.init(rawValue: tag) }

    /// The tag's first subtag: `pt` for `pt-br`, the tag itself when it has one subtag.
    public var primary: String { rawValue.split(separator: "-").first.map(String.init) ?? rawValue }

    /// The tag, lowercased, as ``rawValue`` holds it.
    public var description: String { rawValue }
}
