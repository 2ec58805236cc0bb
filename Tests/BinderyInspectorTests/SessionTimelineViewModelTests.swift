@testable import BinderyInspector
import BinderyTest
import Foundation
import Testing

/// One session's timeline on virtual time: steps as they come, newest first; the end; recording on and off.
@Suite(.checksForLeaks)
struct SessionTimelineViewModelTests {
    let scheduler = DispatchQueue.test
    let service = StubInspection()
    let input = SessionTimelineViewModel.Input()

    init() {
        service.listed = [.quote("aaaa1111", opened: Date(timeIntervalSince1970: 1_800_000_000))]
    }

    private func transform(limit: Int = 200) -> SessionTimelineViewModel.Output {
        let viewModel = trackForLeaks(SessionTimelineViewModel(name: "aaaa1111", service: service, limit: limit,
                                                               scheduler: scheduler.eraseToAnyScheduler()))
        return viewModel.transform(input: input)
    }

    @Test func eachStepAppearsFirstAsItHappens() {
        let output = transform()
        let entries = output.entries.record(on: scheduler)
        let ended = output.hasEnded.record(on: scheduler)
        scheduler.advance()

        let tap = InspectedStep.tap("refreshButton", at: 1200, patching: "quoteLabel")
        let answer = InspectedStep(milliseconds: 1700, cause: .server, sent: "text quoteLabel")
        scheduler.advance(by: .milliseconds(100))
        service.step("aaaa1111", tap)
        scheduler.advance(by: .milliseconds(500))
        service.step("aaaa1111", answer)
        scheduler.advance()

        expectTimeline(entries, [.next(0, []), .next(100, [tap]), .next(600, [answer, tap])])
        expectTimeline(ended, [.next(0, false)])
        entries.cancel()
        ended.cancel()
    }

    @Test func keepsTheLatestStepsUpToTheLimit() {
        let entries = transform(limit: 2).entries.record(on: scheduler)
        scheduler.advance()
        let steps = (1...3).map { InspectedStep.tap("key\($0)", at: $0 * 100, patching: "totalAmountLabel") }
        for step in steps { service.step("aaaa1111", step) }
        scheduler.advance()

        #expect(entries.values.last == [steps[2], steps[1]])
        entries.cancel()
    }

    @Test func saysWhenTheSessionHasEnded() {
        let output = transform()
        let ended = output.hasEnded.record(on: scheduler)
        scheduler.advance(by: .seconds(2))
        service.close("aaaa1111")
        scheduler.advance()

        expectTimeline(ended, [.next(0, false), .next(2000, true), .finished(2000)], "the timeline is over")
        ended.cancel()
    }

    @Test func startAndStopRecordTheSession() {
        let output = transform()
        let recording = output.isRecording.record(on: scheduler)
        let refused = output.recordingRefused.record(on: scheduler)
        scheduler.advance()

        scheduler.advance(by: .milliseconds(100))
        input.startRecording.accept()
        scheduler.advance(by: .milliseconds(900))
        input.stopRecording.accept()
        scheduler.advance()

        expectTimeline(recording, [.next(0, false), .next(100, true), .next(1000, false)])
        #expect(refused.events.isEmpty)
        #expect(service.requests == ["start aaaa1111", "stop aaaa1111"])
        recording.cancel()
        refused.cancel()
    }

    @Test func aRefusedStartSaysSoAndChangesNothing() {
        service.refusesRecording = true
        let output = transform()
        let recording = output.isRecording.record(on: scheduler)
        let refused = output.recordingRefused.record(on: scheduler)
        scheduler.advance(by: .milliseconds(100))
        input.startRecording.accept()
        scheduler.advance()

        expectTimeline(recording, [.next(0, false)])
        #expect(refused.events.map(\.time) == [100])
        recording.cancel()
        refused.cancel()
    }

    @Test func aSessionRecordedAlreadyShowsAsRecording() {
        _ = service.startRecording(session: "aaaa1111")
        let recording = transform().isRecording.record(on: scheduler)
        scheduler.advance()

        expectTimeline(recording, [.next(0, true)])
        recording.cancel()
    }
}
