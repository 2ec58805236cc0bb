import BinderyWeb
import BinderyWebServer
import FindNumber
import Foundation

/// The one place that lists the gallery's apps: their home-page entries and their screens.
enum GalleryApps {
    /// Find Number (seed 000): the guessing game.
    static let findNumber = AppEntry(
        path: "/find-number",
        title: LocalizedText(en: "Find Number", ko: "번호 찾기"),
        summary: LocalizedText(
            en: "Guess the number the server picked; right guesses in a row set your record.",
            ko: "서버가 고른 숫자를 맞혀 보세요. 연속으로 맞힌 횟수가 기록이 됩니다."
        )
    )

    /// The apps on the home page, in order.
    static let entries: [AppEntry] = [findNumber]

    /// The home page listing `entries`.
    static let homePage = HomePage(
        title: LocalizedText(en: "Bindery Gallery", ko: "Bindery 갤러리"),
        introduction: LocalizedText(
            en: "Example apps built with MVVM Input → transform → Output and reactive bindings; the browser is their View.",
            ko: "MVVM Input → transform → Output과 반응형 바인딩으로 만든 예제 앱입니다. 브라우저가 View 역할을 합니다."
        ),
        apps: entries
    )

    /// The screens of every app, their services built from `environment`.
    static func screens(environment: GalleryEnvironment) -> ScreenRegistry {
        let registry = ScreenRegistry()
        let records = RecordStore(defaults: defaults(named: "find-number", in: environment))
        registry.register(findNumber.path) { _ in
            FindNumberViewController {
                FindNumberViewModel(service: RandomNumberService(baseURL: environment.apiBaseURL.current), store: records)
            }
        }
        return registry
    }

    /// A defaults suite stored in the data directory (a suite named by an absolute path lives at that path + `.plist`).
    private static func defaults(named name: String, in environment: GalleryEnvironment) -> UserDefaults {
        let path = environment.dataDirectory.appendingPathComponent(name).path
        return UserDefaults(suiteName: path) ?? .standard
    }
}
