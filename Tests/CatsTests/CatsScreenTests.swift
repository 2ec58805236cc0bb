import BinderyTest
import BinderyWeb
@testable import Cats
import Foundation
import Testing

/// The cat viewer driven through its controls on an in-memory session, without a browser.
@Suite(.checksForLeaks)
struct CatsScreenTests {
    let scheduler = DispatchQueue.test
    let service: StubCatService

    init() { service = StubCatService(scheduler: scheduler) }

    private func open(language: Language = "en") -> ScreenTester {
        let service = self.service
        let registry = ScreenRegistry()
        CatsApp.register(in: registry, environment: .testing.providing(CatsApp.Services { service }))
        let tester = ScreenTester(path: "/cats", registry: registry, language: language, scheduler: scheduler,
                                  screenShown: Self.trackScreen)
        trackForLeaks(tester.session)
        return tester
    }

    /// Tracks a screen and its view model for leaks.
    private static func trackScreen(_ screen: ViewController) {
        trackForLeaks(screen)
        if let viewModel = (screen as? CatsViewController)?.viewModel { trackForLeaks(viewModel) }
    }

    private func source(_ tester: ScreenTester) -> String? {
        tester.view("imageView", as: ImageView.self)?.url
    }

    @Test func rendersTheSeedsOutletsAndResumeShowsTheDownloadedPicture() {
        service.enqueueCat(.success(.tabby), after: 100)
        service.enqueuePicture(.success(.tabbyPicture), after: 100)
        let tester = open()
        guard case .screen(_, let title, let html, _)? = tester.takeMessages().dropFirst().first else {
            Issue.record("no screen"); return
        }
        #expect(title == "Cats")
        for id in ["imageView", "resumeButton", "stopButton"] { #expect(html.contains("id=\"\(id)\""), "missing \(id)") }

        tester.tap("resumeButton")
        #expect(tester.view("statusLabel", as: Label.self)?.text == "Fetching a cat…")
        tester.advance(by: .milliseconds(200))

        let url = "data:image/svg+xml;base64,\(Data.tabbyPicture.base64EncodedString())"
        #expect(tester.takePatches().contains(.src(id: "imageView", value: url)))
        #expect(tester.view("statusLabel", as: Label.self)?.text == "")
        tester.close()
    }

    @Test func stopCancelsTheDownloadClearsThePictureAndNothingShowsLater() {
        service.enqueueCat(.success(.tabby), after: 0)
        service.enqueuePicture(.success(.tabbyPicture), after: 0)
        service.enqueueCat(.success(.loaf), after: 100)
        service.enqueuePicture(.success(.loafPicture), after: 1000)
        let tester = open()
        tester.tap("resumeButton")
        tester.advance()
        #expect(source(tester) != nil)

        tester.tap("resumeButton")
        tester.advance(by: .milliseconds(500))
        tester.tap("stopButton")
        #expect(tester.takePatches().contains(.src(id: "imageView", value: nil)))
        tester.advance(by: .milliseconds(2000))

        #expect(source(tester) == nil)
        #expect(service.downloadCancellations == 1)
        #expect(!tester.takePatches().contains { if case .src = $0 { true } else { false } })
        tester.close()
    }

    @Test func aFailureShowsTheKoreanAlertAndTheNextTapWorks() {
        service.enqueueCat(.failure(.unreachable), after: 100)
        service.enqueueCat(.success(.loaf), after: 100)
        service.enqueuePicture(.success(.loafPicture), after: 100)
        let tester = open(language: "ko")
        tester.tap("resumeButton")
        tester.advance(by: .milliseconds(100))

        #expect(tester.takePatches().contains(.alert(message: ServiceError.unreachable.message(in: CatsText.strings(in: "ko")))))
        tester.tap("resumeButton")
        tester.advance(by: .milliseconds(200))
        #expect(source(tester) == "data:image/svg+xml;base64,\(Data.loafPicture.base64EncodedString())")
        tester.close()
    }

    @Test func closingTheTabCancelsTheWorkInFlight() {
        service.enqueueCat(.success(.tabby), after: 500)
        let tester = open()
        tester.tap("resumeButton")
        tester.advance(by: .milliseconds(100))

        tester.close()
        tester.advance(by: .milliseconds(1000))

        #expect(service.fetchCancellations == 1)
    }
}

extension CatsScreenTests {
    @Test func everyScreenHasOneHeadingAndNamedControlsInBothLanguages() {
        for language: Language in ["en", "ko"] {
            let tester0 = open(language: language)
            #expect(tester0.accessibilityIssues == [], "/cats in \(language)")
            tester0.close()
        }
    }
}
