import Foundation

/// One app a server serves, declared in one place in the app's own module: where it starts, the strings tables
/// that give its languages, name and summary, and the screens it registers.
///
/// A server lists its apps' types; adding an app is adding its module and one line to that list.
public protocol WebAppModule {
    /// The app's first screen (`/find-number`), which a home page links to.
    static var path: String { get }
    /// The keys of the app's strings tables: the languages its screens speak and their texts.
    static var texts: any TextKey.Type { get }
    /// The app's name, for a home page.
    static var title: LocalizedText { get }
    /// What the app does, in one line, for a home page.
    static var summary: LocalizedText { get }
    /// The app's own CSS, laid over BinderyWeb's stylesheet on every page of the server (nil: none, the default).
    /// Ship it as a resource of the app's module and read it with ``bundledStylesheet(named:in:)``.
    static var stylesheet: String? { get }
    /// Registers the app's screens with their texts, their services built from `environment`.
    static func register(in registry: ScreenRegistry, environment: AppEnvironment)
}

extension WebAppModule {
    /// No stylesheet of its own: the app's views use BinderyWeb's classes only.
    public static var stylesheet: String? { nil }

    /// The text of the resource `name.css` in `bundle` (the app module's `Bundle.module`); stops the server at start
    /// with a message naming the file when the resource is missing, since pages without their styles are a bug.
    public static func bundledStylesheet(named name: String, in bundle: Bundle) -> String {
        guard let url = bundle.url(forResource: name, withExtension: "css"),
              let text = try? String(contentsOf: url, encoding: .utf8) else {
            preconditionFailure("\(self): no stylesheet \(name).css in \(bundle.bundlePath); list it in the target's resources")
        }
        return text
    }
}

extension Array where Element == any WebAppModule.Type {
    /// The stylesheets of these apps that have one, in order: what a server puts in ``WebConfiguration/stylesheets``.
    public var stylesheets: [String] { compactMap { $0.stylesheet } }
}
