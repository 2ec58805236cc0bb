import BinderyTest
import Foundation
import Testing
@testable import Bindery

/// RxSwift 6's `take(until:)`, `skip(until:)` and `skip(while:)`, on observables and on relays.
@Suite(.checksForLeaks)
struct RxTakeTests {
    private let scheduler = DispatchQueue.test

    @Test func takeUntilAnotherSendsTicksUntilStop() {
        let stop = PublishRelay<Void>()
        let ticks = withUIScheduler(scheduler) {
            Observable<Int>.interval(.seconds(1), scheduler: MainScheduler.instance).take(until: stop).record(on: scheduler)
        }
        trackObservers(of: stop)
        scheduler.advance(by: .milliseconds(2500))
        stop.accept(())
        scheduler.advance(by: .seconds(3))
        expectTimeline(ticks, [.next(1000, 0), .next(2000, 1), .finished(2500)])
    }

    @Test func takeUntilFailsWithTheOthersFailureAndIgnoresItsEmptyCompletion() {
        let values = PublishSubject<Int>(), other = PublishSubject<Void>()
        let failed = values.take(until: other).record(on: scheduler)
        values.onNext(1)
        other.onError(TestError(9))
        values.onNext(2)
        expectTimeline(failed, [.next(0, 1), .failure(0, TestError(9))])

        let quiet = PublishSubject<Void>()
        let kept = values.take(until: quiet).record(on: scheduler)
        quiet.onCompleted()
        values.onNext(3)
        expectTimeline(kept, [.next(0, 3)])
    }

    @Test func takeUntilAPredicateExclusiveOrInclusive() {
        let numbers = Observable.of(1, 2, 3, 4)
        expectTimeline(numbers.take(until: { $0 > 2 }).record(on: scheduler), [.next(0, 1), .next(0, 2), .finished(0)])
        expectTimeline(numbers.take(until: { $0 > 2 }, behavior: .inclusive).record(on: scheduler),
                       [.next(0, 1), .next(0, 2), .next(0, 3), .finished(0)])
        let relay = PublishRelay<Int>()
        let fromRelay = relay.take(until: { $0 == 0 }).record(on: scheduler)
        relay.accept(5)
        relay.accept(0)
        relay.accept(6)
        expectTimeline(fromRelay, [.next(0, 5), .finished(0)])
    }

    @Test func skipUntilAnotherAndSkipWhile() {
        let values = PublishRelay<Int>(), open = PublishSubject<Void>()
        let skipped = values.skip(until: open).record(on: scheduler)
        values.accept(1)
        open.onNext(())
        values.accept(2)
        values.accept(3)
        expectTimeline(skipped, [.next(0, 2), .next(0, 3)])
        expectTimeline(Observable.of(1, 2, 5, 1).skip(while: { $0 < 3 }).record(on: scheduler),
                       [.next(0, 5), .next(0, 1), .finished(0)])
    }
}
