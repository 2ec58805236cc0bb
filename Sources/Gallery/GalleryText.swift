import BinderyWeb
import Foundation

/// The gallery's own texts: one case per text, looked up in `Strings/<language>.strings` (English first, the fallback).
enum GalleryText: String, TextKey {
    /// The site's name: the home page's title and heading, and every page's link home.
    case siteName
    /// The home page's paragraph under the heading.
    case introduction

    /// The languages the app speaks (a `Strings/<tag>.strings` each, English first) and their tables.
    static let localization = Localization(bundle: .module)
}
