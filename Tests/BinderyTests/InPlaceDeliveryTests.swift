import Foundation
import Testing
@testable import Bindery

/// A relay or share calls each subscriber where it lies in its subscription, without copying it. A subscriber that
/// ends its subscription from its own `receive` must still be whole until that `receive` returns, and released after.
@Suite struct InPlaceDeliveryTests {
    /// What a struct subscriber refers to; its subscription holds the only reference, and its deinit is logged.
    final class Holder: @unchecked Sendable {
        var subscription: Subscription?
        let log: Locked<[String]>

        init(log: Locked<[String]>) { self.log = log }
        deinit { log.withLock { $0.append("released") } }
    }

    /// A struct subscriber, as a `map`'s is.
    struct EndingSubscriber: Subscriber {
        typealias Input = Int
        typealias Failure = Never
        let combineIdentifier = CombineIdentifier()
        let holder: Holder
        /// What it does in its first `receive`, between logging the value and logging that it is still whole.
        let onFirstValue: (Holder) -> Void

        func receive(subscription: Subscription) {
            holder.subscription = subscription
            subscription.request(.unlimited)
        }

        func receive(_ input: Int) -> Subscribers.Demand {
            holder.log.withLock { $0.append("value \(input)") }
            if holder.log.current.count == 1 {
                onFirstValue(holder)
                // Reads its own field after its subscription ended: still there.
                holder.log.withLock { $0.append("still whole") }
            }
            return .none
        }

        func receive(completion: Subscribers.Completion<Never>) { holder.log.withLock { $0.append("completion") } }
    }

    @Test func aSubscriberThatCancelsInItsReceiveIsReleasedOnlyAfterItReturnsAndGetsNothingMore() {
        let relay = PublishRelay<Int>()
        let log = Locked([String]())
        relay.subscribe(EndingSubscriber(holder: Holder(log: log)) { holder in
            holder.subscription?.cancel()
            holder.subscription = nil  // the subscription's own reference is now the last
        })
        relay.accept(1)
        relay.accept(2)
        #expect(log.current == ["value 1", "still whole", "released"])
        #expect(!relay.hasObservers)
    }

    @Test func aSubscriberThatCancelsInItsReceiveAmongOthersLeavesThemTheirValues() {
        let relay = BehaviorRelay(value: 0)
        let log = Locked([String]())
        let other = relay.record()
        relay.subscribe(EndingSubscriber(holder: Holder(log: log)) { holder in
            holder.subscription?.cancel()
            holder.subscription = nil
        })
        relay.accept(5)
        #expect(log.current == ["value 0", "still whole", "released"])
        other.expect([.value(0), .value(5)])
    }

    @Test func aSubscriberWhoseUpstreamEndsInItsReceiveIsCompletedAndReleasedOnlyAfterItReturns() {
        let subject = PassthroughSubject<Int, Never>()
        let share = subject.share(replay: 1)
        let log = Locked([String]())
        share.subscribe(EndingSubscriber(holder: Holder(log: log)) { holder in
            holder.subscription = nil
            subject.send(completion: .finished)
        })
        subject.send(7)
        subject.send(8)
        #expect(log.current == ["value 7", "completion", "still whole", "released"])
    }
}
