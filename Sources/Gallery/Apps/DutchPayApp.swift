import BinderyWeb
import BinderyWebServer
import DutchPay

/// Dutch pay (seed 002): split a bill evenly, rounded up to the won.
enum DutchPayApp: GalleryApp {
    static let entry = AppEntry(
        path: "/dutch-pay",
        title: LocalizedText(en: "Dutch Pay", ko: "더치페이"),
        summary: LocalizedText(
            en: "Enter the total on the keypad and the party size; see what each person pays.",
            ko: "키패드로 총 금액을 입력하고 인원을 정하면 1인당 금액을 보여 줍니다."
        )
    )

    static func register(in registry: ScreenRegistry, environment: GalleryEnvironment) {
        registry.register(entry.path) { _ in
            DutchPayViewController { DutchPayViewModel() }
        }
    }
}
