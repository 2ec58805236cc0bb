import BinderyTest
import Foundation
import Testing
@testable import Bindery

/// Observable's creation and subscription under RxSwift's names and semantics.
@Suite(.checksForLeaks)
struct RxObservableTests {
    private let scheduler = DispatchQueue.test

    @Test func createSendsWhatItsObserverGetsAndIgnoresEventsAfterTheEnd() {
        var disposed = 0
        let numbers = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onNext(2)
            observer.onCompleted()
            observer.onNext(3)
            return Disposables.create { disposed += 1 }
        }
        expectTimeline(numbers.record(on: scheduler), [.next(0, 1), .next(0, 2), .finished(0)])
        #expect(disposed == 1, "the end disposes the created resource")
    }

    @Test func cancellingACreatedSequenceDisposesItsResource() {
        var disposed = 0
        var captured: AnyObserver<Int>?
        let sequence = Observable<Int>.create { observer in
            captured = observer
            return Disposables.create { disposed += 1 }
        }
        let recorder = sequence.record(on: scheduler)
        captured?.onNext(7)
        recorder.cancel()
        captured?.onNext(8)
        expectTimeline(recorder, [.next(0, 7)])
        #expect(disposed == 1)
    }

    @Test func anUntypedErrorEndsTheSequence() {
        let failing = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onError(TestError(1))
            observer.onNext(2)
            return Disposables.create()
        }
        expectTimeline(failing.record(on: scheduler), [.next(0, 1), .failure(0, TestError(1))])
    }

    @Test func createdValuesWaitForDemand() {
        let sequence = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onNext(2)
            observer.onCompleted()
            return Disposables.create()
        }
        let subscriber = TestSubscriber<Int, AnyErrorBox>(demand: .max(1))
        sequence.mapError(AnyErrorBox.init).subscribe(subscriber)
        #expect(subscriber.values == [1])
        subscriber.request(.max(1))
        subscriber.expect([.value(1), .value(2), .finished])
    }

    @Test func factoriesSendTheirValuesThenEnd() {
        expectTimeline(Observable.just(1).record(on: scheduler), [.next(0, 1), .finished(0)])
        expectTimeline(Observable<Int>.empty().record(on: scheduler), [.finished(0)])
        expectTimeline(Observable<Int>.never().record(on: scheduler), [])
        expectTimeline(Observable<Int>.error(TestError(2)).record(on: scheduler), [.failure(0, TestError(2))])
        expectTimeline(Observable.of(1, 2, 3).record(on: scheduler), [.next(0, 1), .next(0, 2), .next(0, 3), .finished(0)])
        expectTimeline(Observable.from([4, 5]).record(on: scheduler), [.next(0, 4), .next(0, 5), .finished(0)])
    }

    @Test func subscribeCallsOnNextThenTheEndThenOnDisposed() {
        var calls: [String] = []
        let subscription = Observable.of(1, 2).subscribe(
            onNext: { calls.append("next \($0)") },
            onError: { _ in calls.append("error") },
            onCompleted: { calls.append("completed") },
            onDisposed: { calls.append("disposed") }
        )
        subscription.dispose()
        #expect(calls == ["next 1", "next 2", "completed", "disposed"])
    }

    @Test func disposingCallsOnDisposedOnce() {
        var calls: [String] = []
        let subject = PublishSubject<Int>()
        let subscription = subject.subscribe(onNext: { calls.append("next \($0)") }, onDisposed: { calls.append("disposed") })
        subject.onNext(1)
        subscription.dispose()
        subscription.dispose()
        subject.onNext(2)
        #expect(calls == ["next 1", "disposed"])
    }

    @Test func subscribeWithAnEventHandlerSeesNextErrorAndElement() {
        var events: [Bindery.Event<Int>] = []
        _ = Observable.concat(.just(1), .error(TestError(3))).subscribe { event in events.append(event) }
        #expect(events == [.next(1), .error(TestError(3))])
        #expect(events.first?.element == 1)
        #expect(events.last?.element == nil)
        #expect(events.last?.isStopEvent == true)
    }

    @Test func aRelaySubscribedWithAnEventHandlerGivesItsCurrentValue() {
        let relay = BehaviorRelay(value: 1)
        var seen: [Int] = []
        let subscription = relay.subscribe { event in seen.append(event.element!) }
        relay.accept(2)
        subscription.dispose()
        #expect(seen == [1, 2])
    }

    @Test func disposedByABagEndsWithTheBag() {
        var bag = DisposeBag()
        let subject = PublishSubject<Int>()
        var seen: [Int] = []
        subject.subscribe(onNext: { seen.append($0) }).disposed(by: bag)
        subject.onNext(1)
        bag = DisposeBag()
        subject.onNext(2)
        #expect(seen == [1])
        #expect(!subject.hasObservers)
    }

    @Test func conversionBothWaysIsOneCall() {
        let relay = PublishRelay<Int>()
        let observable: Observable<Int> = relay.asObservable()
        let publisher: AnyPublisher<Int, any Error> = observable.asPublisher()
        let recorder = publisher.record(on: scheduler)
        relay.accept(1)
        expectTimeline(recorder, [.next(0, 1)])
    }

    @Test func aDisposablesCompositeDisposesEachOnce() {
        var count = 0
        let composite = Disposables.create(Disposables.create { count += 1 }, Disposables.create { count += 10 })
        composite.dispose()
        composite.dispose()
        #expect(count == 11)
    }
}

/// An `any Error` made Equatable for `TestSubscriber`.
struct AnyErrorBox: Error, Equatable {
    let description: String
    init(_ error: any Error) { description = String(reflecting: error) }
}
