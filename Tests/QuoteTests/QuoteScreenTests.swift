import BinderyTest
import BinderyWeb
import Foundation
@testable import Quote
import Testing

/// The Quote screen driven through its controls on an in-memory session, without a browser.
@Suite(.checksForLeaks)
struct QuoteScreenTests {
    let scheduler = DispatchQueue.test
    let service: StubQuoteService

    init() { service = StubQuoteService(scheduler: scheduler) }

    private func open(language: Language = "en") -> ScreenTester {
        let service = self.service
        let registry = ScreenRegistry()
        QuoteApp.register(in: registry, environment: .testing.providing(QuoteApp.Services(quotes: { _ in service })))
        let tester = ScreenTester(path: "/quote", registry: registry, language: language, scheduler: scheduler,
                                  screenShown: Self.trackScreen)
        trackForLeaks(tester.session)
        return tester
    }

    /// Tracks a screen and its view model for leaks.
    private static func trackScreen(_ screen: ViewController) {
        trackForLeaks(screen)
        if let viewModel = (screen as? QuoteViewController)?.viewModel { trackForLeaks(viewModel) }
    }

    private func shown(_ tester: ScreenTester) -> [String?] {
        [tester.view("quoteLabel", as: Label.self)?.text, tester.view("authorLabel", as: Label.self)?.text]
    }

    private func isRefreshEnabled(_ tester: ScreenTester) -> Bool? {
        tester.view("refreshButton", as: Button.self)?.isEnabled
    }

    @Test func rendersTheSeedsOutletsThenShowsTheQuoteWhenItArrives() {
        service.enqueue(.success(.franklin), after: 500)
        let tester = open()
        let messages = tester.takeMessages()
        guard case .screen(_, let title, let html, _)? = messages.dropFirst().first else {
            Issue.record("no screen in \(messages)"); return
        }
        #expect(title == "Quote")
        for id in ["quoteLabel", "authorLabel", "refreshButton"] {
            #expect(html.contains("id=\"\(id)\""), "missing \(id)")
        }
        #expect(html.contains("Loading a quote…"))
        #expect(messages.last == .patches([.enabled(id: "refreshButton", value: false)]), "disabled as the screen appears")

        tester.advance(by: .milliseconds(500))

        #expect(tester.takeMessages() == [.patches([
            .text(id: "quoteLabel", value: Quote.franklin.content),
            .text(id: "authorLabel", value: Quote.franklin.author),
            .enabled(id: "refreshButton", value: true),
        ])])
        tester.close()
    }

    @Test func refreshShowsANewQuoteAndATapWhileLoadingFetchesNothing() {
        service.enqueue(.success(.franklin), .success(.lincoln), after: 500)
        let tester = open()
        tester.tap("refreshButton")
        tester.advance(by: .milliseconds(500))
        tester.tap("refreshButton")
        #expect(isRefreshEnabled(tester) == false)
        tester.tap("refreshButton")
        tester.advance(by: .milliseconds(500))

        #expect(shown(tester) == [Quote.lincoln.content, Quote.lincoln.author])
        #expect(isRefreshEnabled(tester) == true)
        #expect(service.requests == 2)
        tester.close()
    }

    @Test func aFailureShowsTheKoreanMessageInTheQuoteLabelAndTheAlertAndTheNextRefreshWorks() {
        service.enqueue(.failure(.unreachable), after: 500)
        service.enqueue(.success(.yiSunSin), after: 500)
        let tester = open(language: "ko")
        _ = tester.takeMessages()
        tester.advance(by: .milliseconds(500))

        let message = ServiceError.unreachable.message(in: QuoteText.strings(in: "ko"))
        #expect(tester.takePatches() == [
            .text(id: "quoteLabel", value: message),
            .alert(message: message),
            .enabled(id: "refreshButton", value: true),
        ])
        tester.tap("refreshButton")
        tester.advance(by: .milliseconds(500))
        #expect(shown(tester) == [Quote.yiSunSin.content, Quote.yiSunSin.author])
        tester.close()
    }

    @Test func markupInAQuoteIsShownAsText() {
        let hostile = Quote(content: "<img src=x onerror=alert(1)>", author: "<b>Nobody</b>")
        service.enqueue(.success(hostile), after: 0)
        let tester = open()
        tester.advance()

        #expect(shown(tester) == [hostile.content, hostile.author])
        let html = tester.screen?.render() ?? ""
        #expect(html.contains("&lt;img src=x onerror=alert(1)&gt;"))
        #expect(!html.contains("<img"))
        #expect(!html.contains("<b>Nobody"))
        tester.close()
    }

    @Test func koreanTexts() {
        service.enqueue(.success(.yiSunSin), after: 500)
        let tester = open(language: "ko")
        guard case .screen(_, let title, let html, _)? = tester.takeMessages().dropFirst().first else {
            Issue.record("no screen"); return
        }
        #expect(title == "오늘의 명언")
        #expect(html.contains("명언을 불러오는 중…"))
        #expect(html.contains(">새로고침</button>"))
        tester.advance(by: .milliseconds(500))
        tester.close()
    }
}

extension QuoteScreenTests {
    @Test func everyScreenHasOneHeadingAndNamedControlsInBothLanguages() {
        for language: Language in ["en", "ko"] {
            service.enqueue(.success(.franklin), after: 500)
            let tester0 = open(language: language)
            #expect(tester0.accessibilityIssues == [], "/quote in \(language)")
            tester0.close()
        }
    }
}
