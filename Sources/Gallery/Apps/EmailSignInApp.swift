import BinderyWeb
import BinderyWebServer
import EmailSignIn

/// Email sign-in (seed 004): the throttled address check and the screen after it.
enum EmailSignInApp: GalleryApp {
    static let texts: any TextKey.Type = EmailSignInText.self

    static let entry = AppEntry(
        path: "/email-sign-in",
        title: LocalizedText(EmailSignInText.appTitle),
        summary: LocalizedText(EmailSignInText.appSummary)
    )

    static func register(in registry: ScreenRegistry, environment: GalleryEnvironment) {
        registry.register(entry.path, texts: EmailSignInText.self) { _ in
            EmailSignInViewController { EmailSignInViewModel() }
        }
        registry.register(EmailSignInViewController.nextPath, texts: EmailSignInText.self) { _ in
            NextViewController(email: nil)
        }
    }
}
