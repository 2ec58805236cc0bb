import BinderyUIKit
import Testing

// This target has one file, which imports BinderyUIKit alone (besides Testing), as an article's view file imports
// UIKit alone: that it compiles is the test that Foundation, Dispatch and FoundationNetworking come with it.

/// ReactorKit's minimum: the types, `initialState` and `mutate`; no `reduce` (it defaults to the state unchanged).
private final class MinimumReactor: Reactor {
    enum Action { case refresh }
    struct State: Equatable { var refreshed = 0 }
    let initialState = State()
    func mutate(action: Action) -> Observable<Action> { .just(action) }
}

/// A reactor that declares only its types and `initialState`: no mutations, no reduce.
private final class StillReactor: Reactor {
    enum Action { case tap }
    struct State: Equatable { var taps = 0 }
    let initialState = State()
}

@Suite struct UIKitImportTests {
    @Test func aViewFileThatImportsBinderyUIKitAloneHasFoundationDispatchAndURLSession() {
        let queue: DispatchQueue = .main
        let session: URLSession = .shared
        let url = URL(string: "https://example.com/quotes")
        #expect(queue.label == DispatchQueue.main.label)
        #expect(session.configuration.timeoutIntervalForRequest > 0)
        #expect(url?.host == "example.com")
    }

    @Test func aReactorWithReactorKitsMinimumConformsAndKeepsItsState() {
        let reactor = MinimumReactor()
        #expect(reactor.reduce(state: State(refreshed: 2), mutation: .refresh) == State(refreshed: 2))
        let still = StillReactor()
        #expect(still.reduce(state: still.initialState, mutation: .tap) == still.initialState)
    }

    private typealias State = MinimumReactor.State
}
