import Foundation
import Testing
@testable import Bindery

@Suite struct BinderTests {
    @Test func appliesOnTheSchedulerGivenThroughSharingSchedulerMock() {
        let (scheduler, erased) = makeTestScheduler()
        let target = Target()
        let binder = SharingScheduler.mock(scheduler: erased) {
            Binder(target) { target, value in target.applied.append(value) }
        }
        binder.onNext(1)
        binder.onNext(2)
        #expect(target.applied == [])
        scheduler.advance()
        #expect(target.applied == [1, 2])
    }

    @Test func appliesAtOnceOnTheUIThreadAndSchedulesFromAnyOther() {
        // The scope says whether the caller is on the UI thread; the test scheduler shows what was scheduled.
        let (scheduler, erased) = makeTestScheduler()
        let onUIThread = Locked(true)
        let target = Target()
        let binder = SharingScheduler.use(erased, isCurrent: { onUIThread.withLock { $0 } }) {
            Binder(target) { target, value in target.applied.append(value) }
        }
        binder.onNext(1)
        #expect(target.applied == [1], "on the UI thread: applied at once, nothing scheduled")
        onUIThread.withLock { $0 = false }
        binder.onNext(2)
        #expect(target.applied == [1], "from elsewhere: scheduled on the UI scheduler")
        scheduler.advance()
        #expect(target.applied == [1, 2])
    }

    @Test func appliesOnAnExplicitScheduler() {
        let (scheduler, erased) = makeTestScheduler()
        let target = Target()
        let binder = Binder(target, scheduler: erased) { target, value in target.applied.append(value) }
        binder.onNext(1)
        #expect(target.applied == [])
        scheduler.advance()
        #expect(target.applied == [1])
    }

    @Test func theScopesOwnSchedulerPassedExplicitlyStillAppliesAtOnceOnItsThread() {
        let (scheduler, erased) = makeTestScheduler()
        let (resolved, foreign) = (Target(), Target())
        let binders = SharingScheduler.use(erased, isCurrent: { true }) {
            (Binder(resolved, scheduler: SharingScheduler.resolve(nil)) { target, value in target.applied.append(value) },
             Binder(foreign, scheduler: scheduler.eraseToAnyScheduler()) { target, value in target.applied.append(value) })
        }
        binders.0.onNext(1)
        binders.1.onNext(1)
        #expect(resolved.applied == [1], "a copy of the scope's scheduler: applied at once on its thread")
        #expect(foreign.applied == [], "a scheduler erased separately: scheduled")
        scheduler.advance()
        #expect(foreign.applied == [1])
    }

    @Test func holdsItsTargetWeaklyAndIgnoresValuesOnceItIsGone() {
        let (scheduler, erased) = makeTestScheduler()
        let applied = Locked(0)
        var target: Target? = Target()
        weak let weakTarget = target
        let binder = Binder(target!, scheduler: erased) { (_: Target, _: Int) in applied.withLock { $0 += 1 } }
        binder.onNext(1)
        target = nil
        #expect(weakTarget == nil)
        scheduler.advance()
        binder.onNext(2)
        scheduler.advance()
        #expect(applied.current == 0)
    }

    @Test func bindToABinderFromARelay() {
        let (scheduler, erased) = makeTestScheduler()
        let target = Target()
        let relay = PublishRelay<Int>()
        let cancellable = relay.bind(to: Binder(target, scheduler: erased) { $0.applied.append($1) })
        relay.accept(1)
        scheduler.advance()
        cancellable.cancel()
        relay.accept(2)
        scheduler.advance()
        #expect(target.applied == [1])
    }
}

@Suite struct BindTests {
    @Test func bindToSeveralObserversAtOnce() {
        let source = PublishRelay<Int>()
        let first = PublishRelay<Int>(), second = PublishRelay<Int>()
        let current = BehaviorRelay(value: 0)
        let firstValues = first.record(), secondValues = second.record()
        let several = source.bind(to: first, second)
        let single = source.bind(to: current)
        source.accept(1)
        source.accept(2)
        firstValues.expect([.value(1), .value(2)])
        secondValues.expect([.value(1), .value(2)])
        #expect(current.value == 2)
        several.cancel()
        single.cancel()
        source.accept(3)
        firstValues.expect([.value(1), .value(2)])
        #expect(current.value == 2)
    }

