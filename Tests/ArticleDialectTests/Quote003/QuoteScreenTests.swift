import BinderyTest
import BinderyUIKit
import Foundation
import Testing

/// Seed 003's view controller on an in-memory session: the quote fetched when the screen appears, the button
/// off while a fetch is in flight.
@Suite(.checksForLeaks)
struct QuoteScreenTests {
    private let scheduler = DispatchQueue.test

    private func open(_ result: Result<Quote, StubError>) -> ScreenTester {
        let service = DelayedQuoteService(result: result, delay: .milliseconds(500), scheduler: scheduler.eraseToAnyScheduler())
        return openScreen({ QuoteViewController(vm: QuoteViewModel(quoteServiceType: service)) }, scheduler: scheduler)
    }

    @Test func viewDidAppearFetchesAQuoteWithTheButtonOffMeanwhile() {
        let tester = open(.success(Quote(content: "Stay hungry.", author: "Jobs")))
        let messages = tester.takeMessages()
        #expect(messages.contains { if case .screen = $0 { true } else { false } })
        #expect(tester.view("refreshButton", as: UIButton.self)?.isEnabled == false, "viewDidAppear(_:) sent the input")
        tester.advance(by: .milliseconds(500))
        #expect(tester.takePatches() == [
            .text(id: "authorLabel", value: "Jobs"),
            .text(id: "quoteLabel", value: "Stay hungry."),
            .enabled(id: "refreshButton", value: true),
        ])

        tester.tap("refreshButton")
        #expect(tester.takePatches() == [.enabled(id: "refreshButton", value: false)])
        tester.tap("refreshButton")
        #expect(tester.takePatches().isEmpty, "a disabled button takes no tap")
        tester.advance(by: .milliseconds(500))
        #expect(tester.view("refreshButton", as: UIButton.self)?.isEnabled == true)
        tester.close()
    }

    @Test func aFailureIsShownInTheQuoteLabel() {
        let tester = open(.failure(.offline))
        tester.advance(by: .milliseconds(500))
        #expect(tester.text("quoteLabel") == "offline")
        #expect(tester.view("refreshButton", as: UIButton.self)?.isEnabled == true)
        tester.close()
    }
}
