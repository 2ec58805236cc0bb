import BinderyWeb
import Foundation

/// BinderyWeb's own texts (the alert's button, reconnecting, not found, the language links) in every language the
/// app speaks: BinderyWeb ships English and Korean, and the app adds German from `Strings/BinderyWeb/de.strings`.
/// A server gives it as `WebConfiguration.strings`.
public enum TodoFrameworkText {
    /// BinderyWeb's tables with the app's German laid over them.
    public static let localization = BinderyText.localization.overriding(
        with: Localization(bundle: .module, directory: "Strings/BinderyWeb", languages: ["de"])
    )
}
