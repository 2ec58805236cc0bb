import Foundation
import Testing
@testable import Bindery

@Suite struct DriverTests {
    @Test func deliversOnTheUISchedulerFromSharingSchedulerMock() {
        let (scheduler, erased) = makeTestScheduler()
        let relay = BehaviorRelay(value: 1)
        let driver = SharingScheduler.mock(scheduler: erased) { relay.asDriver() }
        let subscriber = driver.record()
        subscriber.expect([])
        scheduler.advance()
        subscriber.expect([.value(1)])
        relay.accept(2)
        subscriber.expect([.value(1)])
        scheduler.advance()
        subscriber.expect([.value(1), .value(2)])
    }

    /// RxCocoa's tests pass their test scheduler itself: so can a test here, with no erasing of its own.
    @Test func sharingSchedulerMockTakesTheTestSchedulerItself() {
        let scheduler = DispatchQueue.test
        let relay = BehaviorRelay(value: 1)
        let driver = SharingScheduler.mock(scheduler: scheduler) { relay.asDriver() }
        let subscriber = driver.record()
        subscriber.expect([])
        scheduler.advance()
        subscriber.expect([.value(1)])
    }

    /// As every driver made on iOS's main thread delivers on `MainScheduler`: one made while a delivery is handled
    /// (an inner driver of `flatMapLatest`) delivers on the UI scheduler that delivery came on, not the main queue.
    @Test func aDriverMadeWhileADeliveryIsHandledDeliversOnTheSameUIScheduler() {
        let scheduler = DispatchQueue.test
        let outer = PublishRelay<Int>(), inner = PublishRelay<String>()
        let driver = SharingScheduler.mock(scheduler: scheduler) {
            outer.asDriver().flatMapLatest { _ in inner.asDriver() }
        }
        let subscriber = driver.record()
        outer.accept(1)
        scheduler.advance()   // the inner driver is made here, outside the mock's scope
        inner.accept("a")
        subscriber.expect([])
        scheduler.advance()
        subscriber.expect([.value("a")])
    }

    @Test func deliversOnAnExplicitScheduler() {
        let (scheduler, erased) = makeTestScheduler()
        let relay = PublishRelay<Int>()
        let subscriber = Driver(relay, scheduler: erased).record()
        relay.accept(1)
        subscriber.expect([])
        scheduler.advance()
        subscriber.expect([.value(1)])
    }

    @Test func theScopesOwnSchedulerPassedExplicitlyStillDeliversAtOnceOnItsThread() {
        // A view model resolves its scheduler (`SharingScheduler.resolve(nil)`: a copy of the scope's) and passes it
        // to every Driver; those still deliver at once on the UI thread. A scheduler erased separately, even from
        // the same clock, is not the scope's: its values are always scheduled.
        let (scheduler, erased) = makeTestScheduler()
        let separatelyErased = scheduler.eraseToAnyScheduler()
        let onUIThread = Locked(true)
        let relay = PublishRelay<Int>()
        let (resolved, foreign) = SharingScheduler.use(erased, isCurrent: { onUIThread.withLock { $0 } }) {
            let resolved = SharingScheduler.resolve(nil)
            return (Driver(relay, scheduler: resolved).record(), Signal(relay, scheduler: separatelyErased).record())
        }
        relay.accept(1)
        resolved.expect([.value(1)])
        foreign.expect([])
        onUIThread.withLock { $0 = false }
        relay.accept(2)
        resolved.expect([.value(1)]) // from another thread: scheduled
        scheduler.advance()
        resolved.expect([.value(1), .value(2)])
        foreign.expect([.value(1), .value(2)])
    }

    @Test func replaysTheLatestValueToANewSubscriberAtOnce() {
        let (scheduler, erased) = makeTestScheduler()
        let relay = PublishRelay<Int>()
        let driver = Driver(relay, scheduler: erased)
        let first = driver.record()
        relay.accept(1)
        relay.accept(2)
        scheduler.advance()
        let late = driver.record()
        late.expect([.value(2)])
        relay.accept(3)
        scheduler.advance()
        first.expect([.value(1), .value(2), .value(3)])
        late.expect([.value(2), .value(3)])
    }

    @Test func disconnectsWhenTheLastSubscriberCancelsAndStartsAfresh() {
        let (scheduler, erased) = makeTestScheduler()
        let upstream = ProbeSubject<Int, Never>()
        let driver = Driver(upstream, scheduler: erased)
        let first = driver.record()
        upstream.send(1)
        scheduler.advance()
        first.cancel()
        #expect(upstream.cancels == 1)
        let second = driver.record()
        #expect(upstream.subscriptions == 2)
        second.expect([])
    }

