import BinderyTest
import Foundation
import Testing
@testable import Bindery

/// RxSwift's static combinators over subjects, relays and observables.
@Suite(.checksForLeaks)
struct RxCombiningTests {
    private let scheduler = DispatchQueue.test

    @Test func concatSubscribesEachInTurn() {
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        let recorder = Observable.concat(first.asObservable(), second.asObservable()).record(on: scheduler)
        second.onNext(0)
        first.onNext(1)
        #expect(!second.hasObservers, "the second is not subscribed before the first completes")
        first.onCompleted()
        second.onNext(2)
        second.onCompleted()
        expectTimeline(recorder, [.next(0, 1), .next(0, 2), .finished(0)])
    }

    @Test func mergeInterleavesAndFailsWhenOneFails() {
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        let recorder = Observable.merge(a.asObservable(), b.asObservable()).record(on: scheduler)
        a.onNext(1)
        b.onNext(2)
        a.onError(TestError(1))
        b.onNext(3)
        expectTimeline(recorder, [.next(0, 1), .next(0, 2), .failure(0, TestError(1))])
        #expect(!b.hasObservers)
    }

    /// As RxSwift writes it with relays, whose `map` is Combine's here: `merge` and `concat` take any publishers of
    /// the element, mixed.
    @Test func mergeAndConcatTakeAnyPublishers() {
        let steps = PublishRelay<Double>()
        let reset = PublishRelay<Void>()
        let subject = PublishSubject<Int>()
        let merged = Observable.merge(steps.map { Int($0) }, reset.map { 1 }, subject.asObservable()).record(on: scheduler)
        let first = PublishSubject<Int>()
        let concatenated = Observable.concat(first, Just(9)).record(on: scheduler)
        steps.accept(4)
        reset.accept(())
        subject.onNext(7)
        first.onNext(2)
        first.onCompleted()
        expectTimeline(merged, [.next(0, 4), .next(0, 1), .next(0, 7)])
        expectTimeline(concatenated, [.next(0, 2), .next(0, 9), .finished(0)])
    }

    @Test func combineLatestWaitsForBothThenCombinesEveryChange() {
        let id = BehaviorSubject(value: false)
        let password = PublishRelay<Bool>()
        let recorder = Observable.combineLatest(id, password, resultSelector: { $0 && $1 }).record(on: scheduler)
        id.onNext(true)
        password.accept(false)
        password.accept(true)
        id.onNext(false)
        expectTimeline(recorder, [.next(0, false), .next(0, true), .next(0, false)])
    }

    @Test func combineLatestWithoutSelectorGivesPairs() {
        let a = BehaviorRelay(value: "a")
        let b = BehaviorRelay(value: 1)
        let recorder = Observable.combineLatest(a, b).map { "\($0)\($1)" }.record(on: scheduler)
        b.accept(2)
        expectTimeline(recorder, [.next(0, "a1"), .next(0, "a2")])
    }

    @Test func zipPairsInOrder() {
        let a = PublishSubject<Int>()
        let b = PublishSubject<String>()
        let recorder = Observable.zip(a, b) { "\($0)\($1)" }.record(on: scheduler)
        a.onNext(1)
        a.onNext(2)
        b.onNext("x")
        b.onNext("y")
        b.onNext("z")
        expectTimeline(recorder, [.next(0, "1x"), .next(0, "2y")])
    }

    @Test func combineLatestOfFourFieldsAsAFormWritesIt() {
        let title = PublishRelay<String>()
        let amount = BehaviorRelay(value: 0)
        let category = BehaviorSubject(value: "food")
        let day = PublishSubject<Int>()
        let selected = Observable.combineLatest(title, amount, category, day) { "\($0) \($1) \($2) \($3)" }
            .record(on: scheduler)
        let tuples = Observable.combineLatest(title, amount, category, day).map { "\($0)\($1)\($2)\($3)" }
            .record(on: scheduler)
        title.accept("Lunch")
        day.onNext(1)
        amount.accept(12)
        category.onNext("travel")
        expectTimeline(selected, [.next(0, "Lunch 0 food 1"), .next(0, "Lunch 12 food 1"), .next(0, "Lunch 12 travel 1")])
        expectTimeline(tuples, [.next(0, "Lunch0food1"), .next(0, "Lunch12food1"), .next(0, "Lunch12travel1")])
    }

    @Test func combineLatestOfFiveAndSixAsASignUpFormWritesIt() {
        let name = BehaviorRelay(value: "Ann"), email = BehaviorRelay(value: "a@b.c"), password = PublishRelay<String>()
        let again = PublishSubject<String>(), terms = BehaviorRelay(value: false), age = BehaviorRelay(value: 30)
        let valid = Observable.combineLatest(name, email, password, again, terms) { !$0.isEmpty && $1.contains("@") && $2 == $3 && $4 }
            .record(on: scheduler)
        let six = Observable.combineLatest(name, email, password, again, terms, age).map { "\($0) \($4) \($5)" }
            .record(on: scheduler)
        password.accept("pw")
        again.onNext("pw")
        terms.accept(true)
        age.accept(31)
        expectTimeline(valid, [.next(0, false), .next(0, true)])
        expectTimeline(six, [.next(0, "Ann false 30"), .next(0, "Ann true 30"), .next(0, "Ann true 31")])
    }

    @Test func combineLatestOfAnArrayKeepsItsOrder() {
        let fields = [BehaviorRelay(value: 1), BehaviorRelay(value: 2), BehaviorRelay(value: 3)]
        let arrays = Observable.combineLatest(fields).record(on: scheduler)
        let sums = Observable.combineLatest(fields) { $0.reduce(0, +) }.record(on: scheduler)
        let none = Observable.combineLatest([PublishRelay<Int>]()).record(on: scheduler)
        fields[1].accept(20)
        expectTimeline(arrays, [.next(0, [1, 2, 3]), .next(0, [1, 20, 3])])
        expectTimeline(sums, [.next(0, 6), .next(0, 24)])
        expectTimeline(none, [.finished(0)])
    }

    @Test func zipOfThreeAndFourInOrder() {
        let a = PublishSubject<Int>(), b = PublishSubject<String>(), c = PublishRelay<Bool>(), d = PublishSubject<Int>()
        let triples = Observable.zip(a, b, c).map { "\($0)\($1)\($2)" }.record(on: scheduler)
        let fours = Observable.zip(a, b, c, d).map { "\($0)\($1)\($2)\($3)" }.record(on: scheduler)
        let selected = Observable.zip(a, b, c, d) { $0 + $3 }.record(on: scheduler)
        a.onNext(1)
        a.onNext(2)
        b.onNext("x")
        c.accept(true)
        d.onNext(10)
        b.onNext("y")
        c.accept(false)
        expectTimeline(triples, [.next(0, "1xtrue"), .next(0, "2yfalse")])
        expectTimeline(fours, [.next(0, "1xtrue10")])
        expectTimeline(selected, [.next(0, 11)])
    }
}
