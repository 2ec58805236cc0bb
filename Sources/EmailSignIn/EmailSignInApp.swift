import BinderyWeb
import Foundation

/// Email sign-in: the throttled address check and the screen after it.
public enum EmailSignInApp: WebAppModule {
    public static let texts: any TextKey.Type = EmailSignInText.self

    public static let path = "/email-sign-in"
    public static let title = LocalizedText(EmailSignInText.appTitle)
    public static let summary = LocalizedText(EmailSignInText.appSummary)

    public static func register(in registry: ScreenRegistry, environment: AppEnvironment) {
        registry.register(path, texts: EmailSignInText.self) { _ in
            EmailSignInViewController { EmailSignInViewModel() }
        }
        registry.register(EmailSignInViewController.nextPath, texts: EmailSignInText.self) { _ in
            NextViewController(email: nil)
        }
    }
}
