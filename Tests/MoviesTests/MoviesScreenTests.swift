import BinderyTest
import BinderyWeb
import Foundation
@testable import Movies
import Testing

/// The movie screens driven through their controls on an in-memory session, without a browser.
@Suite(.checksForLeaks)
struct MoviesScreenTests {
    let scheduler = DispatchQueue.test
    let service: StubMovieService

    init() { service = StubMovieService(scheduler: scheduler) }

    private func open(_ path: String = "/movies", language: Language = "en") -> ScreenTester {
        let service = self.service
        let registry = ScreenRegistry()
        MoviesApp.register(in: registry, environment: .testing.providing(MoviesApp.Services(movies: { _ in service })))
        let tester = ScreenTester(path: path, registry: registry, language: language, scheduler: scheduler,
                                  screenShown: Self.trackScreen)
        trackForLeaks(tester.session)
        return tester
    }

    /// Tracks a screen and its view model for leaks.
    private static func trackScreen(_ screen: ViewController) {
        trackForLeaks(screen)
        if let viewModel = (screen as? MovieListViewController)?.viewModel { trackForLeaks(viewModel) }
        if let viewModel = (screen as? MovieDetailViewController)?.viewModel { trackForLeaks(viewModel) }
    }

    private func classes(_ tester: ScreenTester, _ id: String) -> [String]? { tester.view(id)?.classes }

    @Test func aMovieIDThatIsNotPositiveOpensNoDetailScreen() {
        service.enqueueList(.success([.metropolis]), after: 0)
        let tester = open()
        _ = tester.takeMessages()
        for path in ["/movies/0", "/movies/-8"] {
            tester.navigate(path)
            #expect(tester.screen is MovieListViewController, "\(path) is no screen, as the app registers it")
        }
        tester.close()
    }

    @Test func theListShowsOneTouchViewCardPerMovieOnceItArrives() {
        service.enqueueList(.success([.metropolis, .theKid]), after: 200)
        let tester = open()
        guard case .screen(_, let title, let html, _)? = tester.takeMessages().dropFirst().first else {
            Issue.record("no screen"); return
        }
        #expect(title == "Movies")
        #expect(html.contains("Loading movies…") && html.contains("id=\"movieList\""))

        tester.advance(by: .milliseconds(200))

        let patches = tester.takePatches()
        guard case .content(let id, let cards)? = patches.first(where: { $0.id == "movieList" }) else {
            Issue.record("no cards in \(patches)"); return
        }
        #expect(id == "movieList")
        #expect(cards.contains("<div id=\"touchView-8\" class=\"movie-card\" data-touch tabindex=\"0\" role=\"button\">"))
        #expect(cards.contains("src=\"http://127.0.0.1/api/movies/posters/8.svg\"") && cards.contains("Metropolis (1927)"))
        #expect(cards.contains("id=\"touchView-3\""))
        #expect(tester.view("touchView-8", as: TouchView.self) != nil, "the cards receive events")
        tester.close()
    }

    @Test func aCardIsPressedWhileTouchedAndLosesItWhenTheTouchLeaves() {
        service.enqueueList(.success([.metropolis, .theKid]), after: 0)
        let tester = open()
        _ = tester.takeMessages()

        tester.touch("touchView-8", .touchDown)
        #expect(tester.takePatches() == [.classes(id: "touchView-8", value: ["movie-card", "pressed"])])
        tester.touch("touchView-8", .touchCancel)
        #expect(tester.takePatches() == [.classes(id: "touchView-8", value: ["movie-card"])])
        tester.touch("touchView-8", .touchUp)
        #expect(tester.takePatches().isEmpty, "released after leaving: no tap")
        #expect(tester.screen is MovieListViewController)
        tester.close()
    }

