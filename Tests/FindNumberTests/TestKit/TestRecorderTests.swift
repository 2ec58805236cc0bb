import BinderyTest
import Foundation
import Testing

/// BinderyTest's recorder and timeline assertion, checked on themselves.
struct TestRecorderTests {
    struct Boom: Error, Equatable {}

    @Test func recordsValuesAndCompletionWithTheirVirtualTimes() {
        let scheduler = DispatchQueue.test
        let subject = PassthroughSubject<Int, Boom>()
        let recorder = subject.record(on: scheduler)

        subject.send(1)
        scheduler.advance(by: .seconds(1))
        subject.send(2)
        scheduler.advance(by: .milliseconds(250))
        subject.send(completion: .finished)

        expectTimeline(recorder, [.next(0, 1), .next(1000, 2), .finished(1250)])
        #expect(recorder.values == [1, 2])
    }

    @Test func recordsAFailureThatComparesByItsDescription() {
        let scheduler = DispatchQueue.test
        let recorder = Fail<Int, Boom>(error: Boom())
            .delay(for: .milliseconds(300), scheduler: scheduler)
            .record(on: scheduler)

        scheduler.advance(by: .seconds(1))

        expectTimeline(recorder, [.failure(300, Boom())])
        #expect(Recorded<Int>.failure(300, Boom()) != .failure(300, CancellationError()))
    }

    @Test func timesCountFromTheGivenStart() {
        let scheduler = DispatchQueue.test
        let start = scheduler.now
        scheduler.advance(by: .milliseconds(700))

        let recorder = Just(5).record(on: scheduler, from: start)

        expectTimeline(recorder, [.next(700, 5), .finished(700)])
    }

    @Test func aDifferentTimelineIsReportedWithADiff() {
        let scheduler = DispatchQueue.test
        let recorder = Just(1).record(on: scheduler)

        withKnownIssue {
            expectTimeline(recorder, [.next(0, 2), .finished(0)])
        } matching: { issue in
            let lines = String(describing: issue).split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
            return lines.first?.hasSuffix("Timeline differs (−expected, +recorded):") == true
                && lines.contains("- 2") && lines.contains("+ 1") && lines.contains("[1]: .finished(0)")
        }
    }

    @Test func cancellingOrDroppingTheRecorderEndsTheSubscription() {
        let scheduler = DispatchQueue.test
        let subject = PassthroughSubject<Int, Never>()
        var cancellations = 0
        let counted = subject.handleEvents(receiveCancel: { cancellations += 1 })

        let cancelled = counted.record(on: scheduler)
        subject.send(1)
        cancelled.cancel()
        subject.send(2)
        do { _ = counted.record(on: scheduler) }

        expectTimeline(cancelled, [.next(0, 1)])
        #expect(cancellations == 2)
    }
}
