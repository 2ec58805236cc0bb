import BinderyTest
import Foundation
import Testing
@testable import Bindery

/// RxSwift's instance operators, each returning an Observable, with RxSwift's semantics.
@Suite(.checksForLeaks)
struct RxOperatorTests {
    private let scheduler = DispatchQueue.test

    @Test func mapAndFilterFailWithTheErrorTheirClosureThrows() {
        let recorder = Observable.of(1, 2, 3, 4)
            .filter { $0 != 2 }
            .map { value -> Int in
                if value == 4 { throw TestError(4) }
                return value * 10
            }
            .record(on: scheduler)
        expectTimeline(recorder, [.next(0, 10), .next(0, 30), .failure(0, TestError(4))])
    }

    @Test func flatMapKeepsEveryInnerSequence() {
        let taps = PublishSubject<Int>()
        let inners = InnerSequences()
        let recorder = taps.flatMap(inners.make).record(on: scheduler)
        taps.onNext(1)
        taps.onNext(2)
        inners[1]?.onNext("1a")
        inners[2]?.onNext("2a")
        expectTimeline(recorder, [.next(0, "1a"), .next(0, "2a")])
    }

    @Test func flatMapLatestFromARelayCancelsThePreviousInner() {
        let taps = PublishRelay<Int>()
        let inners = InnerSequences()
        let recorder = taps.flatMapLatest(inners.make).record(on: scheduler)
        taps.accept(1)
        inners[1]?.onNext("1a")
        taps.accept(2)
        inners[1]?.onNext("1b")
        inners[2]?.onNext("2a")
        expectTimeline(recorder, [.next(0, "1a"), .next(0, "2a")])
        #expect(inners[1]?.hasObservers == false)
    }

    @Test func flatMapFirstDropsValuesWhileAnInnerRuns() {
        let taps = PublishSubject<Int>()
        let inners = InnerSequences()
        let recorder = taps.flatMapFirst(inners.make).record(on: scheduler)
        taps.onNext(1)
        taps.onNext(2)
        inners[1]?.onNext("1a")
        inners[1]?.onCompleted()
        taps.onNext(3)
        taps.onCompleted()
        inners[3]?.onNext("3a")
        inners[3]?.onCompleted()
        #expect(inners[2] == nil, "a tap while the first runs makes no sequence")
        expectTimeline(recorder, [.next(0, "1a"), .next(0, "3a"), .finished(0)])
    }

    @Test func withLatestFromDropsUntilTheOtherHasAValue() {
        let trigger = PublishSubject<Void>()
        let text = PublishSubject<String>()
        let recorder = trigger.withLatestFrom(text).record(on: scheduler)
        trigger.onNext(())
        text.onNext("a")
        trigger.onNext(())
        expectTimeline(recorder, [.next(0, "a")])
    }

    @Test func aRelayTakesTheLatestOfASharedCombinationThatCanFail() {
        let (save, title, body) = (PublishRelay<Void>(), PublishRelay<String>(), PublishRelay<String>())
        let draft = Observable.combineLatest(title, body).dropFirst().share()
        let recorder = save.withLatestFrom(draft).map { "\($0) \($1)" }.record(on: scheduler)
        title.accept("a")
        body.accept("b")
        save.accept(())
        body.accept("c")
        save.accept(())
        expectTimeline(recorder, [.next(0, "a c")])
    }

    @Test func startWithScanDistinctSkipTake() {
        let recorder = Observable.of(1, 1, 2, 2, 3, 4)
            .distinctUntilChanged()
            .scan(0) { $0 + $1 }
            .startWith(-1)
            .skip(1)
            .take(3)
            .record(on: scheduler)
        expectTimeline(recorder, [.next(0, 1), .next(0, 3), .next(0, 6), .finished(0)])
    }

    @Test func distinctUntilChangedByKeyAndByComparer() {
        let words = Observable.of("a", "ab", "cd", "e")
        expectTimeline(words.distinctUntilChanged { $0.count }.record(on: scheduler),
                       [.next(0, "a"), .next(0, "ab"), .next(0, "e"), .finished(0)])
        expectTimeline(words.distinctUntilChanged { $0.first == $1.first }.record(on: scheduler),
                       [.next(0, "a"), .next(0, "cd"), .next(0, "e"), .finished(0)])
    }

