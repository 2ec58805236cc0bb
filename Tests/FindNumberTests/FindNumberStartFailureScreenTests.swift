import BinderyTest
import BinderyWeb
@testable import FindNumber
import Foundation
import Testing

/// The first fetch fails while the page is still loading (before its socket attaches): the page gets the alert
/// as soon as it attaches, not after the first tap.
@Suite(.checksForLeaks)
struct FindNumberStartFailureScreenTests {
    @Test func aFirstFetchThatFailsBeforeThePageAttachesIsReportedOnAttach() {
        let scheduler = DispatchQueue.test
        let service = StubRandomNumberService(scheduler: scheduler)
        service.enqueue(.failure(.networkError), after: 0)
        let suites = TemporaryDefaults()
        let store = RecordStore(defaults: suites.defaults(suiteName: suites.makeSuiteName()))
        let registry = ScreenRegistry()
        FindNumberApp.register(in: registry, environment: .testing.providing(FindNumberApp.Services(randomNumbers: { service },
                                                                                                   records: store)))
        let tester = ScreenTester(path: "/find-number", registry: registry, scheduler: scheduler, attachesSocket: false,
                                  screenShown: FindNumberScreenTests.trackScreen)
        trackForLeaks(tester.session)
        tester.advance()
        tester.reconnect()
        let messages = tester.takeMessages()
        #expect(messages.last == .patches([.alert(message: FindNumberError.networkError.message(in: FindNumberText.strings(in: "en")))]))
        tester.close()
    }
}