    @Test func bindToOptionalObservers() {
        let source = PublishRelay<Int>()
        let a = BehaviorRelay<Int?>(value: nil), b = BehaviorRelay<Int?>(value: nil)
        let cancellable = source.bind(to: a, b)
        source.accept(4)
        #expect(a.value == 4)
        #expect(b.value == 4)
        cancellable.cancel()
    }

    @Test func bindOnNextAndCancellingCancelsTheUpstream() {
        let upstream = ProbeSubject<Int, Never>()
        let received = Locked([Int]())
        let cancellable = upstream.bind { value in received.withLock { $0.append(value) } }
        #expect(upstream.requests == [.unlimited])
        upstream.send(1)
        cancellable.cancel()
        #expect(upstream.cancels == 1)
        upstream.send(2)
        #expect(received.current == [1])
    }

    @Test func bindWithObjectStopsOnceTheObjectIsGone() {
        let source = PublishRelay<Int>()
        let calls = Locked(0)
        var target: Target? = Target()
        weak let weakTarget = target
        let cancellable = source.bind(with: target!) { target, value in
            target.applied.append(value)
            calls.withLock { $0 += 1 }
        }
        source.accept(1)
        #expect(weakTarget?.applied == [1])
        target = nil
        #expect(weakTarget == nil)
        source.accept(2)
        #expect(calls.current == 1)
        cancellable.cancel()
    }

    @Test func withUnretainedPairsValuesAndCompletesOnceTheObjectIsGone() {
        let source = PassthroughSubject<Int, TestError>()
        var target: Target? = Target()
        weak let weakTarget = target
        let subscriber = source.withUnretained(target!).map { $0.1 }.record()
        source.send(1)
        target = nil
        #expect(weakTarget == nil)
        source.send(2)
        source.send(3)
        subscriber.expect([.value(1), .finished])
    }

    @Test func withUnretainedPassesTheObjectAndForwardsFailure() {
        let source = PassthroughSubject<Int, TestError>()
        let target = Target()
        let subscriber = source.withUnretained(target).map { $0 === target ? $1 : -1 }.record(demand: .max(1))
        source.send(1)
        source.send(2)
        source.send(completion: .failure(TestError(8)))
        subscriber.expect([.value(1), .failure(TestError(8))])
    }
}

@Suite struct DisposeBagTests {
    @Test func cancelsEverythingWhenDeallocated() {
        let upstream = ProbeSubject<Int, Never>()
        let received = Locked([Int]())
        var bag: DisposeBag? = DisposeBag()
        upstream.bind { value in received.withLock { $0.append(value) } }.disposed(by: bag!)
        upstream.sink { _ in }.disposed(by: bag!)
        #expect(bag?.count == 2)
        upstream.send(1)
        bag = nil
        #expect(upstream.cancels == 2)
        upstream.send(2)
        #expect(received.current == [1])
    }

    @Test func disposeCancelsNowAndLaterInsertionsAtOnce() {
        let upstream = ProbeSubject<Int, Never>()
        let bag = DisposeBag()
        upstream.sink { _ in }.disposed(by: bag)
        bag.dispose()
        #expect(upstream.cancels == 1)
        #expect(bag.count == 0)
        upstream.sink { _ in }.disposed(by: bag)
        #expect(upstream.cancels == 2)
        #expect(bag.count == 0)
    }

    @Test func acceptsAnyCancellable() {
        let cancelled = Locked(0)
        let bag = DisposeBag()
        struct Token: Cancellable {
            let cancelled: Locked<Int>
            func cancel() { cancelled.withLock { $0 += 1 } }
        }
        Token(cancelled: cancelled).disposed(by: bag)
        #expect(cancelled.current == 0)
        bag.dispose()
        #expect(cancelled.current == 1)
    }

    @Test func concurrentInsertionsAreAllKept() {
        let bag = DisposeBag()
        let relay = PublishRelay<Int>()
        DispatchQueue.concurrentPerform(iterations: 500) { _ in relay.sink { _ in }.disposed(by: bag) }
        #expect(bag.count == 500)
        let count = Locked(0)
        relay.sink { _ in count.withLock { $0 += 1 } }.disposed(by: bag)
        bag.dispose()
        relay.accept(1)
        #expect(count.current == 0)
    }
}
