import BinderyTest
import Foundation
import Testing
@testable import Bindery

/// A reactor spelled exactly as ReactorKit spells one: no stored engine, `mutate` returns an Observable.
final class ToggleReactor: Reactor {
    enum Action { case toggle, toggleTwice }
    enum Mutation { case flip }
    struct State: Equatable { var isOn = false; var flips = 0 }

    let initialState = State()
    /// Flips from outside the actions (a shared service's events).
    let external = PublishSubject<Mutation>()

    func mutate(action: Action) -> Observable<Mutation> {
        switch action {
        case .toggle: .just(.flip)
        case .toggleTwice: .concat(.just(.flip), .just(.flip))
        }
    }

    func transform(mutation: Observable<Mutation>) -> Observable<Mutation> {
        .merge(mutation, external.asObservable())
    }

    func reduce(state: State, mutation: Mutation) -> State {
        var state = state
        state.isOn.toggle()
        state.flips += 1
        return state
    }
}

/// A stopwatch as ReactorKit writes one: `interval` on `MainScheduler.instance` until Stop, in `mutate`.
final class StopwatchReactor: Reactor {
    enum Action: Equatable { case start, stop }
    enum Mutation { case tick }
    struct State: Equatable { var seconds = 0 }

    let initialState = State()
    let scheduler: AnySchedulerOf<DispatchQueue>?
    init(scheduler: AnySchedulerOf<DispatchQueue>?) { self.scheduler = scheduler }

    func mutate(action: Action) -> Observable<Mutation> {
        switch action {
        case .start:
            Observable<Int>.interval(.seconds(1), scheduler: MainScheduler.instance)
                .map { _ in Mutation.tick }
                .take(until: self.action.filter { $0 == .stop })
        case .stop: .empty()
        }
    }

    func reduce(state: State, mutation: Mutation) -> State { State(seconds: state.seconds + 1) }
}

/// ReactorKit's spelling on Bindery's engine.
@Suite(.checksForLeaks, .serialized)
struct RxReactorTests {
    private let scheduler = DispatchQueue.test

    @Test func aReactorKitReactorNeedsNoStoredEngine() {
        let reactor = trackForLeaks(withUIScheduler(scheduler) { ToggleReactor() })
        let states = withUIScheduler(scheduler) { reactor.recordStates(on: scheduler) }
        reactor.action.onNext(.toggle)
        scheduler.advance()
        reactor.action.onNext(.toggleTwice)
        scheduler.advance()
        expectStateTimeline(reactor, states, [
            .next(0, State(isOn: false, flips: 0)),
            .next(0, State(isOn: true, flips: 1)),
            .next(0, State(isOn: false, flips: 2)),
            .next(0, State(isOn: true, flips: 3)),
        ])
        #expect(reactor.runtime === reactor.runtime, "the library keeps one engine per reactor")
    }

    @Test func reactorKitsObservableTransformMergesOutsideMutations() {
        withUIScheduler(scheduler) {
            let reactor = trackForLeaks(ToggleReactor())
            let flips = reactor.recordState(\.flips, on: scheduler)
            reactor.external.onNext(.flip)
            scheduler.advance(by: .milliseconds(10))
            reactor.action.onNext(.toggle)
            scheduler.advance()
            expectTimeline(flips, [.next(0, 0), .next(0, 1), .next(10, 2)])
        }
    }

    @Test func theEngineOfAReleasedReactorIsReleasedAtTheNextSweep() {
        withUIScheduler(scheduler) {
            weak var engine: ReactorRuntime<ToggleReactor>?
            do {
                let reactor = ToggleReactor()
                engine = reactor.runtime
                reactor.action.onNext(.toggle)
                scheduler.advance()
                #expect(reactor.currentState.isOn)
            }
            ReactorRuntimes.sweep()
            #expect(engine == nil)
        }
    }

    @Test func anEngineIsNeverHandedToANewReactorAtAReusedAddress() {
        withUIScheduler(scheduler) {
            for _ in 0..<50 {
                let reactor = ToggleReactor()
                #expect(reactor.currentState == State(), "a fresh reactor starts from its initial state")
                reactor.action.onNext(.toggle)
                scheduler.advance()
            }
        }
    }

    private typealias State = ToggleReactor.State

    @Test func aReactorGivenASchedulerMutatesOnItEvenForActionsSentOutsideIt() {
        let reactor = StopwatchReactor(scheduler: scheduler.eraseToAnyScheduler())
        let seconds = reactor.state(\.seconds).record(on: scheduler)
        scheduler.advance()
        reactor.action.accept(.start)
        scheduler.advance(by: .milliseconds(2500))
        reactor.action.accept(.stop)
        scheduler.advance(by: .seconds(3))
        expectTimeline(seconds, [.next(0, 0), .next(1000, 1), .next(2000, 2)])
    }
}
