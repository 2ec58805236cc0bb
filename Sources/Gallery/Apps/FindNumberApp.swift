import BinderyWeb
import BinderyWebServer
import FindNumber

/// Find Number (seed 000): the guessing game.
enum FindNumberApp: GalleryApp {
    static let entry = AppEntry(
        path: "/find-number",
        title: LocalizedText(en: "Find Number", ko: "번호 찾기"),
        summary: LocalizedText(
            en: "Guess the number the server picked; right guesses in a row set your record.",
            ko: "서버가 고른 숫자를 맞혀 보세요. 연속으로 맞힌 횟수가 기록이 됩니다."
        )
    )

    static func register(in registry: ScreenRegistry, environment: GalleryEnvironment) {
        let records = RecordStore(defaults: environment.defaults(named: "find-number"))
        registry.register(entry.path) { _ in
            FindNumberViewController {
                FindNumberViewModel(service: RandomNumberService(baseURL: environment.apiBaseURL.current, session: environment.urlSession), store: records)
            }
        }
    }
}
