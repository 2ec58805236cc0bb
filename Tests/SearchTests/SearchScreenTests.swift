import BinderyTest
import BinderyWeb
import Foundation
@testable import Search
import Testing

/// The search screens driven through their controls on an in-memory session, without a browser.
@Suite(.checksForLeaks)
struct SearchScreenTests {
    let scheduler = DispatchQueue.test
    let service: StubSearchService

    init() { service = StubSearchService(scheduler: scheduler) }

    private func open(_ path: String = "/search", language: Language = "en") -> ScreenTester {
        let service = self.service
        let registry = ScreenRegistry()
        SearchApp.register(in: registry, environment: .testing.providing(SearchApp.Services { service }))
        let tester = ScreenTester(path: path, registry: registry, language: language, scheduler: scheduler,
                                  screenShown: Self.trackScreen)
        trackForLeaks(tester.session)
        return tester
    }

    /// Tracks a screen and its view model for leaks.
    private static func trackScreen(_ screen: ViewController) {
        trackForLeaks(screen)
        if let viewModel = (screen as? SearchViewController)?.viewModel { trackForLeaks(viewModel) }
        if let viewModel = (screen as? SearchDetailViewController)?.viewModel { trackForLeaks(viewModel) }
    }

    private func rows(_ tester: ScreenTester) -> [TableRow] { tester.view("tableView", as: TableView.self)?.rows ?? [] }

