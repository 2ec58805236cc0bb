import Foundation
import Testing
@testable import Bindery

/// A relay behind a driver and a signal on one test scheduler.
private struct Traits {
    let scheduler = DispatchQueue.test
    var erased: AnySchedulerOf<DispatchQueue> { scheduler.eraseToAnyScheduler() }
    let relay = PublishRelay<Int>()
    var driver: Driver<Int> { Driver(relay, scheduler: erased) }
    var signal: Signal<Int> { Signal(relay, scheduler: erased) }

    /// Sends `values` and lets the scheduler run.
    func send(_ values: Int...) {
        for value in values { relay.accept(value) }
        scheduler.advance()
    }
}

@Suite struct DriverOperatorsTests {
    @Test func mapFilterCompactMapKeepTheDriverAndItsReplay() {
        let t = Traits()
        let mapped: Driver<String> = t.driver.map { "#\($0)" }
        let filtered: Driver<Int> = t.driver.filter { $0 > 1 }
        let compact: Driver<Int> = t.driver.compactMap { $0.isMultiple(of: 2) ? $0 / 2 : nil }
        let m = mapped.record(), f = filtered.record(), c = compact.record()
        t.send(1, 2, 3, 4)
        m.expect([.value("#1"), .value("#2"), .value("#3"), .value("#4")])
        f.expect([.value(2), .value(3), .value(4)])
        c.expect([.value(1), .value(2)])
        mapped.record().expect([.value("#4")])
        filtered.record().expect([.value(4)])
        compact.record().expect([.value(2)])
    }

    @Test func mappedDriverSharesItsClosure() {
        let t = Traits()
        let calls = Locked(0)
        let mapped = t.driver.map { value -> Int in calls.withLock { $0 += 1 }; return value }
        let first = mapped.record(), second = mapped.record()
        t.send(1)
        #expect(calls.current == 1)
        first.expect([.value(1)])
        second.expect([.value(1)])
    }

    @Test func distinctUntilChanged() {
        let t = Traits()
        let subscriber = t.driver.distinctUntilChanged().record()
        t.send(1, 1, 2, 2, 1)
        subscriber.expect([.value(1), .value(2), .value(1)])
    }

    @Test func startWithSendsTheElementFirst() {
        let t = Traits()
        let subscriber = t.driver.startWith(0).record()
        subscriber.expect([.value(0)])
        t.send(1)
        subscriber.expect([.value(0), .value(1)])
    }

    @Test func flatMapLatestFollowsTheLatestDriverAndCancelsThePrevious() {
        let t = Traits()
        let inners = [ProbeSubject<String, Never>(), ProbeSubject<String, Never>()]
        let subscriber = t.driver.flatMapLatest { Driver(inners[$0], scheduler: t.erased) }.record()
        t.send(0)
        inners[0].send("a")
        t.scheduler.advance()
        t.send(1)
        #expect(inners[0].cancels == 1)
        inners[0].send("stale")
        inners[1].send("b")
        t.scheduler.advance()
        subscriber.expect([.value("a"), .value("b")])
    }

    @Test func withLatestFromDropsUntilTheOtherHasAValue() {
        let t = Traits()
        let other = PublishRelay<String>()
        let selected = t.driver.withLatestFrom(other) { "\($0)\($1)" }.record()
        let plain = t.driver.withLatestFrom(other).record()
        t.send(1)
        other.accept("x")
        t.send(2)
        selected.expect([.value("2x")])
        plain.expect([.value("x")])
    }

    @Test func combineLatestAndMergeOfDrivers() {
        let t = Traits()
        let other = PublishRelay<Int>()
        let otherDriver = Driver(other, scheduler: t.erased)
        let combined = Driver.combineLatest(t.driver, otherDriver) { $0 * 10 + $1 }.record()
        let merged = Driver.merge(t.driver, otherDriver).record()
        t.send(1)
        other.accept(2)
        t.scheduler.advance()
        combined.expect([.value(12)])
        merged.expect([.value(1), .value(2)])
    }

