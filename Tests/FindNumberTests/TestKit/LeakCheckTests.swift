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