    @Test func aTapOpensTheMovieWhoseTitleLabelShowsItsTitle() {
        service.enqueueList(.success([.metropolis]), after: 0)
        service.enqueueDetail(.success(.metropolis), after: 300)
        let tester = open()
        _ = tester.takeMessages()

        tester.touch("touchView-8", .touchDown)
        tester.touch("touchView-8", .touchUp)
        let messages = tester.takeMessages()
        guard let screen = messages.first(where: { if case .screen = $0 { true } else { false } }),
              case .screen(let path, let title, let html, let history) = screen else {
            Issue.record("no screen in \(messages)"); return
        }
        #expect(path == "/movies/8" && title == "Movie" && history == .push)
        #expect(html.contains("id=\"titleLabel\"") && html.contains("Loading…"))

        tester.advance(by: .milliseconds(300))
        #expect(tester.view("titleLabel", as: Label.self)?.text == "Metropolis")
        #expect(tester.view("infoLabel", as: Label.self)?.text == "1927 · 153 min · Drama, Science Fiction · ★ 8.1")
        #expect(tester.view("statusLabel", as: Label.self)?.text == "")
        #expect(tester.view("posterView", as: ImageView.self)?.url == "http://127.0.0.1/api/movies/posters/8.svg")

        tester.navigate("/movies")
        #expect(tester.screen is MovieListViewController)
        #expect(tester.view("touchView-8", as: TouchView.self)?.classes == ["movie-card"], "Back shows the card released")
        tester.close()
    }

    @Test func theDetailShowsAFailureAndTryAgainLoadsTheMovie() {
        service.enqueueDetail(.failure(.unreachable), after: 100)
        service.enqueueDetail(.success(.metropolis), after: 100)
        let tester = open("/movies/8", language: "ko")
        _ = tester.takeMessages()
        tester.advance(by: .milliseconds(100))

        let message = ServiceError.unreachable.message(in: MoviesText.strings(in: "ko"))
        let patches = tester.takePatches()
        #expect(patches.contains(.alert(message: message)))
        #expect(patches.contains(.hidden(id: "retryButton", value: false)))
        #expect(tester.view("statusLabel", as: Label.self)?.text == message)

        tester.tap("retryButton")
        #expect(tester.view("statusLabel", as: Label.self)?.text == "불러오는 중…")
        tester.advance(by: .milliseconds(100))
        #expect(tester.view("titleLabel", as: Label.self)?.text == "Metropolis")
        #expect(tester.view("retryButton", as: Button.self)?.isHidden == true)
        tester.close()
    }

    @Test func theListShowsAFailureAndTryAgainLoadsIt() {
        service.enqueueList(.failure(.badStatus(503)), after: 0)
        service.enqueueList(.success([.theKid]), after: 0)
        let tester = open()
        #expect(tester.view("statusLabel", as: Label.self)?.text == ServiceError.badStatus(503).message(in: MoviesText.strings(in: "en")))
        #expect(tester.view("retryButton", as: Button.self)?.isHidden == false)

        tester.tap("retryButton")
        #expect(tester.view("touchView-3", as: TouchView.self) != nil)
        #expect(tester.view("retryButton", as: Button.self)?.isHidden == true)
        tester.close()
    }

    @Test func aTitleWithMarkupIsShownAsText() {
        service.enqueueList(.success([Movie(id: 1, title: "<img src=x onerror=alert(1)>")]), after: 0)
        let tester = open()
        let html = tester.screen?.render() ?? ""
        #expect(html.contains("&lt;img src=x onerror=alert(1)&gt;"))
        #expect(!html.contains("<img src=x"))
        tester.close()
    }
}

extension MoviesScreenTests {
    @Test func everyScreenHasOneHeadingAndNamedControlsInBothLanguages() {
        for language: Language in ["en", "ko"] {
            service.enqueueList(.success([.metropolis]), after: 0)
            let tester0 = open("/movies", language: language)
            tester0.settle()
            #expect(tester0.accessibilityIssues == [], "/movies in \(language)")
            tester0.close()
        }
    }
}
