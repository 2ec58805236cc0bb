import BinderyWeb
import Foundation

/// The gallery's own texts: one case per text, looked up in `Strings/<language>.strings` (English first, the fallback).
enum GalleryText: String, TextKey {
    /// The site's name: the home page's title and heading, and every page's link home.
    case siteName
    /// The home page's paragraph under the heading.
    case introduction

    /// The languages the app speaks, English first, and their tables.
    static var localization: Localization { tables }
    private static let tables = Localization(bundle: .module, languages: ["en", "ko"])
}

extension StringsTable {
    /// The text `key` names, its placeholders filled by `arguments` in order.
    func callAsFunction(_ key: GalleryText, _ arguments: any CustomStringConvertible...) -> String {
        text(key.rawValue, arguments)
    }
}
