import BinderyTest
import Foundation
import Testing
@testable import Bindery

/// RxSwift's time operators on virtual time, with `MainScheduler.instance` meaning the test's UI scheduler.
@Suite(.checksForLeaks)
struct RxTimeTests {
    private let scheduler = DispatchQueue.test

    @Test func throttleLatestSendsTheFirstAtOnceAndTheLastWhenTheWindowCloses() {
        let text = PublishSubject<String>()
        let recorder = withUIScheduler(scheduler) { text.throttle(.seconds(1), scheduler: MainScheduler.instance).record(on: scheduler) }
        text.onNext("a")
        scheduler.advance(by: .milliseconds(200))
        text.onNext("ab")
        scheduler.advance(by: .milliseconds(200))
        text.onNext("abc")
        scheduler.advance(by: .seconds(2))
        expectTimeline(recorder, [.next(0, "a"), .next(1000, "abc")])
    }

    @Test func throttleWithoutLatestDropsTheWindow() {
        let text = PublishSubject<String>()
        let recorder = withUIScheduler(scheduler) { text.throttle(.seconds(1), latest: false, scheduler: MainScheduler.instance).record(on: scheduler) }
        text.onNext("a")
        scheduler.advance(by: .milliseconds(500))
        text.onNext("ab")
        scheduler.advance(by: .milliseconds(600))
        text.onNext("abc")
        scheduler.advance(by: .seconds(2))
        expectTimeline(recorder, [.next(0, "a"), .next(1100, "abc")])
    }

    @Test func debounceWaitsForQuiet() {
        let query = PublishSubject<String>()
        let recorder = withUIScheduler(scheduler) { query.debounce(.milliseconds(300), scheduler: MainScheduler.instance).record(on: scheduler) }
        query.onNext("s")
        scheduler.advance(by: .milliseconds(100))
        query.onNext("sw")
        scheduler.advance(by: .milliseconds(300))
        query.onNext("swi")
        scheduler.advance(by: .milliseconds(300))
        expectTimeline(recorder, [.next(400, "sw"), .next(700, "swi")])
    }

    @Test func delayShiftsEveryValue() {
        let values = PublishSubject<Int>()
        let recorder = withUIScheduler(scheduler) { values.delay(.milliseconds(500), scheduler: MainScheduler.instance).record(on: scheduler) }
        values.onNext(1)
        scheduler.advance(by: .milliseconds(100))
        values.onNext(2)
        scheduler.advance(by: .seconds(1))
        expectTimeline(recorder, [.next(500, 1), .next(600, 2)])
    }

    @Test func timeoutFailsWithRxErrorTimeout() {
        let values = PublishSubject<Int>()
        let recorder = withUIScheduler(scheduler) { values.timeout(.seconds(1), scheduler: MainScheduler.instance).record(on: scheduler) }
        scheduler.advance(by: .milliseconds(500))
        values.onNext(1)
        scheduler.advance(by: .seconds(2))
        expectTimeline(recorder, [.next(500, 1), .failure(1500, RxError.timeout)])
    }

    @Test func timeoutWithAnotherSequenceContinuesWithIt() {
        let values = PublishSubject<Int>()
        let recorder = withUIScheduler(scheduler) {
            values.timeout(.seconds(1), other: Observable.just(-1), scheduler: MainScheduler.instance).record(on: scheduler)
        }
        scheduler.advance(by: .seconds(2))
        expectTimeline(recorder, [.next(1000, -1), .finished(1000)])
    }

    @Test func throttleSendsAWaitingValueBeforeItsCompletion() {
        let text = PublishSubject<String>()
        let recorder = withUIScheduler(scheduler) { text.throttle(.seconds(1), scheduler: MainScheduler.instance).record(on: scheduler) }
        text.onNext("a")
        text.onNext("ab")
        text.onCompleted()
        scheduler.advance(by: .seconds(2))
        expectTimeline(recorder, [.next(0, "a"), .next(1000, "ab"), .finished(1000)])
    }

    @Test func subscribeOnAndAQueueSchedulerTakeAnyCombineScheduler() {
        let background = DispatchQueueScheduler(scheduler.eraseToAnyScheduler())
        let recorder = Observable.of(1, 2).subscribe(on: background).record(on: scheduler)
        #expect(recorder.values.isEmpty, "nothing is subscribed before the scheduler runs")
        scheduler.advance()
        expectTimeline(recorder, [.next(0, 1), .next(0, 2), .finished(0)])
    }

    @Test func intervalTicksEveryPeriodAndTimerOnce() {
        let ticks = withUIScheduler(scheduler) { Observable<Int>.interval(.seconds(1), scheduler: MainScheduler.instance).take(3).record(on: scheduler) }
        let once = withUIScheduler(scheduler) { Observable<Int>.timer(.milliseconds(300), scheduler: MainScheduler.instance).record(on: scheduler) }
        scheduler.advance(by: .seconds(5))
        expectTimeline(ticks, [.next(1000, 0), .next(2000, 1), .next(3000, 2), .finished(3000)])
        expectTimeline(once, [.next(300, 0), .finished(300)])
    }

    @Test func observeOnAsyncInstanceSchedulesOnTheUIScheduler() {
        let values = PublishSubject<Int>()
        let recorder = withUIScheduler(scheduler) { values.observe(on: MainScheduler.asyncInstance).record(on: scheduler) }
        values.onNext(1)
        #expect(recorder.values.isEmpty, "nothing arrives before the UI scheduler runs")
        scheduler.advance()
        expectTimeline(recorder, [.next(0, 1)])
    }
}
