import BinderyTest
import Testing

/// BinderyTest's leak checks, checked on themselves.
struct LeakCheckTests {
    final class Node {
        var partner: Node?
    }

    @Test(.checksForLeaks) func aReleasedObjectPassesTheTrait() {
        let node = trackForLeaks(Node())
        node.partner = Node()
    }

    @Test func aReleasedObjectPassesTheScope() async {
        await withLeakTracking {
            _ = trackForLeaks(Node())
        }
    }

    @Test func aRetainCycleIsReportedNamingItsType() async {
        weak var leaked: Node?
        await withKnownIssue {
            await withLeakTracking(grace: .zero) {
                let node = trackForLeaks(Node())
                node.partner = Node()
                node.partner?.partner = node
                leaked = node
            }
        } matching: { issue in
            String(describing: issue).contains("Node was not deallocated")
        }
        leaked?.partner = nil
        #expect(leaked == nil, "breaking the cycle frees it")
    }

    @Test func trackingOutsideAScopeIsReported() {
        LeakTracker.$current.withValue(nil) {
            withKnownIssue {
                trackForLeaks(Node())
            } matching: { issue in
                String(describing: issue).contains("checksForLeaks")
            }
        }
    }

    @Test func aRelayStillSubscribedWhenTheScopeEndsIsReported() async {
        var forgotten: AnyCancellable?
        await withKnownIssue {
            await withLeakTracking(grace: .zero) {
                let relay = PublishRelay<Int>()
                trackObservers(of: relay)
                forgotten = relay.sink { _ in }
            }
        } matching: { issue in
            String(describing: issue).contains("PublishRelay<Swift.Int> still has subscribers")
        }
        forgotten?.cancel()
    }

    @Test func relaysWhoseSubscriptionsEndedPass() async {
        await withLeakTracking(grace: .zero) {
            let relay = PublishRelay<Int>()
            let state = BehaviorRelay(value: 0)
            trackObservers(of: relay, state)
            let subscription = relay.bind(to: state)
            #expect(relay.hasObservers && state.hasObservers == false)
            subscription.cancel()
            #expect(!relay.hasObservers)
            let bag = DisposeBag()
            state.sink { _ in }.disposed(by: bag)
            #expect(state.hasObservers)
        }
    }

    @Test func expectReleasedPassesForAReleasedObjectAndReportsACycle() {
        expectReleased { Node() }

        weak var leaked: Node?
        withKnownIssue {
            expectReleased {
                let node = Node()
                node.partner = node
                leaked = node
                return node
            }
        } matching: { issue in
            String(describing: issue).contains("Node was not deallocated")
        }
        leaked?.partner = nil
        #expect(leaked == nil)
    }
}
