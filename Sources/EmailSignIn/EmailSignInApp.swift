import BinderyWeb
import Foundation

/// Email sign-in: the throttled address check and the screen after it.
public enum EmailSignInApp: TextKeyedWebAppModule {
    public typealias Texts = EmailSignInText

    public static let path = "/email-sign-in"

    public static func register(in registry: ScreenRegistry, environment: AppEnvironment) {
        registry.register(path, texts: Texts.self) { _ in
            EmailSignInViewController { EmailSignInViewModel() }
        }
        registry.register(EmailSignInViewController.nextPath, texts: Texts.self) { _ in
            NextViewController(email: nil)
        }
    }
}