    @Test func typingShowsTheResultsWithTheirHighlightsAsRunsAfterThePause() {
        service.answer("swift", count: 2, total: 2, after: 100)
        let tester = open()
        guard case .screen(_, let title, let html, _)? = tester.takeMessages().dropFirst().first else {
            Issue.record("no screen"); return
        }
        #expect(title == "Blog search")
        for id in ["searchBar", "tableView", "statusLabel", "moreButton"] { #expect(html.contains("id=\"\(id)\""), "missing \(id)") }

        tester.type("searchBar", "swift")
        tester.advance(by: .milliseconds(299))
        #expect(tester.takePatches().isEmpty, "nothing before the pause")
        tester.advance(by: .milliseconds(1))
        #expect(tester.takePatches() == [.text(id: "statusLabel", value: "Searching for “swift”…")])
        tester.advance(by: .milliseconds(100))

        let expectedRows = [1, 2].map { number in
            TableRow(id: String(number - 1), styledCells: [
                [TextRun("swift", emphasized: true), TextRun(" #\(number)")], [TextRun("about swift")],
                [TextRun("https://blog.example/swift/\(number)")],
            ])
        }
        #expect(tester.takePatches() == [.rows(id: "tableView", value: expectedRows), .text(id: "statusLabel", value: "2 results")])
        #expect(tester.screen?.render().contains("<td><b>swift</b> #1</td><td>about swift</td>") == true)
        tester.close()
    }

    @Test func markupInResultsIsShownAsTextNeverAsHTML() {
        let hostile = SearchResult(title: HighlightedText.parse("<b>x</b> <script>alert(1)</script>"),
                                   description: HighlightedText.parse("&lt;img src=x onerror=alert(1)&gt; <img src=y onerror=alert(2)>"),
                                   link: "https://blog.example/x\"><script>")
        service.answer("x", with: .success(SearchPage(total: 1, start: 1, items: [hostile])), after: 0)
        let tester = open()
        tester.type("searchBar", "x")
        tester.advance(by: .milliseconds(300))

        #expect(rows(tester).first?.cells == ["x <script>alert(1)</script>", "<img src=x onerror=alert(1)> <img src=y onerror=alert(2)>",
                                              "https://blog.example/x\"><script>"])
        let html = tester.screen?.render() ?? ""
        #expect(html.contains("<b>x</b> &lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(!html.contains("<script") && !html.contains("<img"))
        tester.close()
    }

    @Test func moreAppendsTheNextPageAndHidesAtTheEnd() {
        service.answer("swift", count: 20, total: 25, after: 0)
        service.answer("swift", start: 21, count: 5, total: 25, after: 0)
        let tester = open()
        #expect(tester.view("moreButton", as: Button.self)?.isHidden == true)
        tester.type("searchBar", "swift")
        tester.advance(by: .milliseconds(300))
        #expect(tester.view("moreButton", as: Button.self)?.isHidden == false)

        tester.tap("moreButton")
        tester.advance()

        #expect(rows(tester).count == 25)
        #expect(tester.view("moreButton", as: Button.self)?.isHidden == true)
        #expect(tester.view("statusLabel", as: Label.self)?.text == "25 results")
        tester.close()
    }

    @Test func aFailureShowsItsMessageAndTryAgainSearchesAgain() {
        service.answer("swift", with: .failure(.unreachable), after: 0)
        service.answer("swift", count: 1, total: 1, after: 0)
        let tester = open(language: "ko")
        _ = tester.takeMessages()
        tester.type("searchBar", "swift")
        tester.advance(by: .milliseconds(300))

        let message = ServiceError.unreachable.message(in: SearchText.strings(in: "ko"))
        let patches = tester.takePatches()
        #expect(patches.contains(.alert(message: message)))
        #expect(patches.contains(.text(id: "statusLabel", value: message)))
        #expect(patches.contains(.hidden(id: "retryButton", value: false)))

        tester.tap("retryButton")
        tester.advance()
        #expect(rows(tester).count == 1)
        #expect(tester.view("retryButton", as: Button.self)?.isHidden == true)
        tester.close()
    }

    @Test func tappingAResultOpensItsPageInTheWebView() {
        service.answer("swift", count: 2, total: 2, after: 0)
        let tester = open()
        tester.type("searchBar", "swift")
        tester.advance(by: .milliseconds(300))
        _ = tester.takeMessages()

        tester.select("tableView", row: "1")
        tester.advance()

        let messages = tester.takeMessages()
        guard case .screen(let path, let title, let html, let history)? = messages.first else {
            Issue.record("no screen in \(messages)"); return
        }
        #expect(path == "/search/detail?url=https%3A%2F%2Fblog.example%2Fswift%2F2")
        #expect(title == "Blog post" && history == .push)
        #expect(html.contains("id=\"webView\"") && html.contains("sandbox=\"allow-scripts allow-popups\""))
        #expect(messages.dropFirst().flatMap { message -> [Patch] in
            if case .patches(let patches) = message { return patches } else { return [] }
        } == [.src(id: "webView", value: "https://blog.example/swift/2")])

        tester.navigate("/search")
        #expect(tester.screen is SearchViewController, "Back returns to the results as the user left them")
        #expect(rows(tester).count == 2)
        tester.close()
    }

    @Test(arguments: ["javascript%3Aalert(1)", "data%3Atext%2Fhtml%2C%3Cscript%3Ealert(1)%3C%2Fscript%3E", "file%3A%2F%2F%2Fetc%2Fpasswd"])
    func theDetailRefusesAnAddressThatIsNotHTTP(encoded: String) {
        let tester = open("/search/detail?url=\(encoded)")
        let message = "Only http and https pages can be shown; this address was refused."
        #expect(tester.view("webView", as: WebView.self)?.url == nil)
        #expect(tester.view("webView", as: WebView.self)?.isHidden == true)
        #expect(tester.view("messageLabel", as: Label.self)?.text == message)
        #expect(tester.takePatches().contains(.alert(message: message)))
        let html = tester.screen?.render() ?? ""
        #expect(html.contains("<iframe") && !html.contains(" src="), "the frame has no address")
        tester.close()
    }

    @Test func theDetailRefusesALinkTheSearchNeverShowedInThisTab() {
        service.answer("swift", count: 2, total: 2, after: 0)
        let tester = open()
        tester.type("searchBar", "swift")
        tester.advance(by: .milliseconds(300))
        _ = tester.takeMessages()
        tester.navigate("/search/detail?url=https%3A%2F%2Fevil.example%2Fphish")
        let message = "Only pages from your search results are shown here; search again to open this one."
        #expect(tester.view("webView", as: WebView.self)?.url == nil)
        #expect(tester.view("messageLabel", as: Label.self)?.text == message)
        tester.navigate("/search/detail?url=https%3A%2F%2Fblog.example%2Fswift%2F1")
        #expect(tester.view("webView", as: WebView.self)?.url?.absoluteString == "https://blog.example/swift/1", "a shown result opens")
        tester.close()
    }
}

extension SearchScreenTests {
    @Test func everyScreenHasOneHeadingAndNamedControlsInBothLanguages() {
        for language: Language in ["en", "ko"] {
            let tester0 = open("/search", language: language)
            #expect(tester0.accessibilityIssues == [], "/search in \(language)")
            tester0.close()

            service.answer("swift", count: 2, total: 2, after: 0)
            let tester1 = open(language: language)
            tester1.type("searchBar", "swift")
            tester1.advance(by: .milliseconds(300))
            tester1.navigate("/search/detail?url=https%3A%2F%2Fblog.example%2Fswift%2F1")
            #expect(tester1.view("webView", as: WebView.self)?.url != nil, "the detail shows the post in \(language)")
            #expect(tester1.accessibilityIssues == [], "/search/detail in \(language)")
            tester1.close()
        }
    }

    @Test func theSearchBarIsASearchBoxWithALabelAndTheStatusIsAnnounced() {
        let tester = open()
        #expect(tester.view("searchBar", as: TextField.self)?.accessibilityLabel == "Search blog posts")
        #expect(tester.view("searchBar", as: TextField.self)?.inputType == .search)
        #expect(tester.view("statusLabel", as: Label.self)?.accessibilityTraits == .updatesFrequently)
        #expect(tester.screen?.render().contains("aria-live=\"polite\"") == true)
        tester.close()
    }
}
