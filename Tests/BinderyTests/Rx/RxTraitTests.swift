import BinderyTest
import Foundation
import Testing
@testable import Bindery

/// RxCocoa's traits from an Observable, and operators that keep the trait.
@Suite(.checksForLeaks)
struct RxTraitTests {
    private let scheduler = DispatchQueue.test

    @Test func asDriverOnErrorJustReturnShowsTheFallbackAndCompletes() {
        let source = PublishSubject<Int>()
        let driver: Driver<Int> = withUIScheduler(scheduler) { source.asDriver(onErrorJustReturn: -1) }
        let recorder = driver.record(on: scheduler)
        source.onNext(1)
        source.onError(TestError(1))
        scheduler.advance()
        expectTimeline(recorder, [.next(0, 1), .next(0, -1), .finished(0)])
    }

    @Test func asDriverOnErrorDriveWithEmptyJustCompletes() {
        let driver: Driver<Int> = withUIScheduler(scheduler) { Observable<Int>.error(TestError(1)).asDriver(onErrorDriveWith: .empty()) }
        let recorder = driver.record(on: scheduler)
        scheduler.advance()
        expectTimeline(recorder, [.finished(0)])
    }

    @Test func asSignalOnErrorJustReturn() {
        let signal: Signal<Int> = withUIScheduler(scheduler) { Observable<Int>.error(TestError(1)).asSignal(onErrorJustReturn: 0) }
        let recorder = signal.record(on: scheduler)
        scheduler.advance()
        expectTimeline(recorder, [.next(0, 0), .finished(0)])
    }

    @Test func driverThrottleDebounceScanAndDoStayDrivers() {
        let relay = PublishRelay<Int>()
        var seen: [Int] = []
        let driver: Driver<Int> = withUIScheduler(scheduler) {
            relay.asDriver()
                .throttle(.seconds(1))
                .do(onNext: { seen.append($0) })
                .scan(0) { $0 + $1 }
        }
        let debounced: Driver<Int> = withUIScheduler(scheduler) { relay.asDriver().debounce(.milliseconds(300)) }
        let recorder = driver.record(on: scheduler)
        let quiet = debounced.record(on: scheduler)
        relay.accept(1)
        scheduler.advance(by: .milliseconds(100))
        relay.accept(2)
        scheduler.advance(by: .seconds(2))
        expectTimeline(recorder, [.next(0, 1), .next(1000, 3)])
        expectTimeline(quiet, [.next(400, 2)])
        #expect(seen == [1, 2], "do runs once per value though the driver is shared")
        let late = driver.record(on: scheduler)
        expectTimeline(late, [.next(0, 3)], "a driver replays its latest value at once")
    }

    @Test func signalFlatMapFirstSkipTakeAndDelayStaySignals() {
        withUIScheduler(scheduler) {
            let taps = PublishRelay<Int>()
            let signal: Signal<String> = taps.asSignal()
                .skip(1)
                .take(2)
                .flatMapFirst { tap in Signal.just("tap \(tap)").delay(.milliseconds(100)) }
            let recorder = signal.record(on: scheduler)
            taps.accept(1)
            taps.accept(2)
            taps.accept(3)
            scheduler.advance(by: .milliseconds(100))
            expectTimeline(recorder, [.next(100, "tap 2"), .finished(100)], "tap 3 came while tap 2's delay ran; take(2) ended")
        }
    }

    @Test func driverTakeCompletesRightAfterItsLastValue() {
        withUIScheduler(scheduler) {
            let relay = BehaviorRelay(value: 0)
            let recorder = relay.asDriver().take(2).record(on: scheduler)
            scheduler.advance()
            relay.accept(1)
            scheduler.advance()
            expectTimeline(recorder, [.next(0, 0), .next(0, 1), .finished(0)])
        }
    }

    @Test func notificationCenterRxNotification() {
        let center = NotificationCenter()
        let name = Notification.Name("balanceChanged")
        var seen: [Int] = []
        let subscription = center.rx.notification(name).subscribe(onNext: { seen.append($0.object as? Int ?? 0) })
        center.post(name: name, object: 5)
        subscription.dispose()
        center.post(name: name, object: 6)
        #expect(seen == [5])
    }
}