    @Test func doSeesTheErrorAndAThrowingOnNextFailsTheSequence() {
        var errors: [String] = []
        let recorder = Observable.of(1, 2)
            .do(onNext: { if $0 == 2 { throw TestError(2) } }, onError: { errors.append("\($0)") })
            .record(on: scheduler)
        expectTimeline(recorder, [.next(0, 1), .failure(0, TestError(2))])
        #expect(errors == ["TestError(2)"])
    }

    @Test func withUnretainedCompletesWhenTheObjectIsGone() {
        var target: Target? = Target()
        let values = PublishSubject<Int>()
        let recorder = values.withUnretained(target!).map { $1 }.record(on: scheduler)
        values.onNext(1)
        target = nil
        values.onNext(2)
        expectTimeline(recorder, [.next(0, 1), .finished(0)])
    }

    @Test func materializeTurnsTheEndIntoAValue() {
        let recorder = Observable<Int>.concat(.just(1), .error(TestError(1))).materialize().record(on: scheduler)
        expectTimeline(recorder, [.next(0, .next(1)), .next(0, .error(TestError(1))), .finished(0)])
    }

    @Test func doRunsSideEffectsInOrder() {
        var calls: [String] = []
        _ = Observable.of(1).do(onNext: { calls.append("do \($0)") }, onCompleted: { calls.append("do completed") },
                                onSubscribe: { calls.append("subscribe") }, onDispose: { calls.append("dispose") })
            .subscribe(onNext: { calls.append("next \($0)") })
        #expect(calls == ["subscribe", "do 1", "next 1", "do completed", "dispose"])
    }

    @Test func catchContinuesWithTheRecoverySequence() {
        let recorder = Observable<Int>.concat(.just(1), .error(TestError(1)))
            .catch { error in .just((error as? TestError)?.code ?? 0 + 100) }
            .record(on: scheduler)
        expectTimeline(recorder, [.next(0, 1), .next(0, 1), .finished(0)])
    }

    @Test func catchAndReturnSendsTheValueAndCompletes() {
        let recorder = Observable<Int>.error(TestError(1)).catchAndReturn(9).record(on: scheduler)
        expectTimeline(recorder, [.next(0, 9), .finished(0)])
    }

    @Test func retrySubscribesAgainUpToTheAttemptCount() {
        var attempts = 0
        let flaky = Observable<Int>.create { observer in
            attempts += 1
            if attempts < 3 { observer.onError(TestError(attempts)) } else { observer.onNext(attempts); observer.onCompleted() }
            return Disposables.create()
        }
        expectTimeline(flaky.retry(3).record(on: scheduler), [.next(0, 3), .finished(0)])
        attempts = 0
        expectTimeline(flaky.retry(2).record(on: scheduler), [.failure(0, TestError(2))])
    }

    @Test func shareReplayOneReplaysWhileConnectedAndRestartsAfter() {
        var subscriptions = 0
        let source = PublishSubject<Int>()
        let shared = Observable.deferred { subscriptions += 1; return source.asObservable() }.share(replay: 1)
        let first = shared.record(on: scheduler)
        source.onNext(1)
        let second = shared.record(on: scheduler)
        source.onNext(2)
        expectTimeline(first, [.next(0, 1), .next(0, 2)])
        expectTimeline(second, [.next(0, 1), .next(0, 2)])
        #expect(subscriptions == 1)
        first.cancel()
        second.cancel()
        let third = shared.record(on: scheduler)
        expectTimeline(third, [], "after disconnecting, the buffer is forgotten (whileConnected)")
        #expect(subscriptions == 2)
    }

    @Test func bindToASubjectRelayAndObserver() throws {
        let source = PublishSubject<Int>()
        let subject = BehaviorSubject(value: 0)
        let relay = PublishRelay<Int>()
        let relayed = relay.record(on: scheduler)
        let bag = DisposeBag()
        source.bind(to: subject).disposed(by: bag)
        source.asObservable().bind(to: relay).disposed(by: bag)
        source.onNext(5)
        #expect(try subject.value() == 5)
        expectTimeline(relayed, [.next(0, 5)])
    }
}

/// The inner sequences a flatMap test makes, one subject per outer value, kept for the test to drive.
private final class InnerSequences {
    private var subjects: [Int: PublishSubject<String>] = [:]

    /// A new inner sequence for `value`.
    func make(_ value: Int) -> Observable<String> {
        let subject = PublishSubject<String>()
        subjects[value] = subject
        return subject.asObservable()
    }

    subscript(value: Int) -> PublishSubject<String>? { subjects[value] }
}
