import Foundation
import Testing
@testable import Bindery

/// Driver and Signal, for the behaviour they share.
enum TraitKind: CaseIterable, CustomStringConvertible {
    case driver, signal

    var description: String { self == .driver ? "Driver" : "Signal" }

    func make<P: Publisher>(_ upstream: P, scheduler: AnySchedulerOf<DispatchQueue>) -> AnyPublisher<Int, Never>
    where P.Output == Int, P.Failure == Never {
        switch self {
        case .driver: Driver(upstream, scheduler: scheduler).eraseToAnyPublisher()
        case .signal: Signal(upstream, scheduler: scheduler).eraseToAnyPublisher()
        }
    }
}

@Suite struct TraitTests {
    @Test(arguments: TraitKind.allCases)
    func sharesOneUpstreamSubscriptionAndDisconnectsAfterTheLast(kind: TraitKind) {
        let (scheduler, erased) = makeTestScheduler()
        let upstream = ProbeSubject<Int, Never>()
        let trait = kind.make(upstream, scheduler: erased)
        let first = trait.record()
        let second = trait.record()
        #expect(upstream.subscriptions == 1)
        upstream.send(1)
        scheduler.advance()
        first.cancel()
        #expect(upstream.cancels == 0)
        second.cancel()
        #expect(upstream.cancels == 1)
        first.expect([.value(1)])
        second.expect([.value(1)])
    }

    @Test(arguments: TraitKind.allCases)
    func deliversNothingAfterCancelEvenIfAlreadyScheduled(kind: TraitKind) {
        let (scheduler, erased) = makeTestScheduler()
        let relay = PublishRelay<Int>()
        let subscriber = kind.make(relay, scheduler: erased).record()
        relay.accept(1)
        subscriber.cancel()
        scheduler.advance()
        subscriber.expect([])
    }

    @Test(arguments: TraitKind.allCases)
    func respectsDemand(kind: TraitKind) {
        let (scheduler, erased) = makeTestScheduler()
        let relay = PublishRelay<Int>()
        let subscriber = kind.make(relay, scheduler: erased).record(demand: .max(1))
        relay.accept(1)
        relay.accept(2)
        scheduler.advance()
        subscriber.expect([.value(1)])
        subscriber.request(.max(1))
        relay.accept(3)
        scheduler.advance()
        subscriber.expect([.value(1), .value(3)])
    }
}