    /// RxCocoa's forms a view controller writes: `Driver.combineLatest(a, b)` as pairs, `(a, b, c)` as triples or
    /// through a selector, each a Driver again that replays its latest combination.
    @Test func combineLatestOfDriversAsTuplesAndOfThree() {
        let t = Traits()
        let other = PublishRelay<String>()
        let otherDriver = Driver(other, scheduler: t.erased)
        let flag = BehaviorRelay<Bool>(value: false)
        let flagDriver = Driver(flag, scheduler: t.erased)
        let pairs: Driver<(Int, String)> = Driver.combineLatest(t.driver, otherDriver)
        let triples: Driver<(Int, String, Bool)> = Driver.combineLatest(t.driver, otherDriver, flagDriver)
        let selected: Driver<String> = Driver.combineLatest(t.driver, otherDriver, flagDriver) { "\($0)\($1)\($2)" }
        let p = pairs.map { "\($0.0)\($0.1)" }.record(), r = triples.map { "\($0.0)\($0.1)\($0.2)" }.record()
        let s = selected.record()
        t.send(1)
        other.accept("a")
        t.scheduler.advance()
        flag.accept(true)
        t.send(2)
        p.expect([.value("1a"), .value("2a")])
        r.expect([.value("1afalse"), .value("1atrue"), .value("2atrue")])
        s.expect([.value("1afalse"), .value("1atrue"), .value("2atrue")])
        let late = pairs.map { "\($0.0)\($0.1)" }.record()
        t.scheduler.advance()
        late.expect([.value("2a")])
    }

    @Test func combineLatestOfFourDrivers() {
        let t = Traits()
        let other = BehaviorRelay(value: "a"), flag = BehaviorRelay(value: false), count = BehaviorRelay(value: 0.5)
        let otherDriver = Driver(other, scheduler: t.erased), flagDriver = Driver(flag, scheduler: t.erased)
        let countDriver = Driver(count, scheduler: t.erased)
        let tuples: Driver<(Int, String, Bool, Double)> = Driver.combineLatest(t.driver, otherDriver, flagDriver, countDriver)
        let selected = Driver.combineLatest(t.driver, otherDriver, flagDriver, countDriver) { "\($0)\($1)\($2)\($3)" }
        let r = tuples.map { "\($0.0)\($0.1)\($0.2)\($0.3)" }.record(), s = selected.record()
        t.send(1)
        t.scheduler.advance()
        flag.accept(true)
        t.scheduler.advance()
        r.expect([.value("1afalse0.5"), .value("1atrue0.5")])
        s.expect([.value("1afalse0.5"), .value("1atrue0.5")])
    }

    @Test func cancellingADerivedDriverDisconnectsTheSource() {
        let (scheduler, erased) = makeTestScheduler()
        let upstream = ProbeSubject<Int, Never>()
        let subscriber = Driver(upstream, scheduler: erased).map { $0 + 1 }.filter { $0 > 0 }.record()
        upstream.send(1)
        scheduler.advance()
        subscriber.cancel()
        #expect(upstream.cancels == 1)
        upstream.send(2)
        scheduler.advance()
        subscriber.expect([.value(2)])
    }

    @Test func derivedDriverRespectsDemand() {
        let t = Traits()
        let subscriber = t.driver.map { $0 * 2 }.record(demand: .max(1))
        t.send(1, 2)
        subscriber.request(.max(1))
        t.send(3)
        subscriber.expect([.value(2), .value(6)])
    }
}

@Suite struct SignalOperatorsTests {
    @Test func mapFilterCompactMapKeepTheSignalWithoutReplay() {
        let t = Traits()
        let mapped: Signal<String> = t.signal.map { "#\($0)" }
        let filtered: Signal<Int> = t.signal.filter { $0 > 1 }
        let compact: Signal<Int> = t.signal.compactMap { $0.isMultiple(of: 2) ? $0 / 2 : nil }
        let m = mapped.record(), f = filtered.record(), c = compact.record()
        t.send(1, 2)
        m.expect([.value("#1"), .value("#2")])
        f.expect([.value(2)])
        c.expect([.value(1)])
        mapped.record().expect([])
    }

    @Test func flatMapLatestAndWithLatestFrom() {
        let t = Traits()
        let text = BehaviorRelay(value: "a")
        let latest = t.signal.withLatestFrom(text) { "\($0)\($1)" }.record()
        let switched = t.signal.flatMapLatest { Signal.just($0 * 10, scheduler: t.erased) }.record()
        t.send(1)
        t.scheduler.advance()
        latest.expect([.value("1a")])
        switched.expect([.value(10)])
    }

    @Test func mergeOfSignals() {
        let t = Traits()
        let other = PublishRelay<Int>()
        let subscriber = Signal.merge(t.signal, Signal(other, scheduler: t.erased)).record()
        t.relay.accept(1)
        other.accept(2)
        t.scheduler.advance()
        subscriber.expect([.value(1), .value(2)])
    }
}
