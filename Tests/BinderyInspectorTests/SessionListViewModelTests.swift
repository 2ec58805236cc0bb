@testable import BinderyInspector
import BinderyTest
import Foundation
import Testing

/// The list of live sessions on virtual time: read at once, read again every second, a pick opens a session.
@Suite(.checksForLeaks)
struct SessionListViewModelTests {
    let scheduler = DispatchQueue.test
    let service = StubInspection()
    /// The wall clock at virtual time 0.
    let start = Date(timeIntervalSince1970: 1_800_000_000)

    private func transform(_ input: SessionListViewModel.Input = .init()) -> SessionListViewModel.Output {
        let (scheduler, start) = (self.scheduler, self.start)
        let origin = scheduler.now
        let viewModel = trackForLeaks(SessionListViewModel(service: service, now: {
            start.addingTimeInterval(Double(origin.distance(to: scheduler.now).magnitude) / 1e9)
        }, scheduler: scheduler.eraseToAnyScheduler()))
        return viewModel.transform(input: input)
    }

    @Test func listsTheSessionsAtOnceThenEverySecondWithTheirAges() {
        service.listed = [.quote("aaaa1111", opened: start.addingTimeInterval(-5))]
        let sessions = transform().sessions.record(on: scheduler)
        scheduler.advance()

        scheduler.advance(by: .milliseconds(1500))
        let later = InspectedSession.quote("bbbb2222", opened: start.addingTimeInterval(1.5), events: 2,
                                          lastActivity: start.addingTimeInterval(1.8))
        service.listed.append(later)
        scheduler.advance(by: .milliseconds(500))
        service.listed.removeFirst()
        scheduler.advance(by: .seconds(1))

        let first = InspectedSession.quote("aaaa1111", opened: start.addingTimeInterval(-5))
        expectTimeline(sessions, [
            .next(0, [SessionListItem(session: first, now: start)]),
            .next(1000, [SessionListItem(session: first, now: start.addingTimeInterval(1))]),
            .next(2000, [SessionListItem(session: first, now: start.addingTimeInterval(2)),
                         SessionListItem(session: later, now: start.addingTimeInterval(2))]),
            .next(3000, [SessionListItem(session: later, now: start.addingTimeInterval(3))]),
        ], "a session appears and leaves at the next refresh, never between two")
        #expect(sessions.values[2].map(\.ageSeconds) == [7, 0])
        #expect(sessions.values[2].map(\.idleSeconds) == [nil, 0])
        sessions.cancel()
    }

    @Test func anUnchangedListIsNotSentAgain() {
        let opened = start
        service.listed = []
        let sessions = transform().sessions.record(on: scheduler)
        scheduler.advance(by: .seconds(3))
        service.listed = [.quote("aaaa1111", opened: opened)]
        scheduler.advance(by: .milliseconds(500))

        expectTimeline(sessions, [.next(0, [])], "no session for three refreshes, and the next has not come")
        sessions.cancel()
    }

    @Test func aPickOpensThatSession() {
        let input = SessionListViewModel.Input()
        let output = transform(input)
        let opened = output.openSession.record(on: scheduler)

        scheduler.advance(by: .milliseconds(300))
        input.selectSession.accept("aaaa1111")
        scheduler.advance()

        expectTimeline(opened, [.next(300, "aaaa1111")])
        opened.cancel()
    }
}
