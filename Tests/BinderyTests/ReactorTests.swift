import BinderyTest
import Foundation
import Testing
@testable import Bindery

/// The reactor's engine: actions to mutations to states, on the UI scheduler, on virtual time.
@Suite(.checksForLeaks)
struct ReactorTests {
    private let scheduler = DispatchQueue.test

    private func makeReactor(recoversFailures: Bool = true,
                             sourceLocation: SourceLocation = #_sourceLocation) -> CounterReactor {
        trackForLeaks(CounterReactor(scheduler: scheduler.eraseToAnyScheduler(), recoversFailures: recoversFailures),
                      sourceLocation: sourceLocation)
    }

    @Test func stateReplaysTheCurrentStateThenReducesEachMutationOnTheUIScheduler() {
        let reactor = makeReactor()
        let states = reactor.recordStates(on: scheduler)

        reactor.action.accept(.increase)
        #expect(reactor.currentState.count == 0, "nothing is reduced before the UI scheduler runs")
        scheduler.advance()
        scheduler.advance(by: .milliseconds(100))
        reactor.action.accept(.rename("a"))
        reactor.action.accept(.increase)
        scheduler.advance()

        expectStateTimeline(reactor, states, [
            .next(0, .with()),
            .next(0, .with(count: 1)),
            .next(100, .with(count: 1, name: "a")),
            .next(100, .with(count: 2, name: "a")),
        ])
    }

    @Test func aLateSubscriberGetsTheCurrentStateAtOnce() {
        let reactor = makeReactor()
        reactor.action.accept(.increase)
        scheduler.advance(by: .milliseconds(50))

        let late = reactor.recordStates(on: scheduler)

        expectTimeline(late, [.next(0, .with(count: 1))])
    }

    @Test func asynchronousMutationsArriveAtTheirVirtualTime() {
        let reactor = makeReactor()
        let counts = reactor.recordState(\.count, on: scheduler)

        reactor.action.accept(.increaseLater)
        scheduler.advance(by: .milliseconds(999))
        reactor.action.accept(.increase)
        scheduler.advance(by: .milliseconds(1))

        expectTimeline(counts, [.next(0, 0), .next(999, 1), .next(1000, 2)])
    }

    @Test func aFailureInMutateBecomesAMutationAndTheNextActionStillWorks() {
        let reactor = makeReactor()
        let states = reactor.recordStates(on: scheduler)

        reactor.action.accept(.fail(7))
        reactor.action.accept(.increase)
        reactor.action.accept(.fail(8))
        scheduler.advance()

        expectStateTimeline(reactor, states, [
            .next(0, .with()),
            .next(0, .with(failures: [7])),
            .next(0, .with(count: 1, failures: [7])),
            .next(0, .with(count: 1, failures: [7, 8])),
        ])
    }

    @Test func aFailureWithNoMutationIsDroppedAndTheNextActionStillWorks() {
        let reactor = makeReactor(recoversFailures: false)
        let states = reactor.recordStates(on: scheduler)

        reactor.action.accept(.fail(7))
        scheduler.advance()
        reactor.action.accept(.increase)
        scheduler.advance()

        expectStateTimeline(reactor, states, [.next(0, .with()), .next(0, .with(count: 1))])
    }

    @Test func transformHooksRewriteActionsAndMergeOtherMutations() {
        let reactor = makeReactor()
        let counts = reactor.recordState(\.count, on: scheduler)

        reactor.action.accept(.increaseTwice)
        scheduler.advance(by: .milliseconds(10))
        reactor.external.accept(.add(10))
        scheduler.advance()

        expectTimeline(counts, [.next(0, 0), .next(0, 1), .next(0, 2), .next(10, 12)])
    }

    @Test func transformStateRewritesTheStateBeforeItBecomesCurrent() {
        let reactor = makeReactor()
        let names = reactor.recordState(\.name, on: scheduler)

        reactor.action.accept(.rename("  padded  "))
        scheduler.advance()

        expectTimeline(names, [.next(0, ""), .next(0, "padded")])
        #expect(reactor.currentState.name == "padded")
    }

    @Test func withNoSchedulerOfItsOwnTheEngineUsesTheUISchedulerInEffectWhenItStarts() {
        let reactor = trackForLeaks(CounterReactor(scheduler: nil))
        let counts = SharingScheduler.mock(scheduler: scheduler.eraseToAnyScheduler()) {
            reactor.recordState(\.count, on: scheduler)
        }

        reactor.action.accept(.increaseTwice)
        #expect(counts.values == [0], "reductions wait for the UI scheduler")
        scheduler.advance()

        expectTimeline(counts, [.next(0, 0), .next(0, 1), .next(0, 2)])
    }

    @Test func statesFromAnotherThreadAreDeliveredOnTheUIQueue() {
        let ui = UIQueueScheduler(queue: DispatchQueue(label: "reactor-tests.ui"))
        let reactor = trackForLeaks(CounterReactor(scheduler: ui.eraseToAnyScheduler()))
        let delivered = DispatchSemaphore(value: 0)
        let onUIQueue = Locked<[Bool]>([])
        let binding = reactor.state(\.count).drive { count in
            onUIQueue.withLock { $0.append(ui.isCurrent) }
            if count == 1 { delivered.signal() }
        }
        let external = reactor.external
        DispatchQueue.global().async { external.accept(.add(1)) }
        #expect(delivered.wait(timeout: .now() + 10) == .success)
        binding.cancel()
        #expect(onUIQueue.current.last == true)
    }

    @Test func aReleasedReactorReleasesItsEngineAndSubscriptions() {
        let external = PublishRelay<Int>()
        weak var engine: ReactorRuntime<CounterReactor>?
        do {
            let reactor = makeReactor()
            engine = reactor.runtime
            let binding = external.map { CounterReactor.Action.rename(String($0)) }.bind(to: reactor.action)
            external.accept(1)
            scheduler.advance()
            #expect(reactor.currentState.name == "1")
            binding.cancel()
        }
        #expect(engine == nil)
    }
}
