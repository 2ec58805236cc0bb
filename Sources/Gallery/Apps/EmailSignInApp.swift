import BinderyWeb
import BinderyWebServer
import EmailSignIn

/// Email sign-in (seed 004): the throttled address check and the screen after it.
enum EmailSignInApp: GalleryApp {
    static let entry = AppEntry(
        path: "/email-sign-in",
        title: LocalizedText(en: "Email sign-in", ko: "이메일 로그인"),
        summary: LocalizedText(
            en: "Type an email address; Next turns on once it is judged valid, at most once a second.",
            ko: "이메일을 입력하면 1초에 한 번씩 검사해 올바른 주소일 때만 다음 버튼이 켜집니다."
        )
    )

    static func register(in registry: ScreenRegistry, environment: GalleryEnvironment) {
        registry.register(entry.path) { _ in
            EmailSignInViewController { EmailSignInViewModel() }
        }
        registry.register(EmailSignInViewController.nextPath) { _ in
            NextViewController(email: nil)
        }
    }
}
