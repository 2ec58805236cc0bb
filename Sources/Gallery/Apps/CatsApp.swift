import BinderyWeb
import BinderyWebServer
import Cats

/// Cats (seed 002): a random cat picture on Resume; Stop cancels and clears it.
enum CatsApp: GalleryApp {
    static let entry = AppEntry(
        path: "/cats",
        title: LocalizedText(en: "Cats", ko: "고양이"),
        summary: LocalizedText(
            en: "Resume fetches and downloads a random cat picture; Stop cancels whatever is in flight and clears it.",
            ko: "재개를 누르면 무작위 고양이 사진을 내려받아 보여 주고, 정지를 누르면 진행 중인 작업을 취소하고 지웁니다."
        )
    )

    static func register(in registry: ScreenRegistry, environment: GalleryEnvironment) {
        let (apiBaseURL, session) = (environment.apiBaseURL, environment.urlSession)
        registry.register(entry.path) { _ in
            CatsViewController { CatsViewModel(service: CatService(baseURL: apiBaseURL.current, session: session)) }
        }
    }
}