    @Test func onErrorJustReturnShowsTheFallbackAndFinishes() {
        let (scheduler, erased) = makeTestScheduler()
        let subject = PassthroughSubject<Int, TestError>()
        let driver = SharingScheduler.mock(scheduler: erased) { subject.asDriver(onErrorJustReturn: -1) }
        let subscriber = driver.record()
        subject.send(1)
        subject.send(completion: .failure(TestError()))
        scheduler.advance()
        subscriber.expect([.value(1), .value(-1), .finished])
    }

    @Test func conversionsDeliverOnTheSchedulerAViewModelWasGiven() {
        let (scheduler, erased) = makeTestScheduler()
        let subject = PassthroughSubject<Int, TestError>()
        let relay = PublishRelay<Int>()
        let driver = subject.asDriver(onErrorJustReturn: -1, scheduler: erased).record()
        let signal = subject.asSignal(onErrorSignalWith: .empty(scheduler: erased), scheduler: erased).record()
        let fromRelay = relay.asDriver(scheduler: erased).record()
        subject.send(1)
        relay.accept(2)
        driver.expect([])
        fromRelay.expect([])
        scheduler.advance()
        subject.send(completion: .failure(TestError()))
        scheduler.advance()
        driver.expect([.value(1), .value(-1), .finished])
        signal.expect([.value(1), .finished])
        fromRelay.expect([.value(2)])
    }

    @Test func onErrorDriveWithContinuesWithTheFallback() {
        let (scheduler, erased) = makeTestScheduler()
        let subject = PassthroughSubject<Int, TestError>()
        let driver = SharingScheduler.mock(scheduler: erased) {
            subject.asDriver(onErrorDriveWith: Driver.just(0))
        }
        let subscriber = driver.record()
        subject.send(1)
        subject.send(completion: .failure(TestError()))
        scheduler.advance()
        subscriber.expect([.value(1), .value(0), .finished])
    }

    @Test func onErrorRecoverGetsTheError() {
        let (scheduler, erased) = makeTestScheduler()
        let subject = PassthroughSubject<Int, TestError>()
        let driver = SharingScheduler.mock(scheduler: erased) {
            subject.asDriver { error in Driver.just(error.code * 10, scheduler: erased) }
        }
        let subscriber = driver.record()
        subject.send(completion: .failure(TestError(4)))
        scheduler.advance()
        subscriber.expect([.value(40), .finished])
    }

    @Test func justEmptyAndNever() {
        let (scheduler, erased) = makeTestScheduler()
        let just = Driver.just(5, scheduler: erased).record()
        let empty = Driver<Int>.empty(scheduler: erased).record()
        let never = Driver<Int>.never(scheduler: erased).record()
        just.expect([])
        scheduler.advance()
        just.expect([.value(5), .finished])
        empty.expect([.finished])
        never.expect([])
    }

    @Test func defaultSchedulerIsReadWhenTheDriverIsMade() {
        let (scheduler, erased) = makeTestScheduler()
        let driver = SharingScheduler.mock(scheduler: erased) { Driver.just(1) }
        // Subscribing outside the mock scope still delivers on the mocked scheduler.
        let subscriber = driver.record()
        subscriber.expect([])
        scheduler.advance()
        subscriber.expect([.value(1), .finished])
    }

    @Test func driveSendsEveryValueToEveryObserver() {
        let (scheduler, erased) = makeTestScheduler()
        let source = PublishRelay<Int>()
        let first = PublishRelay<Int>()
        let second = BehaviorRelay(value: 0)
        let firstValues = first.record()
        let cancellable = Driver(source, scheduler: erased).drive(first, PublishRelay<Int>())
        let single = Driver(source, scheduler: erased).drive(second)
        source.accept(1)
        scheduler.advance()
        firstValues.expect([.value(1)])
        #expect(second.value == 1)
        cancellable.cancel()
        single.cancel()
        source.accept(2)
        scheduler.advance()
        firstValues.expect([.value(1)])
        #expect(second.value == 1)
    }

    @Test func driveToOptionalObservers() {
        let (scheduler, erased) = makeTestScheduler()
        let target = BehaviorRelay<Int?>(value: nil)
        let cancellable = Driver.just(3, scheduler: erased).drive(target)
        scheduler.advance()
        #expect(target.value == 3)
        cancellable.cancel()
    }

    @Test func driveOnNextAndWithObject() {
        let (scheduler, erased) = makeTestScheduler()
        let relay = PublishRelay<Int>()
        let driver = Driver(relay, scheduler: erased)
        let received = Locked([Int]())
        var target: Target? = Target()
        weak let weakTarget = target
        let plain = driver.drive { value in received.withLock { $0.append(value) } }
        let withObject = driver.drive(with: target!) { target, value in target.applied.append(value) }
        relay.accept(1)
        scheduler.advance()
        #expect(weakTarget?.applied == [1])
        target = nil
        #expect(weakTarget == nil)
        relay.accept(2)
        scheduler.advance()
        #expect(received.current == [1, 2])
        plain.cancel()
        withObject.cancel()
    }
}
