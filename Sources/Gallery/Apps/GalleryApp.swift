import BinderyWeb
import BinderyWebServer
import Foundation

/// One app of the gallery: its home-page entry and the screens it registers.
protocol GalleryApp {
    /// The app's line on the home page.
    static var entry: AppEntry { get }
    /// The keys of the app's strings tables: the languages its screens speak and their texts.
    static var texts: any TextKey.Type { get }
    /// Registers the app's screens, their services built from `environment`.
    static func register(in registry: ScreenRegistry, environment: GalleryEnvironment)
}

extension GalleryEnvironment {
    /// A defaults suite stored in the data directory (a suite named by an absolute path lives at that path + `.plist`).
    func defaults(named name: String) -> UserDefaults {
        UserDefaults(suiteName: dataDirectory.appendingPathComponent(name).path) ?? .standard
    }
}
